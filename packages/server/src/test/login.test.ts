import { loginResponse, profileResponse, ServerText } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/demo-users';
import { auditLog, users } from '../db/schema';
import {
  createUser,
  identify,
  latestCode,
  login,
  refreshCookieOf,
  signIn,
  useTestApp,
  wrongCode,
} from './harness';

const t = useTestApp();

describe('POST /api/auth/login', () => {
  it('opens a session: session fields and access token in the body, refresh token only in an HttpOnly SameSite=Strict cookie', async () => {
    const aisha = DEMO_USERS.aisha;
    await identify(t.app, aisha);
    const res = await login(t.app, aisha, await latestCode(t.app, aisha));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = loginResponse.parse(res.json());
    expect(body.message.status).toBe('Success');
    expect(body.data).toMatchObject({
      firstName: 'Aisha',
      lastName: 'Al Mansoori',
      gender: 'Female',
      email: 'aisha@example.com',
      mobile: '501234567',
      callingCode: '971',
      countryCode: 'AE',
      roleId: 1,
      roleName: 'Patient',
      isDOBAvailable: true,
      isDefaultPassword: false,
      facilityId: 'AD10',
      vblog: 'aldhannah',
      uaeUser: '0',
    });
    expect(Date.parse(body.data.tokenExpiresAt) - t.clock.now().getTime()).toBeLessThanOrEqual(15 * 60_000);
    expect(Date.parse(body.data.refreshExpiresAt) - t.clock.now().getTime()).toBe(30 * 60_000);

    const cookie = refreshCookieOf(res);
    expect(cookie).toMatchObject({
      name: 'portal_rt',
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth',
    });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body).not.toContain(cookie?.value);
    expect(Object.keys(res.json().data)).not.toContain('refreshToken');

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profileResponse.parse(profile.json()).data).toEqual({
      firstName: 'Aisha',
      lastName: 'Al Mansoori',
      email: 'aisha@example.com',
      mobile: '501234567',
      callingCode: '971',
      dateOfBirth: '1990-04-12',
      genderId: 2,
      countryId: 1,
      documentTypeId: 1,
      documentId: '784199012345671',
      profileImgUrl: null,
    });
  });

  it('answers 400 Invalid OTP for a wrong code, and the right code still works afterwards', async () => {
    const user = await createUser(t.db);
    await identify(t.app, user);
    const code = await latestCode(t.app, user);
    const wrong = await login(t.app, user, wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: { status: 'Invalid', message: ['Invalid OTP'], code: 'auth.invalidOtp' },
      data: null,
    });
    expect(refreshCookieOf(wrong)).toBeUndefined();
    expect((await login(t.app, user, code)).statusCode).toBe(200);
  });

  it('refuses a code when no code was asked for, and a wrong password even with the right code', async () => {
    const user = await createUser(t.db);
    expect((await login(t.app, user, '123456')).json().message.message).toEqual([ServerText.invalidOtp]);

    await identify(t.app, user);
    const code = await latestCode(t.app, user);
    const res = await login(t.app, { ...user, password: 'Wrong@12345' }, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({
      status: 'Invalid',
      message: [ServerText.invalidCredentials],
      code: 'auth.invalidCredentials',
    });

    const stranger = await login(
      t.app,
      { callingCode: '971', mobile: '587776665', password: 'Demo@2026' },
      code,
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message.message).toEqual([ServerText.invalidCredentials]);
  });

  it('signs in staff with their role, and flags the seeded default password', async () => {
    const khalid = await signIn(t.app, DEMO_USERS.khalid);
    expect(khalid.login.json().data).toMatchObject({
      roleId: 3,
      roleName: 'Admin',
      isDefaultPassword: false,
    });
    const mariam = await signIn(t.app, DEMO_USERS.mariam);
    expect(mariam.login.json().data).toMatchObject({
      roleId: 2,
      roleName: 'Broadcaster',
      isDefaultPassword: true,
    });
  });

  it('signs in a patient without date of birth or facility', async () => {
    const fatima = await signIn(t.app, DEMO_USERS.fatima);
    expect(fatima.login.json().data).toMatchObject({
      firstName: 'Fatima',
      isDOBAvailable: false,
      facilityId: null,
      vblog: null,
      countryCode: 'PK',
    });
  });

  it('audits every sign-in attempt with its outcome, and never a password or code', async () => {
    const user = await createUser(t.db);
    await identify(t.app, { ...user, password: 'Wrong@12345' }, { ip: '198.51.100.4' });
    await identify(t.app, user, { ip: '198.51.100.4' });
    const code = await latestCode(t.app, user);
    await login(t.app, user, wrongCode(code), { ip: '198.51.100.4' });
    await login(t.app, user, code, { ip: '198.51.100.4' });

    const rows = await t.db.select().from(auditLog).where(eq(auditLog.userId, user.id)).orderBy(auditLog.id);
    expect(rows.map((row) => [row.action, row.outcome, row.reason])).toEqual([
      ['auth.identify', 'failure', 'wrong_password'],
      ['auth.identify', 'success', 'otp_sent'],
      ['auth.login', 'failure', 'otp_mismatch'],
      ['auth.login', 'success', null],
    ]);
    for (const row of rows) {
      expect(row.ip).toBe('198.51.100.4');
      expect(row.occurredAt).toEqual(expect.any(Date));
      const text = JSON.stringify(row);
      expect(text).not.toContain(user.password);
      expect(text).not.toContain(code);
    }
  });

  it('stores passwords as argon2id with m=19456, t=2, p=1', async () => {
    const [row] = await t.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(and(eq(users.callingCode, '971'), eq(users.mobile, DEMO_USERS.omar.mobile)));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
