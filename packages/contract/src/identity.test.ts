import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, makeForgotPasswordFormSchema, resetPasswordFormSchema } from './password';
import { makeCompleteProfileFormSchema, makeProfileFormSchema, saveFacilityRequest } from './profile';
import { makeRegisterFormSchema, makeRegisterRequest, makeSignUpFormSchema } from './registration';
import { fieldErrors, RuleMessage, ruleMessageText } from './rules';
import {
  checkProfileImage,
  checkUpload,
  contentMatchesExtension,
  isSafeFileName,
  sniffFileType,
} from './uploads';

const today = () => '2026-03-02';
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe('message keys', () => {
  it('has an English text for every key', () => {
    for (const key of Object.values(RuleMessage)) expect(ruleMessageText[key], key).toMatch(/\S/);
  });
});

describe('register form', () => {
  const schema = makeRegisterFormSchema(today);
  const form = {
    mobile: '581234567',
    documentTypeId: 1,
    documentId: '784-1990-1234567-1',
    dateOfBirth: '12/04/1990',
    acceptTerms: true,
  };

  it('parses the form into the identify body: ISO date, Emirates ID digits', () => {
    expect(schema.parse(form)).toEqual({ ...form, documentId: '784199012345671', dateOfBirth: '1990-04-12' });
  });

  it('ties the Emirates ID to the birth year', () => {
    const year = fc.integer({ min: 1900, max: 2025 });
    fc.assert(
      fc.property(year, year, fc.stringMatching(/^\d{8}$/), (birth, idYear, rest) => {
        const result = schema.safeParse({
          ...form,
          documentId: `784${idYear}${rest}`,
          dateOfBirth: `01/01/${birth}`,
        });
        if (birth === idYear) expect(result.success).toBe(true);
        else expect(errorsOf(result)).toEqual({ documentId: 'emiratesIdDobError' });
      }),
    );
  });

  it('takes 6 to 15 letters or digits for the other documents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.stringMatching(/^[A-Za-z0-9]{1,20}$/), (type, id) => {
        const result = schema.safeParse({ ...form, documentTypeId: type, documentId: id });
        if (id.length >= 6 && id.length <= 15) expect(result.data?.documentId).toBe(id.toUpperCase());
        else expect(errorsOf(result)).toEqual({ documentId: 'docIdInvalidError' });
      }),
    );
  });

  it('reports one key per field', () => {
    const result = schema.safeParse({
      mobile: '58',
      documentTypeId: null,
      documentId: '',
      dateOfBirth: '2026-03-03',
      acceptTerms: false,
    });
    expect(errorsOf(result)).toEqual({
      mobile: 'loginInvalidMobileError',
      documentTypeId: 'allFieldsRequired',
      documentId: 'allFieldsRequired',
      dateOfBirth: 'dobRangeError',
      acceptTerms: 'allFieldsRequired',
    });
    expect(errorsOf(schema.safeParse({ ...form, documentId: '785-1990-1234567-1' }))).toEqual({
      documentId: 'emiratesIdError',
    });
    expect(errorsOf(schema.safeParse({ ...form, dateOfBirth: '1990/04/12' }))).toEqual({
      dateOfBirth: 'dobFormatError',
    });
  });
});

describe('sign-up form and request', () => {
  const signUp = makeSignUpFormSchema(today);
  const form = {
    firstName: ' Noura ',
    lastName: 'Al Ketbi',
    email: 'noura@example.com',
    genderId: 2,
    countryId: 1,
    dateOfBirth: '1990-04-12',
    documentTypeId: 4,
    documentId: 'P1234',
    password: 'Sign@2026up',
    confirmPassword: 'Sign@2026up',
  };

  it('accepts a complete form (sign-up takes document ids from 5) and trims names', () => {
    expect(signUp.parse(form)).toMatchObject({ firstName: 'Noura', documentId: 'P1234' });
  });

  it('needs the confirmation to match, a valid e-mail and names up to 50', () => {
    expect(errorsOf(signUp.safeParse({ ...form, confirmPassword: 'Sign@2026uq' }))).toEqual({
      confirmPassword: 'passNotMatch',
    });
    expect(errorsOf(signUp.safeParse({ ...form, confirmPassword: '' }))).toEqual({
      confirmPassword: 'allFieldsRequired',
    });
    for (const email of [
      'noura',
      'noura@',
      '@example.com',
      'no ura@example.com',
      'noura@example',
      'noura@example..com',
    ]) {
      expect(errorsOf(signUp.safeParse({ ...form, email })), email).toEqual({ email: 'emailValidError' });
    }
    expect(errorsOf(signUp.safeParse({ ...form, lastName: 'x'.repeat(51) }))).toEqual({
      lastName: 'nameLengthError',
    });
    expect(signUp.safeParse({ ...form, lastName: 'x'.repeat(50) }).success).toBe(true);
  });

  it('uses the please-check wording on the wire', () => {
    const request = makeRegisterRequest(today).safeParse({
      ...form,
      documentTypeId: 1,
      documentId: '784199112345671',
      callingCode: '971',
      mobile: '581234567',
      otp: '123456',
      referenceId: 'ref',
    });
    expect(errorsOf(request)).toEqual({ documentId: 'emiratesIdDobInvalid' });
  });
});

describe('password forms', () => {
  it('reset: 8 characters with the reset wording, and a matching confirmation', () => {
    expect(
      errorsOf(resetPasswordFormSchema.safeParse({ newPassword: 'short', confirmPassword: 'short' })),
    ).toEqual({
      newPassword: 'passMinLengthError',
    });
    expect(
      errorsOf(
        resetPasswordFormSchema.safeParse({ newPassword: 'Longer@123', confirmPassword: 'Longer@124' }),
      ),
    ).toEqual({
      confirmPassword: 'passNotMatch',
    });
  });

  it('change: the new password must differ from the old', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 50 }), (password) => {
        const result = changePasswordFormSchema.safeParse({
          oldPassword: password,
          newPassword: password,
          confirmPassword: password,
        });
        expect(errorsOf(result)).toEqual({ newPassword: 'oldNewPassSame' });
      }),
    );
  });

  it('forgot: the date of birth is required with its own wording', () => {
    const schema = makeForgotPasswordFormSchema(today);
    expect(errorsOf(schema.safeParse({ mobile: '501234567', dateOfBirth: '' }))).toEqual({
      dateOfBirth: 'dobRequiredError',
    });
    expect(schema.parse({ mobile: '501234567', dateOfBirth: '12/04/1990' })).toEqual({
      mobile: '501234567',
      dateOfBirth: '1990-04-12',
    });
  });
});

describe('profile forms', () => {
  it('complete profile: valid date of birth and a hospital', () => {
    const schema = makeCompleteProfileFormSchema(today);
    expect(errorsOf(schema.safeParse({ dateOfBirth: 'x', facilityId: '' }))).toEqual({
      dateOfBirth: 'validDobError',
      facilityId: 'hospitalRequired',
    });
    expect(saveFacilityRequest.safeParse({ facilityId: 'AD10' }).success).toBe(true);
  });

  it('profile: the Emirates ID rules after removing dashes', () => {
    const schema = makeProfileFormSchema(today);
    const form = {
      firstName: 'Aisha',
      lastName: 'Al Mansoori',
      email: 'aisha@example.com',
      dateOfBirth: '12/04/1990',
      genderId: 2,
      countryId: 1,
      documentTypeId: 1,
      documentId: '784-1990-1234567-1',
    };
    expect(schema.parse(form).documentId).toBe('784199012345671');
    expect(errorsOf(schema.safeParse({ ...form, documentId: '784-1990-12a4567-1' }))).toEqual({
      documentId: 'emiratesIdError',
    });
  });
});

describe('uploads', () => {
  it('checks name and size before sending', () => {
    expect(checkUpload({ name: 'report.pdf', size: 10 })).toBeNull();
    expect(checkUpload({ name: 'scan.DOCX', size: 2_048_000 })).toBeNull();
    expect(checkUpload({ name: 'scan.docx', size: 2_048_001 })).toBe('docSizeError');
    expect(checkUpload({ name: 'logo.svg', size: 10 })).toBe('docFormatError');
    expect(checkUpload({ name: '../x.pdf', size: 10 })).toBe('docFormatError');
    expect(checkProfileImage({ name: 'me.pdf', size: 10 })).toBe('imgFormatError');
    expect(checkProfileImage({ name: 'me.jpeg', size: 10 })).toBeNull();
  });

  it('refuses names with paths or control characters', () => {
    for (const name of ['../a.png', 'a/b.png', 'a\\b.png', 'a\u0000.png', '..', ' a.png', 'C:evil.png']) {
      expect(isSafeFileName(name), JSON.stringify(name)).toBe(false);
    }
    expect(isSafeFileName('my photo (1).png')).toBe(true);
  });

  it('matches magic bytes to extensions', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    expect(sniffFileType(png)).toBe('png');
    expect(contentMatchesExtension('png', png)).toBe(true);
    expect(contentMatchesExtension('jpg', png)).toBe(false);
    expect(contentMatchesExtension('jpeg', jpeg)).toBe(true);
    expect(contentMatchesExtension('svg', ascii('<svg/>'))).toBe(false);
    expect(sniffFileType(ascii('MZ\u0090'))).toBeNull();
  });
});
