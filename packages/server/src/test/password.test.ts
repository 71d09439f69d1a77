import { AccountText, ruleMessageText, ServerText, sendOtpForPasswordResponse } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../db/schema';
import {
  createTestApp,
  createUser,
  identify,
  latestCode,
  outbox,
  post,
  signIn,
  useTestApp,
  wrongCode,
} from './harness';
import { bearerGet, codeFor, refresh, resetPassword, sendOtpForPassword } from './identity';

const t = useTestApp();

const DOB = '1992-06-15';
const NEW_PASSWORD = 'Fresh@2026pw';
const LOCKED = {
  message: { status: 'AccountLocked', message: [ServerText.accountLocked], code: 'auth.accountLocked' },
  data: null,
};
const INVALID_OTP = {
  message: { status: 'Invalid', message: [ServerText.invalidOtp], code: 'auth.invalidOtp' },
  data: null,
};

const changePassword = (token: string, body: Record<string, unknown>) =>
  post(t.app, '/api/auth/changepassword', body, { bearer: token });

describe('POST /api/user/sendotpforpassword', () => {
  it('sends a reset code for the right mobile and date of birth and answers the validity', async () => {
    const user = await createUser(t.db);
    const res = await sendOtpForPassword(t.app, user, DOB);
    expect(res.statusCode).toBe(200);
    expect(sendOtpForPasswordResponse.parse(res.json())).toEqual({
      message: { status: 'Success', message: [] },
      data: { otpValidity: 5 },
    });
    const messages = await outbox(t.app, user);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ purpose: 'reset', code: expect.stringMatching(/^\d{6}$/) });

    // Within 60 s: no new SMS, the code on its way still works.
    t.clock.advance({ seconds: 30 });
    expect((await sendOtpForPassword(t.app, user, DOB)).statusCode).toBe(200);
    expect(await outbox(t.app, user)).toHaveLength(1);
    t.clock.advance({ seconds: 31 });
    expect((await sendOtpForPassword(t.app, user, DOB)).statusCode).toBe(200);
    expect(await outbox(t.app, user)).toHaveLength(2);
  });

  it('answers NotFound for a number without an account', async () => {
    const res = await sendOtpForPassword(
      t.app,
      { callingCode: '971', mobile: '587001122', password: '' },
      DOB,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: {
        status: 'NotFound',
        message: [ServerText.userNotRegistered],
        code: 'auth.userNotRegistered',
      },
      data: null,
    });
  });

  it('answers Invalid for another date of birth, and locks the account at the 5th wrong one', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 4; i += 1) {
      const res = await sendOtpForPassword(t.app, user, '1992-06-16');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: {
          status: 'Invalid',
          message: [AccountText.invalidDateOfBirth],
          code: 'account.invalidDateOfBirth',
        },
        data: null,
      });
    }
    const fifth = await sendOtpForPassword(t.app, user, '1992-06-16');
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json()).toEqual(LOCKED);
    const right = await sendOtpForPassword(t.app, user, DOB);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual(LOCKED);
    expect(await outbox(t.app, user)).toEqual([]);
  });

  it('answers AccountLocked for an account locked by wrong passwords', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i += 1) await identify(t.app, { ...user, password: 'Wrong@12345' });
    const res = await sendOtpForPassword(t.app, user, DOB);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(LOCKED);
  });

  it('checks the request with the section 5 texts', async () => {
    const user = await createUser(t.db);
    const missing = await post(t.app, '/api/user/sendotpforpassword', {
      callingCode: '971',
      mobile: user.mobile,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message.message).toEqual([ruleMessageText.dobRequiredError]);
    const future = await sendOtpForPassword(t.app, user, '2027-01-01');
    expect(future.json().message.message).toEqual([ruleMessageText.dobRangeError]);
  });

  it('answers 429 when the SMS budget of the number is spent', async () => {
    const limited = await createTestApp(t.database, { config: { otpSendPerNumberPerHour: 1 } });
    try {
      const user = await createUser(t.db);
      expect((await sendOtpForPassword(limited.app, user, DOB)).statusCode).toBe(200);
      limited.clock.advance({ seconds: 61 });
      const refused = await sendOtpForPassword(limited.app, user, DOB);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message.message).toEqual([ServerText.otpSendBudget]);
    } finally {
      await limited.app.close();
    }
  });

  it('refuses UAE PASS accounts', async () => {
    const user = await createUser(t.db);
    await t.db
      .update(users)
      .set({ uaePassUuid: `uae-${user.id}` })
      .where(eq(users.id, user.id));
    const res = await sendOtpForPassword(t.app, user, DOB);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toEqual({
      status: 'Forbidden',
      message: [AccountText.uaePassPasswordLocked],
      code: 'account.uaePassPasswordLocked',
    });
  });
});

describe('POST /api/user/resetpassword', () => {
  it('sets the new password, clears isDefaultPassword and ends every session of the account', async () => {
    const user = await createUser(t.db, { isDefaultPassword: true });
    const before = await signIn(t.app, user);
    t.clock.advance({ seconds: 61 });
    await sendOtpForPassword(t.app, user, DOB);
    const code = await codeFor(t.app, user);
    const verify = await post(t.app, '/api/user/verifyotp', {
      callingCode: '971',
      mobile: user.mobile,
      otp: code,
    });
    expect(verify.json().data).toEqual({ validOtp: true });

    const res = await resetPassword(t.app, user, code, NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: { status: 'Success', message: [] }, data: null });

    expect((await refresh(t.app, before.refresh)).statusCode).toBe(401);
    expect((await bearerGet(t.app, '/api/user/profile', before.token)).statusCode).toBe(401);
    const old = await identify(t.app, user);
    expect(old.statusCode).toBe(400);
    expect(old.json().message.message).toEqual([ServerText.invalidCredentials]);
    const fresh = await signIn(t.app, { ...user, password: NEW_PASSWORD });
    expect(fresh.login.json().data.isDefaultPassword).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a used code, an expired code and a login code (SECURITY test 2)', async () => {
    const user = await createUser(t.db);
    await sendOtpForPassword(t.app, user, DOB);
    const code = await codeFor(t.app, user);
    expect((await resetPassword(t.app, user, code, NEW_PASSWORD)).statusCode).toBe(200);
    const reused = await resetPassword(t.app, user, code, 'Another@2026');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(INVALID_OTP);

    t.clock.advance({ seconds: 61 });
    await sendOtpForPassword(t.app, user, DOB);
    const late = await codeFor(t.app, user);
    t.clock.advance({ minutes: 5, seconds: 1 });
    const expired = await resetPassword(t.app, user, late, 'Another@2026');
    expect(expired.json()).toEqual({
      message: { status: 'Invalid', message: [ServerText.otpExpired], code: 'auth.otpExpired' },
      data: null,
    });

    const withNew = { ...user, password: NEW_PASSWORD };
    await sendOtpForPassword(t.app, user, DOB);
    const resetCode = await codeFor(t.app, user);
    await identify(t.app, withNew);
    const loginCode = await latestCode(t.app, withNew);
    if (loginCode !== resetCode) {
      const asReset = await resetPassword(t.app, user, loginCode, 'Another@2026');
      expect(asReset.statusCode).toBe(400);
      expect(asReset.json()).toEqual(INVALID_OTP);
    }
    // The login code still signs in; the password did not change.
    const login = await post(t.app, '/api/auth/login', {
      callingCode: '971',
      mobile: user.mobile,
      password: NEW_PASSWORD,
      otp: loginCode,
    });
    expect(login.statusCode).toBe(200);
  });

  it('kills the reset challenge after 5 wrong codes (SECURITY test 1)', async () => {
    const user = await createUser(t.db);
    await sendOtpForPassword(t.app, user, DOB);
    const code = await codeFor(t.app, user);
    for (let i = 0; i < 5; i += 1) {
      expect((await resetPassword(t.app, user, wrongCode(code), NEW_PASSWORD)).json()).toEqual(INVALID_OTP);
    }
    expect((await resetPassword(t.app, user, code, NEW_PASSWORD)).json()).toEqual(INVALID_OTP);
    expect((await signIn(t.app, user)).token).toBeTruthy();
  });

  it('checks the new password with the reset wording, and refuses a number without an account', async () => {
    const user = await createUser(t.db);
    const short = await resetPassword(t.app, user, '123456', 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message.message).toEqual([ruleMessageText.passMinLengthError]);
    const long = await resetPassword(t.app, user, '123456', 'x'.repeat(51));
    expect(long.json().message.message).toEqual([ruleMessageText.invalidPassword]);
    const stranger = await resetPassword(
      t.app,
      { callingCode: '971', mobile: '587009988', password: '' },
      '123456',
      NEW_PASSWORD,
    );
    expect(stranger.json()).toEqual(INVALID_OTP);
  });
});

describe('POST /api/auth/changepassword', () => {
  it('changes the password, keeps the caller signed in and ends the other sessions', async () => {
    const user = await createUser(t.db, { isDefaultPassword: true });
    const other = await signIn(t.app, user);
    t.clock.advance({ seconds: 61 });
    const mine = await signIn(t.app, user);
    const res = await changePassword(mine.token, { oldPassword: user.password, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: { status: 'Success', message: [] }, data: null });

    expect((await refresh(t.app, other.refresh)).statusCode).toBe(401);
    expect((await bearerGet(t.app, '/api/user/profile', other.token)).statusCode).toBe(401);
    expect((await bearerGet(t.app, '/api/user/profile', mine.token)).statusCode).toBe(200);
    expect((await refresh(t.app, mine.refresh)).statusCode).toBe(200);

    const session = await bearerGet(t.app, '/api/user/session', mine.token);
    expect(session.json().data.isDefaultPassword).toBe(false);
    expect((await identify(t.app, user)).statusCode).toBe(400);
    t.clock.advance({ seconds: 61 });
    expect((await signIn(t.app, { ...user, password: NEW_PASSWORD })).token).toBeTruthy();
  });

  it("answers Invalid 'Incorrect old password', and locks at the 5th wrong one", async () => {
    const user = await createUser(t.db);
    const { token } = await signIn(t.app, user);
    for (let i = 0; i < 4; i += 1) {
      const res = await changePassword(token, { oldPassword: 'Wrong@12345', newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: {
          status: 'Invalid',
          message: [AccountText.incorrectOldPassword],
          code: 'account.incorrectOldPassword',
        },
        data: null,
      });
    }
    const fifth = await changePassword(token, { oldPassword: 'Wrong@12345', newPassword: NEW_PASSWORD });
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json()).toEqual(LOCKED);
    const right = await changePassword(token, { oldPassword: user.password, newPassword: NEW_PASSWORD });
    expect(right.json()).toEqual(LOCKED);
  });

  it('refuses the same password with oldNewPassSame, and short ones with invalidPassword', async () => {
    const user = await createUser(t.db);
    const { token } = await signIn(t.app, user);
    const same = await changePassword(token, { oldPassword: user.password, newPassword: user.password });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      message: {
        status: 'BadRequest',
        message: [ruleMessageText.oldNewPassSame],
        code: 'rule.oldNewPassSame',
      },
      data: null,
    });
    const short = await changePassword(token, { oldPassword: user.password, newPassword: 'short' });
    expect(short.json().message.message).toEqual([ruleMessageText.invalidPassword]);
  });

  it('answers 403 to a UAE PASS account and audits it; 401 without a bearer', async () => {
    const user = await createUser(t.db);
    const { token } = await signIn(t.app, user);
    await t.db
      .update(users)
      .set({ uaePassUuid: `uae-${user.id}` })
      .where(eq(users.id, user.id));
    const session = await bearerGet(t.app, '/api/user/session', token);
    expect(session.json().data.uaeUser).toBe('1');
    const res = await changePassword(token, { oldPassword: user.password, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toEqual({
      status: 'Forbidden',
      message: [AccountText.uaePassPasswordLocked],
      code: 'account.uaePassPasswordLocked',
    });
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.userId, user.id));
    expect(rows.some((r) => r.action === 'authz' && r.reason === 'uae_pass_user')).toBe(true);

    const anonymous = await post(t.app, '/api/auth/changepassword', {
      oldPassword: user.password,
      newPassword: NEW_PASSWORD,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('audits password resets and changes without passwords or codes', async () => {
    const user = await createUser(t.db);
    await sendOtpForPassword(t.app, user, DOB);
    const code = await codeFor(t.app, user);
    await resetPassword(t.app, user, wrongCode(code), NEW_PASSWORD);
    await resetPassword(t.app, user, code, NEW_PASSWORD);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.userId, user.id)).orderBy(auditLog.id);
    expect(rows.map((r) => [r.action, r.outcome, r.reason])).toEqual([
      ['password.sendotp', 'success', 'otp_sent'],
      ['password.reset', 'failure', 'otp_mismatch'],
      ['password.reset', 'success', null],
    ]);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(NEW_PASSWORD);
    expect(text).not.toContain(`"${code}"`);
  });
});
