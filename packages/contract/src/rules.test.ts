import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookAppointmentRequest } from './appointments';
import { identifyLoginRequest, loginRequest } from './auth';
import {
  emiratesIdMatchesBirthYear,
  fieldErrors,
  hasControlCharacter,
  isEmiratesIdFormat,
  loginFormSchema,
  loginMobileRule,
  nameRule,
  newPasswordRule,
  otpRule,
  passwordRule,
} from './rules';

const firstError = (schema: typeof loginMobileRule, value: string) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('login mobile rule', () => {
  it('accepts 8 to 10 digits', () => {
    for (const m of ['50123456', '501234567', '0501234567'])
      expect(firstError(loginMobileRule, m)).toBeNull();
  });
  it('gives numberError for anything but digits', () => {
    for (const m of ['50123456a', '+971501234', '501 234 567', '٥٠١٢٣٤٥٦٧']) {
      expect(firstError(loginMobileRule, m)).toBe('numberError');
    }
  });
  it('gives loginInvalidMobileError below 8 or above 10 digits', () => {
    expect(firstError(loginMobileRule, '5012345')).toBe('loginInvalidMobileError');
    expect(firstError(loginMobileRule, '50123456789')).toBe('loginInvalidMobileError');
    expect(firstError(loginMobileRule, '')).toBe('loginInvalidMobileError');
  });
});

describe('password rule', () => {
  it('takes 8 to 50 characters of anything, untrimmed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 50, unit: 'grapheme-ascii' }), (p) => {
        expect(passwordRule.safeParse(p).success).toBe(true);
      }),
    );
  });
  it('gives invalidPassword outside 8 to 50', () => {
    expect(passwordRule.safeParse('1234567').error?.issues[0]?.message).toBe('invalidPassword');
    expect(passwordRule.safeParse('x'.repeat(51)).error?.issues[0]?.message).toBe('invalidPassword');
  });
});

describe('OTP rule', () => {
  it('needs exactly 6 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}$/), (otp) => {
        expect(otpRule.safeParse(otp).success).toBe(true);
      }),
    );
  });
  it('gives otpError when empty and otpInvalidError when short or not digits', () => {
    expect(otpRule.safeParse('').error?.issues[0]?.message).toBe('otpError');
    expect(otpRule.safeParse('12345').error?.issues[0]?.message).toBe('otpInvalidError');
    expect(otpRule.safeParse('12345a').error?.issues[0]?.message).toBe('otpInvalidError');
    expect(otpRule.safeParse('1234567').error?.issues[0]?.message).toBe('otpInvalidError');
  });
});

describe('login form', () => {
  it('reports one message key per field', () => {
    const r = loginFormSchema.safeParse({ mobile: '12ab', password: 'short' });
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!)).toEqual({ mobile: 'numberError', password: 'invalidPassword' });
  });
});

describe('wire schemas', () => {
  it('drops unknown fields from an identify request', () => {
    const parsed = identifyLoginRequest.parse({
      callingCode: '971',
      mobile: '501234567',
      isInvokedForLogin: true,
      password: 'Demo@2026',
      roleId: 3,
    });
    expect(parsed).not.toHaveProperty('roleId');
  });
  it('refuses a login without a six digit code', () => {
    const r = loginRequest.safeParse({
      callingCode: '971',
      mobile: '501234567',
      password: 'Demo@2026',
      otp: '12',
    });
    expect(r.success).toBe(false);
  });
});

describe('Emirates ID', () => {
  const year = fc.integer({ min: 1900, max: 2026 }).map(String);
  const rest = fc.stringMatching(/^\d{8}$/);

  it('accepts 784 + birth year + 8 digits, with or without the dashes', () => {
    fc.assert(
      fc.property(year, rest, (y, r) => {
        const id = `784${y}${r}`;
        const dashed = `784-${y}-${r.slice(0, 7)}-${r.slice(7)}`;
        expect(isEmiratesIdFormat(id)).toBe(true);
        expect(emiratesIdMatchesBirthYear(dashed, `${y}-06-15`)).toBe(true);
      }),
    );
  });
  it('refuses an id whose year is not the birth year', () => {
    fc.assert(
      fc.property(year, year, rest, (y, other, r) => {
        fc.pre(y !== other);
        expect(emiratesIdMatchesBirthYear(`784${y}${r}`, `${other}-01-01`)).toBe(false);
      }),
    );
  });
  it('refuses a wrong prefix or length', () => {
    expect(isEmiratesIdFormat('785199012345671')).toBe(false);
    expect(isEmiratesIdFormat('78419901234567')).toBe(false);
    expect(isEmiratesIdFormat('7841990123456712')).toBe(false);
  });
});

describe('control and text-direction characters', () => {
  const BIDI = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f];
  const CONTROL = [0x00, 0x01, 0x08, 0x09, 0x0a, 0x0d, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9f];

  it('refuses names holding either, with nameCharsError', () => {
    for (const code of [...BIDI, ...CONTROL]) {
      const name = `Ali${String.fromCharCode(code)}Hassan`;
      expect(nameRule.safeParse(name).error?.issues[0]?.message, code.toString(16)).toBe('nameCharsError');
    }
    for (const name of ['Ali', 'ليلى', "O'Neil-Haddad", 'Zoë Ångström', 'عبد الله']) {
      expect(nameRule.safeParse(name).success, name).toBe(true);
    }
  });

  it('refuses them in the booking names too, which may stay empty', () => {
    const names = { firstName: '', lastName: null, kinFirstName: 'Sara', kinLastName: 'Al\u202eKetbi' };
    const result = bookAppointmentRequest.safeParse({
      facilityId: 'AD10',
      apptDate: '2026-03-03',
      apptStartTime: '09:00',
      apptEndTime: '09:15',
      department: 'FM',
      physicianNo: 'D1001',
      ...names,
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['kinLastName', 'nameCharsError'],
    ]);
  });

  it('lets a password hold any printable character of any script; a new one never a control character', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 50, unit: 'grapheme' }), (p) => {
        fc.pre(!hasControlCharacter(p) && p.length <= 50);
        expect(passwordRule.safeParse(p).success).toBe(true);
      }),
    );
    for (const code of CONTROL) {
      const password = `Secret${String.fromCharCode(code)}Word1`;
      expect(newPasswordRule.safeParse(password).error?.issues[0]?.message).toBe('controlCharError');
    }
  });

  it('lets free text keep tab and line breaks only when asked', () => {
    expect(hasControlCharacter('a\tb\r\nc', { allowLineBreaks: true })).toBe(false);
    expect(hasControlCharacter('a\tb')).toBe(true);
    expect(hasControlCharacter('a\u0000b', { allowLineBreaks: true })).toBe(true);
    expect(hasControlCharacter('a\u0085b', { allowLineBreaks: true })).toBe(true);
  });
});
