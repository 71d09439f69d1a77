import { ServerText, verifyOtpResponse } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  type Credentials,
  createTestApp,
  createUser,
  identify,
  latestCode,
  login,
  outbox,
  post,
  type TestApp,
  useTestApp,
  wrongCode,
} from './harness';

const t = useTestApp();

const LOCKED = {
  message: { status: 'AccountLocked', message: [ServerText.accountLocked], code: 'auth.accountLocked' },
  data: null,
};
const INVALID_OTP = {
  message: { status: 'Invalid', message: [ServerText.invalidOtp], code: 'auth.invalidOtp' },
  data: null,
};

function verifyOtp(app: TestApp['app'], user: Credentials, otp: string) {
  return post(app, '/api/user/verifyotp', { callingCode: user.callingCode, mobile: user.mobile, otp });
}

describe('SECURITY test 1: OTP brute force', () => {
  it('kills a challenge after 5 wrong codes: even the right code is refused then', async () => {
    // A higher lock threshold isolates the challenge's own limit from the account lock.
    const app = await createTestApp(t.database, { config: { lockoutThreshold: 10 } });
    try {
      const user = await createUser(t.db);
      await identify(app.app, user);
      const code = await latestCode(app.app, user);
      for (let i = 0; i < 5; i += 1) {
        const res = await login(app.app, user, wrongCode(code));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(INVALID_OTP);
      }
      const dead = await login(app.app, user, code);
      expect(dead.statusCode).toBe(400);
      expect(dead.json()).toEqual(INVALID_OTP);

      // A dead challenge is not live, so a new code is sent at once, and it works.
      await identify(app.app, user);
      const fresh = await latestCode(app.app, user);
      expect(await outbox(app.app, user)).toHaveLength(2);
      expect((await login(app.app, user, fresh)).statusCode).toBe(200);
    } finally {
      await app.app.close();
    }
  });

  it('does not reset the account count with a new code, locks on the 5th failure, then refuses even the right password and code', async () => {
    const user = await createUser(t.db);
    await identify(t.app, user);
    const first = await latestCode(t.app, user);
    for (let i = 0; i < 3; i += 1) expect((await login(t.app, user, wrongCode(first))).statusCode).toBe(400);

    t.clock.advance({ seconds: 61 });
    await identify(t.app, user);
    const second = await latestCode(t.app, user);
    expect(await outbox(t.app, user)).toHaveLength(2);
    const fourth = await login(t.app, user, wrongCode(second));
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json()).toEqual(INVALID_OTP);

    const fifth = await login(t.app, user, wrongCode(second));
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json()).toEqual(LOCKED);

    const identifyLocked = await identify(t.app, user);
    expect(identifyLocked.statusCode).toBe(403);
    expect(identifyLocked.json()).toEqual(LOCKED);
    const loginLocked = await login(t.app, user, second);
    expect(loginLocked.statusCode).toBe(403);
    expect(loginLocked.json()).toEqual(LOCKED);
    expect(await outbox(t.app, user)).toHaveLength(2);

    t.clock.advance({ minutes: 14 });
    expect((await identify(t.app, user)).statusCode).toBe(403);
    t.clock.advance({ minutes: 2 });
    expect((await identify(t.app, user)).statusCode).toBe(200);
    expect((await login(t.app, user, await latestCode(t.app, user))).statusCode).toBe(200);
  });

  it('locks after 5 wrong passwords; the right password then gets the lock message', async () => {
    const user = await createUser(t.db);
    const wrong = { ...user, password: 'Wrong@12345' };
    for (let i = 0; i < 4; i += 1) {
      const res = await identify(t.app, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().message.message).toEqual([ServerText.invalidCredentials]);
    }
    const fifth = await identify(t.app, wrong);
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json()).toEqual(LOCKED);
    const right = await identify(t.app, user);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual(LOCKED);
    expect(await outbox(t.app, user)).toEqual([]);
  });

  it('a success resets the count of consecutive failures', async () => {
    const user = await createUser(t.db);
    const wrong = { ...user, password: 'Wrong@12345' };
    for (let i = 0; i < 4; i += 1) expect((await identify(t.app, wrong)).statusCode).toBe(400);
    await identify(t.app, user);
    expect((await login(t.app, user, await latestCode(t.app, user))).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await identify(t.app, wrong)).statusCode).toBe(400);
    expect((await identify(t.app, user)).statusCode).toBe(200);
  });
});

describe('SECURITY test 2: OTP expiry, reuse and purpose', () => {
  it('refuses an expired code', async () => {
    const user = await createUser(t.db);
    await identify(t.app, user);
    const code = await latestCode(t.app, user);
    t.clock.advance({ minutes: 5, seconds: 1 });
    const res = await login(t.app, user, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: { status: 'Invalid', message: [ServerText.otpExpired], code: 'auth.otpExpired' },
      data: null,
    });
  });

  it('refuses a used code', async () => {
    const user = await createUser(t.db);
    await identify(t.app, user);
    const code = await latestCode(t.app, user);
    expect((await login(t.app, user, code)).statusCode).toBe(200);
    const again = await login(t.app, user, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_OTP);
  });

  it('refuses a login code at the reset verification route', async () => {
    const user = await createUser(t.db);
    await identify(t.app, user);
    const code = await latestCode(t.app, user);
    const res = await verifyOtp(t.app, user, code);
    expect(res.statusCode).toBe(200);
    expect(verifyOtpResponse.parse(res.json())).toEqual({
      message: { status: 'Invalid', message: [ServerText.invalidOtp], code: 'auth.invalidOtp' },
      data: { validOtp: false },
    });
    // Refused there, the code is still good for what it was sent for.
    expect((await login(t.app, user, code)).statusCode).toBe(200);
  });

  it('checks a reset code without using it up, never signs in with it, and kills it after 5 wrong tries', async () => {
    const user = await createUser(t.db);
    const reset = await t.app.portal.otp.issue({ purpose: 'reset', callingCode: '971', mobile: user.mobile });
    for (let i = 0; i < 2; i += 1) {
      const res = await verifyOtp(t.app, user, reset.code);
      expect(res.json()).toEqual({ message: { status: 'Success', message: [] }, data: { validOtp: true } });
    }
    await identify(t.app, user);
    const asLogin = await login(
      t.app,
      user,
      reset.code === (await latestCode(t.app, user)) ? '999999' : reset.code,
    );
    expect(asLogin.statusCode).toBe(400);

    for (let i = 0; i < 5; i += 1) {
      expect((await verifyOtp(t.app, user, wrongCode(reset.code))).json().data).toEqual({ validOtp: false });
    }
    expect((await verifyOtp(t.app, user, reset.code)).json().data).toEqual({ validOtp: false });
  });

  it("refuses one number's code for another number", async () => {
    const [a, b] = [await createUser(t.db), await createUser(t.db)];
    await identify(t.app, a);
    await identify(t.app, b);
    const codeA = await latestCode(t.app, a);
    const codeB = await latestCode(t.app, b);
    if (codeA !== codeB) expect((await login(t.app, b, codeA)).statusCode).toBe(400);
    expect((await login(t.app, b, codeB)).statusCode).toBe(200);
  });
});
