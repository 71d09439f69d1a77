import { describe, expect, it } from 'vitest';
import { adminListRequest, adminUserRefusal, saveAdminUserRequest } from './admin';

const good = { firstName: 'Salma', lastName: 'Al Nuaimi', mobile: '581234567', email: 'salma@example.com' };

describe('adminUserRefusal (spec section 5, admin user form)', () => {
  it('passes a complete form; names of 50 and mobiles of 8 and 10 digits', () => {
    expect(adminUserRefusal(good)).toBeNull();
    expect(adminUserRefusal({ ...good, firstName: 'A'.repeat(50), mobile: '58123456' })).toBeNull();
    expect(adminUserRefusal({ ...good, mobile: '5812345678' })).toBeNull();
  });

  it.each([
    [{ firstName: ' ' }, 'allFieldsRequired'],
    [{ lastName: '' }, 'allFieldsRequired'],
    [{ email: '' }, 'allFieldsRequired'],
    [{ mobile: '' }, 'allFieldsRequired'],
    [{ lastName: 'A'.repeat(51) }, 'allFieldsRequired'],
    [{ email: 'salma@example' }, 'invalidEmail'],
    [{ email: 'salma example.com' }, 'invalidEmail'],
    [{ mobile: '5812345' }, 'invalidMobile'],
    [{ mobile: '58123456789' }, 'invalidMobile'],
    [{ mobile: '58123456a' }, 'invalidMobile'],
  ] as const)('%o: %s', (change, rule) => {
    expect(adminUserRefusal({ ...good, ...change })).toBe(rule);
  });

  it('names a malformed e-mail before an empty name', () => {
    expect(adminUserRefusal({ ...good, firstName: '', email: 'x@y' })).toBe('invalidEmail');
  });
});

describe('the wire', () => {
  it('takes the query as strings, at most one page', () => {
    expect(adminListRequest.parse({ skip: '15', take: '15' })).toEqual({ skip: 15, take: 15, filterKey: '' });
    expect(adminListRequest.safeParse({ skip: '0', take: '16' }).success).toBe(false);
    expect(adminListRequest.safeParse({ skip: '-1', take: '15' }).success).toBe(false);
  });

  it('drops a role sent with a save', () => {
    expect(saveAdminUserRequest.parse({ id: 0, ...good, roleId: 1 })).toEqual({ id: 0, ...good });
  });
});
