import { describe, expect, it } from 'vitest';
import { ContentEndpoint, ContentPath, makeBookPackageRequest } from './content';
import { ContentLookupEndpoint } from './masterdata';
import { fieldErrors } from './rules';

const schema = makeBookPackageRequest(() => '2026-03-02');
const valid = {
  facilityId: ['AD10'],
  firstName: 'Aisha',
  lastName: 'Al Mansoori',
  callingCode: '971',
  mobile: '501234567',
  email: 'aisha@example.ae',
  hospitalLocation: 1,
  packageName: 'executive-check',
  subPackageName: 'Essential',
  apptDate: '2026-03-02',
};

const refusal = (change: Record<string, unknown>) => {
  const result = schema.safeParse({ ...valid, ...change });
  return result.success ? null : fieldErrors(result.error);
};

describe('health package booking rules (spec section 5)', () => {
  it('takes a complete request for today or later, trimmed', () => {
    expect(schema.parse({ ...valid, firstName: ' Aisha ', apptDate: '2026-04-30' })).toMatchObject({
      firstName: 'Aisha',
      apptDate: '2026-04-30',
    });
  });

  it.each([
    ['firstName', ''],
    ['lastName', '   '],
    ['mobile', '5012345'],
    ['mobile', '50123456789'],
    ['mobile', '50123456a'],
    ['callingCode', ''],
    ['email', 'aisha@example'],
    ['email', 'aisha example.ae'],
    ['hospitalLocation', 0],
    ['facilityId', []],
    ['packageName', ''],
    ['subPackageName', undefined],
    ['apptDate', '2026-03-01'],
    ['apptDate', '2026-02-30'],
    ['apptDate', '02/03/2026'],
  ])('refuses %s = %j with "All fields are required"', (field, value) => {
    expect(refusal({ [field]: value })).toEqual({ [field]: 'allFieldsRequired' });
  });

  it('describes every content call once, the lookups included', () => {
    expect(ContentEndpoint.page).toBe(ContentLookupEndpoint.page);
    expect(ContentEndpoint.bookPackage).toMatchObject({ method: 'POST', path: '/user/requesthealthpkg' });
    expect(ContentPath.package).toBe('/content/package');
  });
});
