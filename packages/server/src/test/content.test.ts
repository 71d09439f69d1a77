import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type BrandContent,
  bannersResponse,
  bookPackageResponse,
  ContentPath,
  contentPageResponse,
  emptyEnvelope,
  faqsResponse,
  insuranceResponse,
  isoDateAt,
  mediaResponse,
  newsResponse,
  packageResponse,
  packagesResponse,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { loadBrands } from '../brands';
import { REPO_ROOT } from '../config';
import { healthPackageRequests, locations } from '../db/schema';
import { seedFacilities } from '../db/seed/index';
import { createTestApp, createUser, post, signIn, TestClock, useTestApp } from './harness';
import { bearerGet } from './identity';

const t = useTestApp();

const page = (query: string) => bearerGet(t.app, `/api/content/page?${query}`);

describe('content pages (terms and privacy, spec section 7)', () => {
  it('answers each brand its own terms, in English and Arabic, without a sign-in', async () => {
    const en = await page('brandName=aldhannah&slug=terms-and-conditions');
    expect(en.statusCode).toBe(200);
    expect(en.headers['cache-control']).toContain('no-store');
    const body = contentPageResponse.parse(en.json());
    expect(body.data.status).toBe('success');
    expect(body.data.data.page_title).toBe('Terms and Conditions');
    expect(body.data.data.page_text).toContain('Al Dhannah Hospital');
    expect(body.data.data.page_text).toContain('8007267');

    const ar = contentPageResponse.parse(
      (await page('brandName=aldhannah&slug=terms-and-conditions&lang=ar')).json(),
    );
    expect(ar.data.data.page_title).toBe('الشروط والأحكام');
    expect(ar.data.data.page_text).toContain('مستشفى الظنة');

    const colab = contentPageResponse.parse((await page('brandName=colab&slug=privacy-policy')).json());
    expect(colab.data.data.page_title).toBe('Privacy Policy');
    expect(colab.data.data.page_text).toContain('Colab Medical Centre');
    expect(colab.data.data.page_text).not.toContain('Al Dhannah');
  });

  it('reads the page from the database, so an edit shows at once', async () => {
    await t.database.transaction((session) =>
      session.exec(
        `update content_pages set page_text = '<p>Updated terms</p>'
         where brand = 'colab' and slug = 'terms-and-conditions' and lang = 'en'`,
      ),
    );
    const body = contentPageResponse.parse((await page('brandName=colab&slug=terms-and-conditions')).json());
    expect(body.data.data.page_text).toBe('<p>Updated terms</p>');
  });

  it('comes from the brand’s own seed: a brand without its pages gets the same pages back', async () => {
    const before = await page('brandName=aldhannah&slug=privacy-policy&lang=ar');
    await t.database.transaction((session) =>
      session.exec(`delete from content_pages where brand = 'aldhannah'`),
    );
    expect((await page('brandName=aldhannah&slug=privacy-policy&lang=ar')).statusCode).toBe(404);
    await seedFacilities(t.db, await loadBrands(REPO_ROOT));
    const after = await page('brandName=aldhannah&slug=privacy-policy&lang=ar');
    expect(after.statusCode).toBe(200);
    expect(contentPageResponse.parse(after.json())).toEqual(contentPageResponse.parse(before.json()));
  });

  it('refuses an unknown page, brand or language with 400 or 404', async () => {
    expect((await page('brandName=aldhannah&slug=secrets')).statusCode).toBe(400);
    expect((await page('brandName=aldhannah&slug=privacy-policy&lang=fr')).statusCode).toBe(400);
    expect((await page('slug=privacy-policy')).statusCode).toBe(400);
    expect((await page('brandName=nobrand&slug=privacy-policy')).statusCode).toBe(404);
  });
});

/* The content service's lists, files and the health package booking (spec sections 3, 4, 5, 7, 8). */

const ARABIC = /[\u0600-\u06FF]/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The brands as brands/<key>/src/content.ts describes them, with an app serving each one's site. */
interface BrandUnderTest {
  key: string;
  content: BrandContent;
  app: FastifyInstance;
  mediaDir: string;
}

const brandApps: Record<'aldhannah' | 'colab', BrandUnderTest> = {} as never;
/** The content was seeded at the real time (harness): these apps' clock starts there too. */
let clock: TestClock;
let workDir: string;

/** Files a brand's content-media folder could hold: tiny stand-ins of each type. */
const FIXTURES: Record<string, string | Buffer> = {
  'banner-1-480.webp': Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]),
  'insurer-1.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120"><script>alert(1)</script></svg>',
  'event-video-1.webm': Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256)),
  'event-video-1.ar.vtt': 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\nمرحبا\n',
  'notes.txt': 'not content',
  '.hidden.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

beforeAll(async () => {
  clock = new TestClock(new Date().toISOString());
  workDir = mkdtempSync(path.join(tmpdir(), 'portal-content-'));
  // A file beside the media folders that a path with '..' would reach.
  writeFileSync(path.join(workDir, 'outside.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const brands = await loadBrands(REPO_ROOT);
  for (const key of ['aldhannah', 'colab'] as const) {
    const brand = brands.find((b) => b.site.key === key);
    if (!brand?.seed.content) throw new Error(`brands/${key} has no content`);
    const mediaDir = path.join(workDir, key);
    mkdirSync(mediaDir);
    for (const [name, data] of Object.entries(FIXTURES)) writeFileSync(path.join(mediaDir, name), data);
    // One file only this brand has.
    writeFileSync(
      path.join(mediaDir, `news-${key === 'aldhannah' ? 7 : 8}-480.webp`),
      FIXTURES['banner-1-480.webp'] ?? '',
    );
    const { app } = await createTestApp(t.database, {
      clock,
      site: { id: key, name: brand.site.displayName.en, distDir: null, mediaDir },
    });
    brandApps[key] = { key, content: brand.seed.content, app, mediaDir };
  }
  return async () => {
    await Promise.all(Object.values(brandApps).map(({ app }) => app.close()));
    rmSync(workDir, { recursive: true, force: true });
  };
});

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

async function list<S extends z.ZodMiniType>(app: FastifyInstance, schema: S, path: string, query: string) {
  const res = await get(app, `/api${path}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(res.json()) as z.output<S>;
}

/** Newest first: the brand's published items of a dated list, as its content.ts orders them. */
const newestFirst = <T extends { publishDays: number }>(items: T[]) =>
  items.filter((item) => item.publishDays <= 0).sort((a, b) => b.publishDays - a.publishDays);

describe.each(['aldhannah', 'colab'] as const)('the content of %s, on its own site', (key) => {
  const brand = () => brandApps[key];
  const query = (lang: 'en' | 'ar') => `brandName=${key}&lang=${lang}`;

  it.each(['en', 'ar'] as const)(
    'lists its banners newest first, with responsive images (%s)',
    async (lang) => {
      const { data } = await list(brand().app, bannersResponse, ContentPath.banners, query(lang));
      expect(data.status).toBe('success');
      const expected = newestFirst(brand().content.banners);
      expect(data.data.map((b) => b.alt)).toEqual(expected.map((b) => b.alt[lang]));
      const [first] = data.data;
      const image = expected[0]?.image;
      expect(first?.imagepath).toBe(`/api/content/files/${image}-960.webp`);
      expect(first?.imageSet).toEqual({
        src: `/api/content/files/${image}-960.webp`,
        srcSet: ['480', '960', '1600'].map((w) => `/api/content/files/${image}-${w}.webp ${w}w`).join(', '),
        width: 1600,
        height: 500,
      });
      if (lang === 'ar') expect(data.data.every((b) => ARABIC.test(b.alt))).toBe(true);
    },
  );

  it.each(['en', 'ar'] as const)(
    'lists its published news newest first, the future one hidden (%s)',
    async (lang) => {
      const { data } = await list(brand().app, newsResponse, ContentPath.news, query(lang));
      const expected = newestFirst(brand().content.news);
      expect(expected.length).toBe(brand().content.news.length - 1);
      expect(data.data.map((n) => n.title)).toEqual(expected.map((n) => n.title[lang]));
      const unpublished = brand().content.news.find((n) => n.publishDays > 0);
      expect(data.data.map((n) => n.title)).not.toContain(unpublished?.title[lang]);
      const dates = data.data.map((n) => Date.parse(n.publishDate));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(dates.every((date) => date <= clock.now().getTime())).toBe(true);
      for (const item of data.data) {
        expect(item.description).not.toMatch(/<[a-z]/i);
        expect(item.imageSet.srcSet).toMatch(/-480\.webp 480w, .*-960\.webp 960w$/);
        expect(item.imageSet).toMatchObject({ width: 960, height: 640 });
      }
      if (lang === 'ar')
        expect(data.data.every((n) => ARABIC.test(n.title) && ARABIC.test(n.description))).toBe(true);
    },
  );

  it.each(['en', 'ar'] as const)(
    'lists its events, each with a video and captions in both languages (%s)',
    async (lang) => {
      const { data } = await list(brand().app, mediaResponse, ContentPath.media, query(lang));
      const expected = newestFirst(brand().content.events);
      expect(data.data.map((m) => m.title)).toEqual(expected.map((m) => m.title[lang]));
      for (const [index, item] of data.data.entries()) {
        const video = expected[index]?.video;
        expect(item.videolink).toBe(`/api/content/files/${video}.webm`);
        expect(item.captions).toEqual([
          { lang: 'ar', label: 'العربية', src: `/api/content/files/${video}.ar.vtt` },
          { lang: 'en', label: 'English', src: `/api/content/files/${video}.en.vtt` },
        ]);
      }
      if (lang === 'ar') expect(data.data.every((m) => ARABIC.test(m.title))).toBe(true);
    },
  );

  it.each(['en', 'ar'] as const)('lists its insurers in its order, with their logos (%s)', async (lang) => {
    const { data } = await list(brand().app, insuranceResponse, ContentPath.insurance, query(lang));
    expect(data.data.map((i) => i.name)).toEqual(brand().content.insurers.map((i) => i.name[lang]));
    expect(data.data[0]).toMatchObject({
      image: '/api/content/files/insurer-1.svg',
      imageSet: { src: '/api/content/files/insurer-1.svg', srcSet: '', width: 360, height: 120 },
    });
  });

  it.each(['en', 'ar'] as const)(
    'lists its health packages and answers one with its sub-packages (%s)',
    async (lang) => {
      const { data } = await list(brand().app, packagesResponse, ContentPath.packages, query(lang));
      const packages = brand().content.packages;
      expect(data.data.map((p) => [p.name, p.packagename, p.title])).toEqual(
        packages.map((p) => [p.name, p.packagename[lang], p.title[lang]]),
      );
      for (const expected of packages) {
        const detail = await list(
          brand().app,
          packageResponse,
          ContentPath.package,
          `${query(lang)}&name=${expected.name}`,
        );
        expect(detail.data.data.packagename).toBe(expected.packagename[lang]);
        expect(detail.data.data.subPackages).toEqual(
          expected.subPackages.map((sub) => ({
            name: sub.name[lang],
            description: sub.description[lang],
            price: sub.price,
          })),
        );
        expect(detail.data.data.subPackages.every((sub) => sub.description.includes('<ul>'))).toBe(true);
      }
      const missing = await get(
        brand().app,
        `/api${ContentPath.package}?${query(lang)}&name=no-such-package`,
      );
      expect(missing.statusCode).toBe(404);
    },
  );

  it.each(['en', 'ar'] as const)('lists its FAQs in its order (%s)', async (lang) => {
    const { data } = await list(brand().app, faqsResponse, ContentPath.faqs, query(lang));
    expect(data.data.map((f) => [f.title, f.description])).toEqual(
      brand().content.faqs.map((f) => [f.title[lang], f.description[lang]]),
    );
  });
});

describe('publishing and brands', () => {
  it('shows an item once its publish date has come', async () => {
    const later = new TestClock(new Date(clock.now().getTime() + 8 * DAY_MS).toISOString());
    const { app } = await createTestApp(t.database, {
      clock: later,
      site: { id: 'aldhannah', name: 'Al Dhannah Hospital', distDir: null },
    });
    try {
      const { data } = await list(app, newsResponse, ContentPath.news, 'brandName=aldhannah');
      const upcoming = brandApps.aldhannah.content.news.find((n) => n.publishDays > 0);
      expect(data.data).toHaveLength(brandApps.aldhannah.content.news.length);
      expect(data.data[0]?.title).toBe(upcoming?.title.en);
    } finally {
      await app.close();
    }
  });

  it('never answers one brand’s content on another brand’s site', async () => {
    const { aldhannah, colab } = brandApps;
    const lists = [ContentPath.banners, ContentPath.news, ContentPath.media, ContentPath.insurance];
    for (const path of [...lists, ContentPath.packages, ContentPath.faqs]) {
      const res = await get(aldhannah.app, `/api${path}?brandName=colab`);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).not.toContain('Colab');
    }
    const theirs = await get(
      aldhannah.app,
      `/api${ContentPath.package}?brandName=colab&name=wellness-essentials`,
    );
    expect(theirs.statusCode).toBe(404);
    const mine = await list(aldhannah.app, packagesResponse, ContentPath.packages, 'brandName=aldhannah');
    expect(mine.data.data.map((p) => p.name)).not.toContain('wellness-essentials');
    const colabNews = await list(colab.app, newsResponse, ContentPath.news, 'brandName=colab');
    const aldNews = await list(aldhannah.app, newsResponse, ContentPath.news, 'brandName=aldhannah');
    const aldIds = new Set(aldNews.data.data.map((n) => n.id));
    expect(colabNews.data.data.some((n) => aldIds.has(n.id))).toBe(false);
  });

  it('answers the brand named when the app serves no brand site, and 404 for an unknown one', async () => {
    const { app } = await createTestApp(t.database, { clock });
    try {
      const { data } = await list(app, faqsResponse, ContentPath.faqs, 'brandName=colab&lang=ar');
      expect(data.data.map((f) => f.title)).toEqual(brandApps.colab.content.faqs.map((f) => f.title.ar));
      expect((await get(app, `/api${ContentPath.faqs}?brandName=nobrand`)).statusCode).toBe(404);
      expect((await get(app, `/api${ContentPath.faqs}?brandName=colab&lang=fr`)).statusCode).toBe(400);
      expect((await get(app, `/api${ContentPath.faqs}`)).statusCode).toBe(400);
      // No brand, no files.
      expect((await get(app, '/api/content/files/insurer-1.svg')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('the brand’s content files', () => {
  const file = (name: string, headers: Record<string, string> = {}) =>
    get(brandApps.aldhannah.app, `/api/content/files/${name}`, headers);

  it('serves images with their type and a long cache', async () => {
    const res = await file('banner-1-480.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(Buffer.from(FIXTURES['banner-1-480.webp'] as Buffer))).toBe(true);
    const again = await file('banner-1-480.webp', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('serves an SVG under a policy that runs nothing, not sniffed', async () => {
    const res = await file('insurer-1.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves a video in ranges, so it can seek, and captions as WebVTT', async () => {
    const whole = await file('event-video-1.webm');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await file('event-video-1.webm', { range: 'bytes=1000-1099' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 1000-1099/4096');
    expect([...part.rawPayload]).toEqual(Array.from({ length: 100 }, (_, i) => (1000 + i) % 256));
    expect((await file('event-video-1.webm', { range: 'bytes=5000-6000' })).statusCode).toBe(416);
    const captions = await file('event-video-1.ar.vtt');
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(captions.body).toContain('مرحبا');
  });

  it('serves only the brand’s own content files: no other brand’s, no other type, no way out of the folder', async () => {
    expect((await file('news-7-480.webp')).statusCode).toBe(200);
    expect((await file('news-8-480.webp')).statusCode).toBe(404);
    expect((await get(brandApps.colab.app, '/api/content/files/news-8-480.webp')).statusCode).toBe(200);
    for (const name of [
      'notes.txt',
      '.hidden.svg',
      'missing-1-480.webp',
      '..%2Foutside.svg',
      '%2e%2e%2foutside.svg',
      '..%2F..%2Foutside.svg',
      'colab%2Fnews-8-480.webp',
      '..%2Fcolab%2Fnews-8-480.webp',
      '..\\outside.svg',
    ]) {
      const res = await file(name);
      expect([403, 404], name).toContain(res.statusCode);
      expect(res.body, name).not.toContain('<svg');
    }
    const res = await get(brandApps.aldhannah.app, '/api/content/files/../../outside.svg');
    expect(res.body).not.toContain('<svg');
  });
});

describe('health package booking (POST /user/requesthealthpkg)', () => {
  let token: string;
  let userId: number;
  let locationId: number;
  let otherBrandLocationId: number;

  const requestsOf = async (id: number) =>
    t.db.select().from(healthPackageRequests).where(eq(healthPackageRequests.userId, id));

  const valid = () => ({
    facilityId: ['AD10'],
    firstName: 'Aisha',
    lastName: 'Al Mansoori',
    callingCode: '971',
    mobile: '501234567',
    email: 'aisha@example.ae',
    hospitalLocation: locationId,
    packageName: 'executive-health-check',
    subPackageName: 'Comprehensive',
    apptDate: isoDateAt(new Date(clock.now().getTime() + 3 * DAY_MS)),
  });

  const book = (payload: unknown, bearer: string | null = token) =>
    post(brandApps.aldhannah.app, `/api${ContentPath.bookPackage}`, payload, bearer ? { bearer } : {});

  beforeAll(async () => {
    const user = await createUser(t.db);
    userId = user.id;
    token = (await signIn(brandApps.aldhannah.app, user)).token;
    const rows = await t.db.select({ id: locations.id, brand: locations.brand }).from(locations);
    const mine = rows.find((row) => row.brand === 'aldhannah');
    const theirs = rows.find((row) => row.brand === 'colab');
    if (!mine || !theirs) throw new Error('no locations seeded');
    locationId = mine.id;
    otherBrandLocationId = theirs.id;
  });

  it('refuses a caller without a session, storing nothing', async () => {
    const before = await t.db.select().from(healthPackageRequests);
    const res = await book(valid(), null);
    expect(res.statusCode).toBe(401);
    expect(await t.db.select().from(healthPackageRequests)).toHaveLength(before.length);
  });

  const refusals: Array<[string, Record<string, unknown>]> = [
    ['no first name', { firstName: '' }],
    ['a blank last name', { lastName: '  ' }],
    ['no e-mail', { email: undefined }],
    ['an e-mail without a domain', { email: 'aisha@example' }],
    ['a mobile of 7 digits', { mobile: '5012345' }],
    ['a mobile of 11 digits', { mobile: '50123456789' }],
    ['a mobile with letters', { mobile: '50123456a' }],
    ['no calling code', { callingCode: '' }],
    ['no location', { hospitalLocation: undefined }],
    ['no facility', { facilityId: [] }],
    ['no package', { packageName: '' }],
    ['no sub-package', { subPackageName: undefined }],
    ['no date', { apptDate: '' }],
    ['a date that does not exist', { apptDate: '2027-02-30' }],
    ['a date in dd/MM/yyyy', { apptDate: '01/01/2099' }],
  ];

  it.each(refusals)('refuses %s with "All fields are required", storing nothing', async (_, change) => {
    const res = await book({ ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    const body = emptyEnvelope.parse(res.json());
    expect(body.message).toMatchObject({ status: 'BadRequest', code: 'rule.allFieldsRequired' });
    expect(body.message.message[0]).toBe('All fields are required');
    expect(await requestsOf(userId)).toHaveLength(0);
  });

  it('refuses yesterday in the UAE, and takes today', async () => {
    // 21:00 UTC is already the next day in Dubai (UTC+4): "today" is the UAE's day.
    const evening = new Date(clock.now().getTime() + 30 * DAY_MS);
    evening.setUTCHours(21, 0, 0, 0);
    const utcDay = evening.toISOString().slice(0, 10);
    const uaeDay = isoDateAt(evening);
    const { app } = await createTestApp(t.database, {
      clock: new TestClock(evening.toISOString()),
      site: { id: 'aldhannah', name: 'Al Dhannah Hospital', distDir: null },
    });
    try {
      const user = await createUser(t.db);
      const session = await signIn(app, user);
      const send = (apptDate: string) =>
        post(app, `/api${ContentPath.bookPackage}`, { ...valid(), apptDate }, { bearer: session.token });
      expect(uaeDay > utcDay).toBe(true);
      const yesterday = await send(utcDay);
      expect(yesterday.statusCode).toBe(400);
      expect(yesterday.json().message.code).toBe('rule.allFieldsRequired');
      expect(await requestsOf(user.id)).toHaveLength(0);
      expect((await send(uaeDay)).statusCode).toBe(200);
      expect(await requestsOf(user.id)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  const notBooked: Array<[string, () => Record<string, unknown>]> = [
    ['a package the brand does not have', () => ({ packageName: 'no-such-package' })],
    ['another brand’s package', () => ({ packageName: 'wellness-essentials', subPackageName: 'Core' })],
    ['a sub-package of another package', () => ({ subPackageName: 'Heart Screen' })],
    ['another brand’s location', () => ({ hospitalLocation: otherBrandLocationId, facilityId: ['BM10'] })],
    ['a location that does not exist', () => ({ hospitalLocation: 999_999 })],
    ['a facility that is not the location’s', () => ({ facilityId: ['BM10'] })],
  ];

  it.each(notBooked)('refuses %s: "Health package was not booked", storing nothing', async (_, change) => {
    const res = await book({ ...valid(), ...change() });
    expect(res.statusCode).toBe(400);
    const body = emptyEnvelope.parse(res.json());
    expect(body.message).toMatchObject({ status: 'Invalid', code: 'content.packageNotBooked' });
    expect(body.message.message[0]).toBe('Health package was not booked');
    expect(await requestsOf(userId)).toHaveLength(0);
  });

  it('stores one request for the signed-in patient and answers result true', async () => {
    const payload = valid();
    const res = await book(payload);
    expect(res.statusCode, res.body).toBe(200);
    const body = bookPackageResponse.parse(res.json());
    expect(body.data).toEqual({ result: true });
    expect(body.message).toMatchObject({ status: 'Success', code: 'content.packageBooked' });
    expect(body.message.message[0]).toBe('Health package booked successfully');
    const rows = await requestsOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId,
      brand: 'aldhannah',
      facilityId: 'AD10',
      locationId,
      firstName: 'Aisha',
      lastName: 'Al Mansoori',
      callingCode: '971',
      mobile: '501234567',
      email: 'aisha@example.ae',
      packageName: 'executive-health-check',
      subPackageName: 'Comprehensive',
      apptDate: payload.apptDate,
    });
  });

  it('takes a sub-package by its Arabic name, as the Arabic page lists it', async () => {
    const user = await createUser(t.db);
    const session = await signIn(brandApps.aldhannah.app, user);
    const res = await book({ ...valid(), subPackageName: 'الشاملة' }, session.token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await requestsOf(user.id)).map((row) => row.subPackageName)).toEqual(['الشاملة']);
  });

  it('is erased with the account', async () => {
    const user = await createUser(t.db);
    const session = await signIn(brandApps.aldhannah.app, user);
    expect((await book(valid(), session.token)).statusCode).toBe(200);
    const deleted = await post(brandApps.aldhannah.app, '/api/auth/deleteaccount', undefined, {
      bearer: session.token,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await requestsOf(user.id)).toHaveLength(0);
  });
});
