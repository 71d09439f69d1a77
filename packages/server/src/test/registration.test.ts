import {
  AccountText,
  identifyResponse,
  loginResponse,
  Messages,
  ruleMessageText,
  ServerText,
  verifyOtpForRegistrationResponse,
} from '@portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/demo-users';
import { auditLog, users } from '../db/schema';
import {
  createTestApp,
  createUser,
  outbox,
  post,
  refreshCookieOf,
  signIn,
  useTestApp,
  wrongCode,
} from './harness';
import {
  codeFor,
  emiratesId,
  freshMobile,
  identifyRegistration,
  newProspect,
  register,
  SIGN_UP,
  signUpBody,
  verifiedProspect,
  verifyRegistration,
} from './identity';

const t = useTestApp();

/** A refusal of rule texts; the code is the first rule's. */
const badRequest = (...texts: string[]) => ({
  message: {
    status: 'BadRequest',
    message: texts,
    code: Object.values(Messages.rule).find((m) => m.text === texts[0])?.code,
  },
  data: null,
});
const REFUSED = { validOtp: false, prospectUser: null };

describe('registration journey', () => {
  it('identify, verify, register: a new patient gets a session like /auth/login and can sign in later', async () => {
    const prospect = newProspect({ documentId: emiratesId(1994, true) });
    const identified = await identifyRegistration(t.app, prospect);
    expect(identified.statusCode).toBe(200);
    const body = identifyResponse.parse(identified.json());
    expect(body).toEqual({
      message: { status: 'Success', message: [] },
      data: { isExistingUser: false, otpSent: true, otpValidity: 5, referenceId: expect.any(String) },
    });
    const [sms] = await outbox(t.app, prospect);
    expect(sms).toMatchObject({ purpose: 'registration', code: expect.stringMatching(/^\d{6}$/) });
    expect(sms?.text).toContain('registration');

    const referenceId = body.data.referenceId as string;
    const verified = await verifyRegistration(t.app, referenceId, sms?.code as string);
    expect(verified.statusCode).toBe(200);
    expect(verifyOtpForRegistrationResponse.parse(verified.json())).toEqual({
      message: { status: 'Success', message: [] },
      data: {
        validOtp: true,
        prospectUser: {
          firstName: '',
          lastName: '',
          email: '',
          genderId: null,
          callingCode: '971',
          mobile: prospect.mobile,
          dateOfBirth: '1994-07-21',
          countryId: null,
          documentTypeId: 1,
          // The mask's dashes are gone: the id as it is stored.
          documentNumber: prospect.documentId.replaceAll('-', ''),
        },
      },
    });

    const res = await register(t.app, signUpBody(prospect, referenceId, sms?.code as string));
    expect(res.statusCode).toBe(200);
    const login = loginResponse.parse(res.json());
    expect(login.data).toMatchObject({
      firstName: 'Noura',
      lastName: 'Al Ketbi',
      email: 'noura@example.com',
      gender: 'Female',
      mobile: prospect.mobile,
      callingCode: '971',
      countryCode: 'AE',
      roleId: 1,
      roleName: 'Patient',
      isDOBAvailable: true,
      isDefaultPassword: false,
      facilityId: null,
      uaeUser: '0',
    });
    expect(refreshCookieOf(res)).toMatchObject({ name: 'portal_rt', httpOnly: true, sameSite: 'Strict' });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${login.data.token}` },
    });
    expect(profile.json().data).toMatchObject({
      dateOfBirth: '1994-07-21',
      documentTypeId: 1,
      documentId: prospect.documentId.replaceAll('-', ''),
    });

    const [row] = await t.db.select().from(users).where(eq(users.id, login.data.userId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const again = await signIn(t.app, {
      callingCode: '971',
      mobile: prospect.mobile,
      password: SIGN_UP.password,
    });
    expect(again.login.json().data.userId).toBe(login.data.userId);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `971${prospect.mobile}`))
      .orderBy(auditLog.id);
    expect(audit.map((r) => [r.action, r.outcome, r.reason]).slice(0, 3)).toEqual([
      ['registration.identify', 'success', 'otp_sent'],
      ['registration.verify', 'success', 'otp_verified'],
      ['registration.register', 'success', null],
    ]);
    const text = JSON.stringify(audit);
    expect(text).not.toContain(SIGN_UP.password);
    expect(text).not.toContain(`"${sms?.code}"`);
  });

  it('answers an existing number with the spec message, isExistingUser true and no SMS', async () => {
    const res = await identifyRegistration(t.app, newProspect({ mobile: DEMO_USERS.omar.mobile }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: {
        status: 'Duplicate',
        message: [AccountText.mobileAlreadyRegistered],
        code: 'account.mobileAlreadyRegistered',
      },
      data: { isExistingUser: true, otpSent: false, otpValidity: 0, referenceId: null },
    });
    expect(await outbox(t.app, DEMO_USERS.omar)).toEqual([]);
  });

  it('refuses a document another account holds, before any SMS', async () => {
    const prospect = newProspect({ dateOfBirth: '1990-04-12', documentId: DEMO_USERS.aisha.documentId });
    const res = await identifyRegistration(t.app, prospect);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toEqual({
      status: 'Duplicate',
      message: [AccountText.documentAlreadyRegistered],
      code: 'account.documentAlreadyRegistered',
    });
    expect(await outbox(t.app, prospect)).toEqual([]);
  });

  it('checks every rule of section 5 and sends nothing for a bad request', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ documentId: emiratesId(1993) }, [ruleMessageText.emiratesIdDobInvalid]],
      [{ documentId: '785199412345678' }, [ruleMessageText.emiratesIdError]],
      [{ documentId: '78419941234567' }, [ruleMessageText.emiratesIdError]],
      [{ documentTypeId: 4, documentId: 'P1234' }, [ruleMessageText.docIdInvalidError]],
      [{ documentTypeId: 4, documentId: 'P123456789012345' }, [ruleMessageText.docIdInvalidError]],
      [
        { dateOfBirth: '2026-03-03', documentTypeId: 4, documentId: 'P1234567' },
        [ruleMessageText.dobRangeError],
      ],
      [{ dateOfBirth: '21/07/1994' }, [ruleMessageText.dobFormatError]],
      [{ dateOfBirth: '1994-02-30' }, [ruleMessageText.dobFormatError]],
      [{ documentTypeId: 9 }, [ruleMessageText.allFieldsRequired]],
      [{ mobile: '58abc4567' }, [ruleMessageText.numberError]],
      [{ dateOfBirth: undefined }, [ruleMessageText.allFieldsRequired]],
    ];
    for (const [change, texts] of cases) {
      const prospect = { ...newProspect(), ...change };
      const res = await identifyRegistration(t.app, prospect as ReturnType<typeof newProspect>);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json(), JSON.stringify(change)).toEqual(badRequest(...texts));
    }
    // Today (in the UAE) is allowed; other document types take 6 to 15 characters.
    const today = newProspect({ dateOfBirth: '2026-03-02', documentTypeId: 4, documentId: 'p123456' });
    expect((await identifyRegistration(t.app, today)).statusCode).toBe(200);
  });

  it('sends no second SMS within 60 s and keeps the reference; a later resend supersedes the old reference', async () => {
    const prospect = newProspect();
    const first = (await identifyRegistration(t.app, prospect)).json().data.referenceId;
    const firstCode = await codeFor(t.app, prospect);
    t.clock.advance({ seconds: 20 });
    const again = await identifyRegistration(t.app, prospect, { referenceId: first });
    expect(again.json().data.referenceId).toBe(first);
    expect(await outbox(t.app, prospect)).toHaveLength(1);
    // Without its reference the same request is someone else's: told to wait, nothing named.
    const anonymous = await identifyRegistration(t.app, prospect);
    expect(anonymous.statusCode).toBe(429);
    expect(anonymous.json()).toEqual({
      message: {
        status: 'TooManyRequests',
        message: [ServerText.otpResendTooSoon],
        code: 'auth.otpResendTooSoon',
      },
      data: null,
    });

    t.clock.advance({ seconds: 41 });
    const second = (await identifyRegistration(t.app, prospect, { referenceId: first })).json().data
      .referenceId;
    expect(second).not.toBe(first);
    const secondCode = await codeFor(t.app, prospect);
    const stale = await verifyRegistration(t.app, first, firstCode);
    expect(stale.json()).toEqual({
      message: { status: 'Invalid', message: [ServerText.invalidOtp], code: 'auth.invalidOtp' },
      data: REFUSED,
    });
    expect((await verifyRegistration(t.app, second, secondCode)).json().data.validOtp).toBe(true);
  });

  it('counts registration identify toward the daily limit of the number', async () => {
    const limited = await createTestApp(t.database, { config: { loginDailyLimit: 2 } });
    try {
      const prospect = newProspect();
      const first = await identifyRegistration(limited.app, prospect);
      expect(first.statusCode).toBe(200);
      const referenceId = first.json().data.referenceId;
      expect((await identifyRegistration(limited.app, prospect, { referenceId })).statusCode).toBe(200);
      const refused = await identifyRegistration(limited.app, prospect, { referenceId });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message.message).toEqual([ServerText.dailyLoginLimit]);
    } finally {
      await limited.app.close();
    }
  });

  it('answers 429 when the SMS budget of the number is spent', async () => {
    const limited = await createTestApp(t.database, { config: { otpSendPerNumberPerHour: 1 } });
    try {
      const prospect = newProspect();
      expect((await identifyRegistration(limited.app, prospect)).statusCode).toBe(200);
      limited.clock.advance({ seconds: 61 });
      const refused = await identifyRegistration(limited.app, prospect);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message.message).toEqual([ServerText.otpSendBudget]);
    } finally {
      await limited.app.close();
    }
  });
});

describe('SECURITY tests 1 and 2 for the registration code', () => {
  it('kills the challenge after 5 wrong codes: even the right one is refused then', async () => {
    const prospect = newProspect();
    const referenceId = (await identifyRegistration(t.app, prospect)).json().data.referenceId;
    const code = await codeFor(t.app, prospect);
    for (let i = 0; i < 5; i += 1) {
      const res = await verifyRegistration(t.app, referenceId, wrongCode(code));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: { status: 'Invalid', message: [ServerText.invalidOtp], code: 'auth.invalidOtp' },
        data: REFUSED,
      });
    }
    expect((await verifyRegistration(t.app, referenceId, code)).json().data).toEqual(REFUSED);
  });

  it('refuses an expired code and a used one', async () => {
    const prospect = newProspect();
    const referenceId = (await identifyRegistration(t.app, prospect)).json().data.referenceId;
    const code = await codeFor(t.app, prospect);
    t.clock.advance({ minutes: 5, seconds: 1 });
    expect((await verifyRegistration(t.app, referenceId, code)).json()).toEqual({
      message: { status: 'Invalid', message: [ServerText.otpExpired], code: 'auth.otpExpired' },
      data: REFUSED,
    });

    const other = newProspect();
    const { referenceId: used, otp } = await verifiedProspect(t.app, other);
    expect((await verifyRegistration(t.app, used, otp)).json().data).toEqual(REFUSED);
  });

  it('refuses a login or reset code at the registration route, and a registration code at the reset route', async () => {
    const prospect = newProspect();
    const referenceId = (await identifyRegistration(t.app, prospect)).json().data.referenceId;
    const registrationCode = await codeFor(t.app, prospect);
    for (const purpose of ['login', 'reset'] as const) {
      const other = await t.app.portal.otp.issue({ purpose, callingCode: '971', mobile: prospect.mobile });
      if (other.code === registrationCode) continue;
      const res = await verifyRegistration(t.app, referenceId, other.code);
      expect(res.json().data, purpose).toEqual(REFUSED);
    }
    const asReset = await post(t.app, '/api/user/verifyotp', {
      callingCode: '971',
      mobile: prospect.mobile,
      otp: registrationCode,
    });
    expect(asReset.json().data).toEqual({ validOtp: false });
    // The registration code still works for what it was sent for (one wrong try spent above at most).
    expect((await verifyRegistration(t.app, referenceId, registrationCode)).json().data.validOtp).toBe(true);
  });

  it('refuses a malformed or unknown reference', async () => {
    for (const referenceId of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await verifyRegistration(t.app, referenceId, '123456');
      expect(res.json().data).toEqual(REFUSED);
    }
    const missing = await post(t.app, '/api/auth/verifyotpforregistration', { referenceId: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message.message).toEqual([ruleMessageText.allFieldsRequired]);
  });
});

describe('POST /api/user/register refusals', () => {
  const FAILED = {
    message: {
      status: 'Invalid',
      message: [AccountText.registrationFailed],
      code: 'account.registrationFailed',
    },
    data: null,
  };

  it('needs a verified reference', async () => {
    const prospect = newProspect();
    const referenceId = (await identifyRegistration(t.app, prospect)).json().data.referenceId;
    const code = await codeFor(t.app, prospect);
    const res = await register(t.app, signUpBody(prospect, referenceId, code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(FAILED);
    expect(refreshCookieOf(res)).toBeUndefined();
  });

  it('needs the code that verified the reference, and gives up after 5 wrong ones', async () => {
    const prospect = newProspect();
    const { referenceId, otp } = await verifiedProspect(t.app, prospect);
    for (let i = 0; i < 5; i += 1) {
      const res = await register(t.app, signUpBody(prospect, referenceId, wrongCode(otp)));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(FAILED);
    }
    expect((await register(t.app, signUpBody(prospect, referenceId, otp))).json()).toEqual(FAILED);
  });

  it('keeps mobile, date of birth and document fixed', async () => {
    const prospect = newProspect();
    const { referenceId, otp } = await verifiedProspect(t.app, prospect);
    const changes = [
      { mobile: freshMobile() },
      { dateOfBirth: '1994-07-22' },
      { documentId: emiratesId(1994) },
      { documentTypeId: 4, documentId: 'P7654321' },
    ];
    for (const change of changes) {
      const res = await register(t.app, signUpBody(prospect, referenceId, otp, change));
      expect(res.json(), JSON.stringify(change)).toEqual(FAILED);
    }
    expect((await register(t.app, signUpBody(prospect, referenceId, otp))).statusCode).toBe(200);
  });

  it('closes after 30 minutes and after one registration', async () => {
    const prospect = newProspect();
    const { referenceId, otp } = await verifiedProspect(t.app, prospect);
    t.clock.advance({ minutes: 30, seconds: 1 });
    expect((await register(t.app, signUpBody(prospect, referenceId, otp))).json()).toEqual(FAILED);

    const next = newProspect();
    const open = await verifiedProspect(t.app, next);
    expect((await register(t.app, signUpBody(next, open.referenceId, open.otp))).statusCode).toBe(200);
    const twice = await register(t.app, signUpBody(next, open.referenceId, open.otp));
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual(FAILED);
  });

  it('lets one of two racing sign-ups with the same reference win', async () => {
    const prospect = newProspect();
    const { referenceId, otp } = await verifiedProspect(t.app, prospect);
    const body = signUpBody(prospect, referenceId, otp);
    const results = await Promise.all([register(t.app, body), register(t.app, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const rows = await t.db
      .select()
      .from(users)
      .where(and(eq(users.mobile, prospect.mobile), isNull(users.deletedAt)));
    expect(rows).toHaveLength(1);
  });

  it('checks the sign-up rules again', async () => {
    const prospect = newProspect();
    const { referenceId, otp } = await verifiedProspect(t.app, prospect);
    const cases: [Record<string, unknown>, string[]][] = [
      [{ firstName: 'x'.repeat(51) }, [ruleMessageText.nameLengthError]],
      [{ lastName: '   ' }, [ruleMessageText.allFieldsRequired]],
      [{ email: 'noura@' }, [ruleMessageText.emailValidError]],
      [{ password: 'Short1!' }, [ruleMessageText.invalidPassword]],
      [{ password: 'x'.repeat(51) }, [ruleMessageText.invalidPassword]],
      [{ genderId: null }, [ruleMessageText.allFieldsRequired]],
      [{ countryId: undefined }, [ruleMessageText.allFieldsRequired]],
      [{ documentId: emiratesId(1995) }, [ruleMessageText.emiratesIdDobInvalid]],
    ];
    for (const [change, texts] of cases) {
      const res = await register(t.app, signUpBody(prospect, referenceId, otp, change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json(), JSON.stringify(change)).toEqual(badRequest(...texts));
    }
    const unknownGender = await register(t.app, signUpBody(prospect, referenceId, otp, { genderId: 9 }));
    expect(unknownGender.statusCode).toBe(400);
    expect(unknownGender.json().message.message).toEqual([AccountText.invalidSelection]);
    // A name of exactly 50 characters is fine.
    const ok = await register(t.app, signUpBody(prospect, referenceId, otp, { firstName: 'N'.repeat(50) }));
    expect(ok.statusCode).toBe(200);
  });

  it('answers Duplicate when the number or the document got an account meanwhile', async () => {
    const prospect = newProspect();
    const { referenceId, otp } = await verifiedProspect(t.app, prospect);
    const other = await createUser(t.db);
    await t.db.update(users).set({ mobile: prospect.mobile }).where(eq(users.id, other.id));
    const byMobile = await register(t.app, signUpBody(prospect, referenceId, otp));
    expect(byMobile.statusCode).toBe(409);
    expect(byMobile.json().message).toEqual({
      status: 'Duplicate',
      message: [AccountText.mobileAlreadyRegistered],
      code: 'account.mobileAlreadyRegistered',
    });

    const second = newProspect();
    const open = await verifiedProspect(t.app, second);
    await t.db
      .update(users)
      .set({ documentTypeId: second.documentTypeId, documentId: second.documentId })
      .where(eq(users.id, other.id));
    const byDocument = await register(t.app, signUpBody(second, open.referenceId, open.otp));
    expect(byDocument.statusCode).toBe(409);
    expect(byDocument.json().message.message).toEqual([AccountText.documentAlreadyRegistered]);
    const live = await t.db
      .select()
      .from(users)
      .where(and(eq(users.mobile, second.mobile), isNull(users.deletedAt)));
    expect(live).toEqual([]);
  });
});
