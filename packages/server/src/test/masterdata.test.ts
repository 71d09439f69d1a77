import {
  countryListResponse,
  locationsResponse,
  lookupListResponse,
  ServerText,
  wpBaseResponse,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/demo-users';
import { createTestApp, signIn, useTestApp } from './harness';
import { bearerGet } from './identity';

const t = useTestApp();
let token: string;

beforeAll(async () => {
  token = (await signIn(t.app, DEMO_USERS.aisha)).token;
});

const UNAUTHORIZED = {
  message: { status: 'Unauthorized', message: [ServerText.sessionExpired], code: 'auth.sessionExpired' },
  data: null,
};

describe('lookups of the pre-login screens (public)', () => {
  it('answers genders and the six document types of spec section 3', async () => {
    const genders = await bearerGet(t.app, '/api/masterdata/gender');
    expect(genders.statusCode).toBe(200);
    expect(lookupListResponse.parse(genders.json()).data).toEqual([
      { id: 1, text: 'Male', textAr: 'ذكر' },
      { id: 2, text: 'Female', textAr: 'أنثى' },
    ]);
    const types = lookupListResponse.parse(
      (await bearerGet(t.app, '/api/masterdata/documenttype')).json(),
    ).data;
    expect(types.map((type) => [type.id, type.text])).toEqual([
      [1, 'Emirates ID'],
      [2, 'Labour Card'],
      [3, 'Driving Licence'],
      [4, 'Passport'],
      [5, 'International ID'],
      [6, 'Insurance'],
    ]);
  });

  it('answers every country with its ISO code, calling code and flag, by English name', async () => {
    const res = await bearerGet(t.app, '/api/masterdata/country');
    const countries = countryListResponse.parse(res.json()).data;
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(countries.find((c) => c.countryCode === 'AE')).toEqual({
      id: 1,
      text: 'United Arab Emirates',
      textAr: 'الإمارات العربية المتحدة',
      countryCode: 'AE',
      phoneCode: '971',
      flag: '🇦🇪',
    });
    expect(countries.find((c) => c.countryCode === 'IN')).toMatchObject({ id: 5, phoneCode: '91' });
    const names = countries.map((c) => c.text);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(new Set(countries.map((c) => c.countryCode)).size).toBe(countries.length);
    for (const country of countries) {
      expect(country.phoneCode, country.countryCode).toMatch(/^\d{1,4}$/);
      expect(country.textAr, country.countryCode).not.toBe('');
    }
  });

  it('answers the content address of a brand, 404 for an unknown one, 400 without one', async () => {
    const res = await bearerGet(t.app, '/api/masterdata/fetchwpbase?brandName=aldhannah');
    expect(wpBaseResponse.parse(res.json())).toEqual({
      message: { status: 'Success', message: [] },
      data: '/api/content',
    });
    expect((await bearerGet(t.app, '/api/masterdata/fetchwpbase?brandName=nobody')).statusCode).toBe(404);
    expect((await bearerGet(t.app, '/api/masterdata/fetchwpbase')).statusCode).toBe(400);
  });
});

describe('lookups after sign-in (bearer)', () => {
  it('answers relations and the app configuration only to a signed-in user', async () => {
    expect((await bearerGet(t.app, '/api/masterdata/relations')).json()).toEqual(UNAUTHORIZED);
    expect((await bearerGet(t.app, '/api/masterdata/getappconfigurations')).statusCode).toBe(401);

    const relations = lookupListResponse.parse(
      (await bearerGet(t.app, '/api/masterdata/relations', token)).json(),
    );
    expect(relations.data[0]).toEqual({ id: 1, text: 'Father', textAr: 'الأب' });
    expect(relations.data.map((r) => r.text)).toContain('Daughter');
    const config = await bearerGet(t.app, '/api/masterdata/getappconfigurations', token);
    expect(config.json()).toEqual({
      message: { status: 'Success', message: [] },
      data: { filterToBeApplied: false },
    });
  });

  it('lists the hospital locations of a brand with the fields of spec section 3', async () => {
    expect((await bearerGet(t.app, '/api/content/locations?brandName=aldhannah')).statusCode).toBe(401);
    const res = await bearerGet(t.app, '/api/content/locations?brandName=aldhannah', token);
    expect(res.statusCode).toBe(200);
    const body = locationsResponse.parse(res.json());
    expect(body.data.status).toBe('success');
    expect(body.data.data.map((l) => l.name)).toEqual([
      'Al Dhannah Hospital',
      'Ruwais Clinic',
      'Mirfa Clinic',
    ]);
    expect(body.data.data[0]).toEqual({
      id: expect.any(Number),
      locationId: 'AD10',
      name: 'Al Dhannah Hospital',
      address: 'Al Dhannah City, Al Dhafra Region, Abu Dhabi',
      brandname: 'aldhannah',
      his_name: 'ADH',
      insurance_validation: 'yes',
      is_arabic: false,
      latitude: 24.0983,
      longitude: 52.7105,
      locationImg: null,
      map_link: 'https://maps.google.com/?q=24.0983,52.7105',
      vblog: 'aldhannah',
      websiteLink: null,
    });

    const arabic = locationsResponse.parse(
      (await bearerGet(t.app, '/api/content/locations?brandName=COLAB&lang=ar', token)).json(),
    );
    expect(arabic.data.data.map((l) => [l.locationId, l.name, l.is_arabic])).toEqual([
      ['BM10', 'مركز كولاب الطبي', true],
      ['BM10', 'مركز كولاب الطبي - جزيرة الريم', true],
    ]);
    expect((await bearerGet(t.app, '/api/content/locations?brandName=nobody', token)).statusCode).toBe(404);
    expect(
      (await bearerGet(t.app, '/api/content/locations?brandName=aldhannah&lang=fr', token)).statusCode,
    ).toBe(400);
  });
});

describe('app instances', () => {
  it('serve the same lookups from a second app on the same database (no state in memory)', async () => {
    const second = await createTestApp(t.database);
    try {
      const res = await bearerGet(second.app, '/api/content/locations?brandName=aldhannah', token);
      expect(res.statusCode).toBe(200);
    } finally {
      await second.app.close();
    }
  });
});
