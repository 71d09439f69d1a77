import { randomBytes } from 'node:crypto';
import { ROLE_ADMIN, refreshResponse, ServerText } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEMO_USERS } from '../db/demo-users';
import { auditLog } from '../db/schema';
import { currentUser, requireUser } from '../http/auth';
import { success } from '../http/envelope';
import {
  createUser,
  generationCookieOf,
  post,
  refreshCookieOf,
  signIn,
  testConfig,
  useTestApp,
} from './harness';

const t = useTestApp();

const UNAUTHORIZED = {
  message: { status: 'Unauthorized', message: [ServerText.sessionExpired], code: 'auth.sessionExpired' },
  data: null,
};

const refresh = (cookie?: string) => post(t.app, '/api/auth/refreshtoken', {}, cookie ? { cookie } : {});
const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${token}` } });

function expectCleared(res: Awaited<ReturnType<typeof refresh>>) {
  const cookie = refreshCookieOf(res);
  expect(cookie?.value).toBe('');
  expect(cookie?.maxAge).toBe(0);
}

describe('SECURITY test 4: refresh rotation and reuse', () => {
  it('rotates the refresh token on every use and answers a new access token', async () => {
    const session = await signIn(t.app, await createUser(t.db));
    t.clock.advance({ minutes: 1 });
    const res = await refresh(session.refresh);
    expect(res.statusCode).toBe(200);
    const body = refreshResponse.parse(res.json());
    expect(body.message.status).toBe('Success');
    expect(body.data.token).not.toBe(session.token);
    expect(Object.keys(body.data).sort()).toEqual(['refreshExpiresAt', 'token', 'tokenExpiresAt']);
    const next = refreshCookieOf(res);
    expect(next).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(next?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next?.value).not.toBe(session.refresh);
    expect((await profile(body.data.token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is replayed: the newer token and its access token stop working', async () => {
    const user = await createUser(t.db);
    const session = await signIn(t.app, user);
    const rotated = await refresh(session.refresh);
    const newer = refreshCookieOf(rotated)?.value as string;
    const newerAccess = rotated.json().data.token as string;

    const replay = await refresh(session.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(UNAUTHORIZED);
    expectCleared(replay);

    const afterReuse = await refresh(newer);
    expect(afterReuse.statusCode).toBe(401);
    expect(afterReuse.json()).toEqual(UNAUTHORIZED);
    expect((await profile(newerAccess)).statusCode).toBe(401);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.userId, user.id));
    expect(audit.some((row) => row.action === 'auth.refresh' && row.reason === 'reused')).toBe(true);

    // Other sessions of the same user are not touched.
    const other = await signIn(t.app, user);
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('sets a new generation cookie beside each refresh cookie, readable by the page, after it, and clears both', async () => {
    const session = await signIn(t.app, await createUser(t.db));
    const generations = [generationCookieOf(session.login)];
    let cookie = session.refresh;
    for (let i = 0; i < 2; i++) {
      const res = await refresh(cookie);
      const names = (res.cookies as { name: string }[]).map((c) => c.name);
      // The browser stores them in order: a page that sees the new generation has the new token.
      expect(names).toEqual(['portal_rt', 'portal_rg']);
      generations.push(generationCookieOf(res));
      cookie = refreshCookieOf(res)?.value as string;
    }
    for (const generation of generations) {
      expect(generation).toMatchObject({ sameSite: 'Strict', path: '/' });
      expect(generation?.httpOnly).toBeFalsy();
      expect(generation?.value).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(generation?.maxAge).toBeGreaterThan(0);
    }
    expect(new Set(generations.map((g) => g?.value)).size).toBe(3);

    const logout = await post(t.app, '/api/auth/logout', {}, { cookie });
    expect(logout.statusCode).toBe(200);
    expect(generationCookieOf(logout)).toMatchObject({ value: '', maxAge: 0, path: '/' });
    expect(generationCookieOf(await refresh(cookie))).toMatchObject({ value: '', maxAge: 0 });
  });

  it('answers 401 without a cookie or with a token it never issued', async () => {
    const none = await refresh();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(UNAUTHORIZED);
    const forged = await refresh(randomBytes(32).toString('base64url'));
    expect(forged.statusCode).toBe(401);
    expectCleared(forged);
  });

  it('ends a session idle for 30 minutes', async () => {
    const session = await signIn(t.app, await createUser(t.db));
    t.clock.advance({ minutes: 29 });
    const kept = await refresh(session.refresh);
    expect(kept.statusCode).toBe(200);
    t.clock.advance({ minutes: 30, seconds: 1 });
    const idle = await refresh(refreshCookieOf(kept)?.value);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual(UNAUTHORIZED);
    expectCleared(idle);
  });

  it('ends a session 12 hours after sign-in however active it is', async () => {
    const session = await signIn(t.app, await createUser(t.db));
    let cookie = session.refresh;
    let elapsed = 0;
    for (;;) {
      t.clock.advance({ minutes: 25 });
      elapsed += 25;
      const res = await refresh(cookie);
      if (elapsed < 12 * 60) {
        expect(res.statusCode, `refresh after ${elapsed} min`).toBe(200);
        cookie = refreshCookieOf(res)?.value as string;
        const expiresIn = Date.parse(res.json().data.refreshExpiresAt) - t.clock.now().getTime();
        expect(expiresIn).toBe(Math.min(30, 12 * 60 - elapsed) * 60_000);
      } else {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(UNAUTHORIZED);
        break;
      }
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the refresh family and the access token, clears the cookie and answers an empty envelope', async () => {
    const session = await signIn(t.app, await createUser(t.db));
    const res = await post(t.app, '/api/auth/logout', undefined, {
      cookie: session.refresh,
      bearer: session.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: { status: 'Success', message: [] }, data: null });
    expectCleared(res);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    expect((await profile(session.token)).statusCode).toBe(401);
  });

  it('ends the session named by the bearer when the cookie is gone, and is harmless without either', async () => {
    const session = await signIn(t.app, await createUser(t.db));
    expect((await post(t.app, '/api/auth/logout', {}, { bearer: session.token })).statusCode).toBe(200);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    expect((await post(t.app, '/api/auth/logout')).statusCode).toBe(200);
  });
});

describe('SECURITY test 5: forged access tokens get 401 on /api/user/profile', () => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

  it('refuses alg none, another key, a changed subject, an expired token and a refresh token', async () => {
    const user = await createUser(t.db);
    const session = await signIn(t.app, user);
    const [header, payload, signature] = session.token.split('.') as [string, string, string];
    const claims = decode(payload);
    expect(decode(header)).toEqual({ alg: 'HS256', typ: 'at+jwt' });
    expect(claims).toMatchObject({ sub: String(user.id), aud: 'patient-portal', iss: 'patient-portal-api' });
    expect(claims.nbf).toBe(claims.iat);
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect((await profile(session.token)).statusCode).toBe(200);

    const aisha = (await signIn(t.app, DEMO_USERS.aisha)).login.json().data.userId as number;
    const forged: Record<string, string> = {
      algNone: `${encode({ alg: 'none', typ: 'at+jwt' })}.${payload}.`,
      otherKey: await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .sign(randomBytes(32)),
      changedSubject: `${header}.${encode({ ...claims, sub: String(aisha) })}.${signature}`,
      refreshAsBearer: session.refresh,
      notAJwt: 'abc.def.ghi',
    };
    for (const [name, token] of Object.entries(forged)) {
      const res = await profile(token);
      expect(res.statusCode, name).toBe(401);
      expect(res.json(), name).toEqual(UNAUTHORIZED);
    }

    t.clock.advance({ minutes: 15, seconds: 1 });
    const expired = await profile(session.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(UNAUTHORIZED);
  });

  it('checks type, audience, issuer, not-before and algorithm even under the real key', async () => {
    const user = await createUser(t.db);
    const session = await signIn(t.app, user);
    const claims = JSON.parse(Buffer.from(session.token.split('.')[1] as string, 'base64url').toString());
    const key = t.app.portal.keys.jwt;
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const sign = (payload: Record<string, unknown>, header: { alg: string; typ?: string }) =>
      new SignJWT({ ...claims, ...payload }).setProtectedHeader(header).sign(key);

    expect((await profile(await sign({}, { alg: 'HS256', typ: 'at+jwt' }))).statusCode).toBe(200);
    const cases: Record<string, string> = {
      plainJwtType: await sign({}, { alg: 'HS256', typ: 'JWT' }),
      noType: await sign({}, { alg: 'HS256' }),
      otherAudience: await sign({ aud: 'someone-else' }, { alg: 'HS256', typ: 'at+jwt' }),
      otherIssuer: await sign({ iss: 'elsewhere' }, { alg: 'HS256', typ: 'at+jwt' }),
      notYetValid: await sign({ nbf: now + 600 }, { alg: 'HS256', typ: 'at+jwt' }),
      hs512: await sign({}, { alg: 'HS512', typ: 'at+jwt' }),
      noSession: await sign({ sid: undefined }, { alg: 'HS256', typ: 'at+jwt' }),
    };
    for (const [name, token] of Object.entries(cases)) {
      expect((await profile(token)).statusCode, name).toBe(401);
    }
  });

  it('answers 401 without a bearer and audits each refusal', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/profile', remoteAddress: '192.0.2.55' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.ip, '192.0.2.55'));
    expect(rows).toMatchObject([
      {
        action: 'authz',
        outcome: 'denied',
        reason: 'missing_bearer',
        details: { method: 'GET', route: '/api/user/profile' },
      },
    ]);
  });
});

describe('requireUser(roles)', () => {
  it('answers 403 to a signed-in user without the role, audits it, and lets the role through', async () => {
    const app = await buildApp({ database: t.database, config: testConfig(), clock: t.clock.now });
    app.get('/api/test/admin-only', { preHandler: requireUser([ROLE_ADMIN]) }, async (request) =>
      success({ userId: currentUser(request).id }),
    );
    await app.ready();
    try {
      const user = await createUser(t.db);
      const patient = await signIn(app, user);
      const call = (token: string) =>
        app.inject({
          method: 'GET',
          url: '/api/test/admin-only',
          headers: { authorization: `Bearer ${token}` },
        });
      const refused = await call(patient.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: { status: 'Forbidden', message: [ServerText.forbidden], code: 'auth.forbidden' },
        data: null,
      });
      const rows = await t.db.select().from(auditLog).where(eq(auditLog.userId, user.id));
      expect(rows.filter((row) => row.action === 'authz')).toMatchObject([
        { outcome: 'denied', reason: 'role', details: { route: '/api/test/admin-only' } },
      ]);

      const admin = await signIn(app, DEMO_USERS.khalid);
      const allowed = await call(admin.token);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json().data.userId).toBe(admin.login.json().data.userId);
    } finally {
      await app.close();
    }
  });
});
