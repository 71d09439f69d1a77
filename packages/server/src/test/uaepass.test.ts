/**
 * UAE PASS sign-in against the development provider running in-process on a free port: the real
 * authorization-code round trip (302 to the provider, the account page, its form, the redirect back
 * with code and state), then the portal's calls, as the browser and the portal client make them.
 */
import { createHash } from 'node:crypto';
import {
  authorizeUaePassUserResponse,
  loginResponse,
  Messages,
  profileResponse,
  registerUaePassUserResponse,
  uaePassCompleteProfileResponse,
  uaePassConfigResponse,
  uaePassProspect,
} from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityOf, splitUaeMobile } from '../adapters/uaepass/claims';
import { loadUaePassSettings, UAEPASS_ACR_LOW, UAEPASS_SCOPE } from '../adapters/uaepass/config';
import {
  DEMO_UAEPASS_ACCOUNTS,
  type DemoUaePassAccount,
  SAEED_PORTAL_USER,
  seedUaePassDemo,
} from '../adapters/uaepass/demo';
import { type RunningDevProvider, startDevProvider } from '../adapters/uaepass/dev-provider';
import { buildApp } from '../app';
import { DEMO_USERS } from '../db/demo-users';
import { auditLog, authSessions, users } from '../db/schema';
import {
  createTestApp,
  createUser,
  refreshCookieOf,
  signIn,
  type TestApp,
  testConfig,
  useTestDatabase,
} from './harness';

const REDIRECT_URI = 'http://127.0.0.1:8080/home/login';
const CLIENT_ID = 'portal-test';
const CLIENT_SECRET = 'portal-test-secret';
const BINDING = 'portal_uaepass';
const INACTIVE = 'Inactive authorization code received from token request';
const INVALID_STATE = 'The UAE PASS sign-in could not be verified, please try again.';

/** A verified account whose mobile a test creates, with no date of birth nor nationality asserted. */
const LAYLA: DemoUaePassAccount = {
  key: 'layla',
  summary: 'SOP2 without date of birth or nationality',
  claims: {
    sub: 'test-layla-0001',
    uuid: 'test-layla-0001',
    userType: 'SOP2',
    firstnameEN: 'Layla',
    lastnameEN: 'Test',
    fullnameEN: 'Layla Test',
    email: 'layla@example.com',
    mobile: '',
    gender: 'Female',
  },
};

/**
 * Verified people whose Emirates ID a stranger's password account typed (VICTIM), or whose own
 * password account typed it with another mobile than UAE PASS knows (LINKER).
 */
const typedAccount = (key: string, mobile: string, idn: string): DemoUaePassAccount => ({
  key,
  summary: 'SOP3 for the linking tests',
  claims: {
    sub: `test-${key}-0001`,
    uuid: `test-${key}-0001`,
    userType: 'SOP3',
    firstnameEN: key,
    lastnameEN: 'Test',
    fullnameEN: `${key} Test`,
    email: `${key}@example.com`,
    mobile,
    idn,
    idType: 'ID',
    gender: 'Female',
    dob: '1991-02-14',
  },
});
const VICTIM = typedAccount('victim', '971589990101', '784199100000101');
const LINKER = typedAccount('linker', '971589990102', '784199100000102');
const MISMATCH = typedAccount('mismatch', '971589990103', '784199100000103');

const testDb = useTestDatabase();
let t: TestApp;
let provider: RunningDevProvider;
let laylaUserId: number;
const savedEnv: Record<string, string | undefined> = {};

const UAEPASS_ENV = (issuer: string): Record<string, string> => ({
  UAEPASS_ISSUER: issuer,
  UAEPASS_CLIENT_ID: CLIENT_ID,
  UAEPASS_CLIENT_SECRET: CLIENT_SECRET,
  UAEPASS_REDIRECT_URIS: REDIRECT_URI,
  // The development provider is an OpenID provider: ask for an ID token, so its nonce is checked.
  UAEPASS_SCOPE: `openid ${UAEPASS_SCOPE}`,
  UAEPASS_ACR_VALUES: '',
});

function setEnv(values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) {
    if (!(key in savedEnv)) savedEnv[key] = process.env[key];
    process.env[key] = value;
  }
}

beforeAll(async () => {
  await seedUaePassDemo(testDb.database.db);
  const layla = await createUser(testDb.database.db, { firstName: 'Layla', lastName: 'Test', genderId: 2 });
  laylaUserId = layla.id;
  await testDb.database.db
    .update(users)
    .set({ dateOfBirth: null, countryId: null })
    .where(eq(users.id, layla.id));
  LAYLA.claims.mobile = `971${layla.mobile}`;

  provider = await startDevProvider({
    port: 0,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: [REDIRECT_URI],
    accounts: [...Object.values(DEMO_UAEPASS_ACCOUNTS), LAYLA, VICTIM, LINKER, MISMATCH],
    log: { warn: () => {}, error: console.error },
  });
  setEnv(UAEPASS_ENV(provider.issuer));
  t = await createTestApp(testDb.database);
});

afterAll(async () => {
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  await t?.app.close();
  await provider?.close();
});

/** The browser's cookies at the provider (paths ignored: every cookie it set goes back). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

async function browse(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
  });
  jar.take(res);
  return res;
}

interface Start {
  res: LightMyRequestResponse;
  location: string;
  binding: string;
}

/** GET /api/auth/uaepass/authorize as the browser navigates to it. */
async function start(app: FastifyInstance, query = '', binding?: string): Promise<Start> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/auth/uaepass/authorize${query}`,
    ...(binding ? { cookies: { [BINDING]: binding } } : {}),
  });
  expect(res.statusCode).toBe(302);
  const cookie = (res.cookies as { name: string; value: string }[]).find((c) => c.name === BINDING);
  return { res, location: String(res.headers.location), binding: cookie?.value ?? binding ?? '' };
}

interface Return {
  code: string;
  state: string;
  binding: string;
  /** The account page as the browser showed it. */
  page: string;
}

/**
 * The whole trip: the portal's 302, the provider's redirects, its account page and form, and the
 * final redirect to /home/login?code=&state=. `jar` keeps the provider session between trips.
 */
async function roundTrip(
  account: string,
  options: {
    query?: string;
    jar?: CookieJar;
    binding?: string;
    /** A trip already begun (a link started from inside the portal). */
    begin?: { location: string; binding: string };
  } = {},
): Promise<Return> {
  const jar = options.jar ?? new CookieJar();
  const begin = options.begin ?? (await start(t.app, options.query, options.binding));
  let res = await browse(jar, begin.location);
  let page = '';
  for (let hop = 0; hop < 10; hop += 1) {
    if (res.status === 200) {
      const html = await res.text();
      const autoSubmit = /<form method="post" action="([^"]+)">\s*((?:<input type="hidden"[^>]*>\s*)+)/.exec(
        html,
      );
      if (autoSubmit?.[1] && html.includes('document.forms[0].submit()')) {
        // The provider's auto-submitting form (a switch of account ends the previous session).
        const fields = [...String(autoSubmit[2]).matchAll(/name="([^"]+)" value="([^"]*)"/g)];
        res = await browse(jar, autoSubmit[1], {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(
            fields.map((f): [string, string] => [String(f[1]), String(f[2])]),
          ).toString(),
        });
        continue;
      }
      page = html;
      const action = /<form method="post" action="([^"]+\/login)"/.exec(page)?.[1];
      if (!action) throw new Error(`no sign-in form on the provider page: ${page}`);
      res = await browse(jar, new URL(action, provider.issuer).toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ account }).toString(),
      });
      continue;
    }
    if (res.status !== 302 && res.status !== 303)
      throw new Error(`provider answered ${res.status}: ${await res.text()}`);
    const next = new URL(String(res.headers.get('location')), provider.issuer);
    if (next.toString().startsWith(REDIRECT_URI)) {
      const code = next.searchParams.get('code');
      const state = next.searchParams.get('state');
      if (!code || !state) throw new Error(`no code in ${next.toString()}`);
      return { code, state, binding: begin.binding, page };
    }
    res = await browse(jar, next.toString());
  }
  throw new Error('too many redirects');
}

function authorizeUser(body: Record<string, unknown>, binding?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/authorizeuaepassuser',
    payload: body,
    ...(binding ? { cookies: { [BINDING]: binding } } : {}),
  });
}

async function signInWith(account: string, options: Parameters<typeof roundTrip>[1] = {}) {
  const trip = await roundTrip(account, options);
  const res = await authorizeUser({ accessCode: trip.code, state: trip.state }, trip.binding);
  return { trip, res };
}

function registerUser(body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/auth/registeruaepassuser', payload: body });
}

function completeProfile(token: string | undefined, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/User/completeprofile',
    payload: body,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}

const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${token}` } });

/** A refusal with one of the UAE PASS texts, written out here, and the code the catalog gives it. */
const refusal = (status: string, text: string) => ({
  message: {
    status,
    message: [text],
    code: Object.values(Messages.uaepass).find((m) => m.text === text)?.code,
  },
  data: null,
});

describe('GET /api/auth/uaepass/config', () => {
  it('tells the portal that UAE PASS is on, where a sign-in starts and where a UAE PASS user signs out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/uaepass/config' });
    expect(res.statusCode).toBe(200);
    const { data } = uaePassConfigResponse.parse(res.json());
    expect(data).toMatchObject({
      enabled: true,
      authorizeUrl: '/api/auth/uaepass/authorize',
      sop1AuthorizeUrl: '/api/auth/uaepass/authorize?isSOP1User=true',
    });
    const logout = new URL(String(data.logoutUrl));
    expect(`${logout.origin}${logout.pathname}`).toBe(`${provider.issuer}/session/end`);
    expect(logout.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(logout.searchParams.get('post_logout_redirect_uri')).toBe(REDIRECT_URI);
  });
});

describe('GET /api/auth/uaepass/authorize', () => {
  it('answers 302 to the provider with state, nonce and PKCE, and binds the sign-in to the browser', async () => {
    const { res, location, binding } = await start(t.app, '?brand=aldhannah');
    const target = new URL(location);
    expect(`${target.origin}${target.pathname}`).toBe(`${provider.issuer}/auth`);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      scope: `openid ${UAEPASS_SCOPE}`,
      code_challenge_method: 'S256',
    });
    expect(target.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(target.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(target.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(target.searchParams.has('prompt')).toBe(false);
    expect(binding).toMatch(/^[\w-]{43}$/);
    const cookie = (
      res.cookies as { name: string; httpOnly?: boolean; sameSite?: string; path?: string }[]
    ).find((c) => c.name === BINDING);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps the binding of a browser that already has one, so two tabs do not cancel each other', async () => {
    const first = await start(t.app);
    const second = await start(t.app, '', first.binding);
    expect(second.binding).toBe(first.binding);
    expect(new URL(second.location).searchParams.get('state')).not.toBe(
      new URL(first.location).searchParams.get('state'),
    );
  });

  it('sends the browser back to /home/login with an error when the provider cannot be reached', async () => {
    const env = { ...UAEPASS_ENV('http://127.0.0.1:9') };
    const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
    Object.assign(process.env, env);
    let down: FastifyInstance | undefined;
    try {
      down = await buildApp({ database: testDb.database, config: testConfig() });
      const { location } = await start(down);
      const back = new URL(location);
      expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
      expect(back.searchParams.get('error')).toBe('temporarily_unavailable');
    } finally {
      Object.assign(process.env, saved);
      await down?.close();
    }
  });
});

describe('POST /api/auth/authorizeuaepassuser', () => {
  it('SOP2 first time: RegistrationRequired with the asserted details, then registeruaepassuser opens a session', async () => {
    const noura = DEMO_UAEPASS_ACCOUNTS.noura.claims;
    const { trip, res } = await signInWith('noura');
    expect(trip.page).toContain('Sign in as Noura Al Ketbi');
    expect(res.statusCode).toBe(200);
    const body = authorizeUaePassUserResponse.parse(res.json());
    expect(body.message).toEqual({ status: 'RegistrationRequired', message: [] });
    const prospect = uaePassProspect.parse(body.data);
    expect(prospect).toMatchObject({
      firstName: 'Noura',
      lastName: 'Al Ketbi',
      email: noura.email,
      callingCode: '971',
      mobile: '505550002',
      genderId: 2,
      countryId: 1,
      dateOfBirth: null,
      documentTypeId: 1,
      documentId: noura.idn,
      needsDateOfBirth: true,
    });
    expect(refreshCookieOf(res)).toBeUndefined();

    const referenceId = prospect.referenceId;
    const noDate = await registerUser({ referenceId });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json()).toEqual(refusal('Invalid', 'Please select your date of birth'));
    const future = await registerUser({ referenceId, dateOfBirth: '2030-01-01' });
    expect(future.json()).toEqual(refusal('Invalid', 'Enter valid date of birth'));
    const wrongYear = await registerUser({ referenceId, dateOfBirth: '1996-07-21' });
    expect(wrongYear.statusCode).toBe(400);
    expect(wrongYear.json()).toEqual(refusal('Invalid', 'Invalid Emirates Id or date of birth'));

    const ok = await registerUser({ referenceId, dateOfBirth: '1995-07-21', firstName: 'Mallory' });
    expect(ok.statusCode).toBe(200);
    const session = registerUaePassUserResponse.parse(ok.json()).data;
    expect(session).toMatchObject({
      firstName: 'Noura',
      lastName: 'Al Ketbi',
      mobile: '505550002',
      gender: 'Female',
      countryCode: 'AE',
      isDOBAvailable: true,
      facilityId: null,
      uaeUser: '1',
    });
    expect(refreshCookieOf(ok)).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });

    const mine = await profile(String(session?.token));
    expect(mine.statusCode).toBe(200);
    expect(profileResponse.parse(mine.json()).data).toMatchObject({
      firstName: 'Noura',
      dateOfBirth: '1995-07-21',
      documentTypeId: 1,
      documentId: noura.idn,
    });
    const [row] = await t.db.select().from(users).where(eq(users.mobile, '505550002'));
    expect(row).toMatchObject({ uaePassUuid: noura.uuid, passwordHash: null });

    const again = await registerUser({ referenceId, dateOfBirth: '1995-07-21' });
    expect(again.json()).toEqual(
      refusal('Invalid', 'Your UAE PASS sign-in has expired, please sign in with UAE PASS again.'),
    );

    const twice = await Promise.all(
      [1, 2].map(() => registerUser({ referenceId, dateOfBirth: '1995-07-21' })),
    );
    expect(twice.map((r) => r.statusCode)).toEqual([400, 400]);

    const next = await signInWith('noura');
    expect(next.res.statusCode).toBe(200);
    expect(loginResponse.parse(next.res.json()).data).toMatchObject({ userId: row?.id, uaeUser: '1' });
  });

  it('creates one account when the same registration is confirmed twice at once', async () => {
    const jar = new CookieJar();
    await signInWith('hamad', { jar });
    await t.db.delete(users).where(eq(users.uaePassUuid, DEMO_UAEPASS_ACCOUNTS.noura.claims.uuid));
    const { res } = await signInWith('noura', { jar, query: '?isSOP1User=true' });
    const { referenceId } = uaePassProspect.parse(res.json().data);
    const answers = await Promise.all(
      [1, 2, 3].map(() => registerUser({ referenceId, dateOfBirth: '1995-07-21' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    const rows = await t.db.select().from(users).where(eq(users.mobile, '505550002'));
    expect(rows).toHaveLength(1);
  });

  it('SOP3 already linked: signs straight in with uaeUser 1, a UAE PASS session and the refresh cookie', async () => {
    const { res } = await signInWith('saeed');
    expect(res.statusCode).toBe(200);
    const body = loginResponse.parse(res.json());
    expect(body.message.status).toBe('Success');
    expect(body.data).toMatchObject({
      firstName: 'Saeed',
      lastName: 'Al Nuaimi',
      mobile: SAEED_PORTAL_USER.mobile,
      roleId: 1,
      isDOBAvailable: true,
      facilityId: 'AD10',
      uaeUser: '1',
    });
    const cookie = refreshCookieOf(res);
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    const binding = (res.cookies as { name: string; value: string }[]).find((c) => c.name === BINDING);
    expect(binding?.value).toBe('');

    const [session] = await t.db.select().from(authSessions).where(eq(authSessions.userId, body.data.userId));
    expect(session?.viaUaePass).toBe(true);
    expect((await profile(body.data.token)).statusCode).toBe(200);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refreshtoken',
      payload: {},
      cookies: { portal_rt: String(cookie?.value) },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it("links a demo patient's existing account when UAE PASS asserts the same mobile and Emirates ID", async () => {
    const { res } = await signInWith('omar');
    expect(res.statusCode).toBe(200);
    const data = loginResponse.parse(res.json()).data;
    expect(data).toMatchObject({ firstName: 'Omar', mobile: DEMO_USERS.omar.mobile, uaeUser: '1' });
    const [row] = await t.db.select().from(users).where(eq(users.id, data.userId));
    expect(row?.uaePassUuid).toBe(DEMO_UAEPASS_ACCOUNTS.omar.claims.uuid);
    expect(row?.passwordHash).not.toBeNull();
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, data.userId), eq(auditLog.action, 'auth.uaepass')));
    expect(audits.map((a) => a.reason)).toContain('linked');
    expect(JSON.stringify(audits)).not.toContain(DEMO_USERS.omar.documentId);
  });

  it("SOP1: Invalid 'SOP1 user'; the retry with isSOP1User=true makes the provider ask for an account again", async () => {
    const jar = new CookieJar();
    const { res } = await signInWith('hamad', { jar });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('Invalid', 'SOP1 user'));
    expect(refreshCookieOf(res)).toBeUndefined();

    const retry = await start(t.app, '?isSOP1User=true');
    const target = new URL(retry.location).searchParams;
    expect(target.get('prompt')).toBe('login');
    expect(target.get('isSOP1User')).toBe('true');

    // Same browser, still signed in at the provider as the SOP1 user: it shows the accounts again.
    const second = await signInWith('saeed', { jar, query: '?isSOP1User=true' });
    expect(second.trip.page).toContain('not verified (SOP1)');
    expect(second.trip.page).toContain('role="alert"');
    expect(second.res.statusCode).toBe(200);
    expect(second.res.json().data.firstName).toBe('Saeed');
  });

  it('lets the provider render its auto-submitting form under its CSP (script allowed by hash only)', async () => {
    const jar = new CookieJar();
    await signInWith('hamad', { jar });
    const begin = await start(t.app, '?isSOP1User=true');
    let res = await browse(jar, begin.location);
    while (res.status === 303 || res.status === 302) {
      res = await browse(jar, new URL(String(res.headers.get('location')), provider.issuer).toString());
    }
    const csp = String(res.headers.get('content-security-policy'));
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/form-action 'self' http:\/\/127\.0\.0\.1:8080/);
    const action = /<form method="post" action="([^"]+\/login)"/.exec(await res.text())?.[1];
    res = await browse(jar, new URL(String(action), provider.issuer).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: 'saeed' }).toString(),
    });
    res = await browse(jar, new URL(String(res.headers.get('location')), provider.issuer).toString());
    const html = await res.text();
    expect(html).toContain('document.forms[0].submit()');
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(String(res.headers.get('content-security-policy'))).toContain(`'sha256-${hash}'`);
  });

  it('answers the spec BadRequest for a used code, a code with another state, and a made-up code', async () => {
    const { trip, res } = await signInWith('saeed');
    expect(res.statusCode).toBe(200);

    const sameAgain = await authorizeUser({ accessCode: trip.code, state: trip.state }, trip.binding);
    expect(sameAgain.statusCode).toBe(400);
    expect(sameAgain.json()).toEqual(refusal('BadRequest', INACTIVE));

    const fresh = await start(t.app);
    const freshState = String(new URL(fresh.location).searchParams.get('state'));
    const replayed = await authorizeUser({ accessCode: trip.code, state: freshState }, fresh.binding);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual(refusal('BadRequest', INACTIVE));

    const bogusStart = await start(t.app);
    const bogus = await authorizeUser(
      {
        accessCode: 'not-a-real-code',
        state: String(new URL(bogusStart.location).searchParams.get('state')),
      },
      bogusStart.binding,
    );
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json()).toEqual(refusal('BadRequest', INACTIVE));
  });

  it('refuses a missing, unknown, expired or other-browser state, and a stolen return does not burn the real one', async () => {
    const trip = await roundTrip('saeed');

    const missing = await authorizeUser({ accessCode: trip.code }, trip.binding);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(refusal('BadRequest', INVALID_STATE));

    const unknown = await authorizeUser({ accessCode: trip.code, state: 'x'.repeat(43) }, trip.binding);
    expect(unknown.json()).toEqual(refusal('BadRequest', INVALID_STATE));

    // Login CSRF: the code and state reach another browser (no binding, or its own binding).
    const noCookie = await authorizeUser({ accessCode: trip.code, state: trip.state });
    expect(noCookie.json()).toEqual(refusal('BadRequest', INVALID_STATE));
    const other = await start(t.app);
    const otherBrowser = await authorizeUser({ accessCode: trip.code, state: trip.state }, other.binding);
    expect(otherBrowser.json()).toEqual(refusal('BadRequest', INVALID_STATE));

    const rightful = await authorizeUser({ accessCode: trip.code, state: trip.state }, trip.binding);
    expect(rightful.statusCode).toBe(200);

    const late = await roundTrip('saeed');
    t.clock.advance({ minutes: 11 });
    const expired = await authorizeUser({ accessCode: late.code, state: late.state }, late.binding);
    expect(expired.json()).toEqual(refusal('BadRequest', INVALID_STATE));

    const reasons = (await t.db.select().from(auditLog).where(eq(auditLog.action, 'auth.uaepass'))).map(
      (a) => a.reason,
    );
    expect(reasons).toEqual(
      expect.arrayContaining(['state_missing', 'state_unknown', 'state_binding', 'state_expired']),
    );
  });

  it('validates the body: no code is a 400 with the all-fields message', async () => {
    const res = await authorizeUser({ state: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({
      status: 'BadRequest',
      message: ['All fields are required'],
      code: 'rule.allFieldsRequired',
    });
  });
});

describe('linking UAE PASS to an existing account', () => {
  /** A password account with a typed Emirates ID and a mobile of its own. */
  async function passwordAccount(emiratesId: string) {
    const user = await createUser(testDb.database.db, { dateOfBirth: '1991-02-14' });
    await t.db.update(users).set({ documentTypeId: 1, documentId: emiratesId }).where(eq(users.id, user.id));
    const session = await signIn(t.app, user);
    return { ...user, token: session.token };
  }

  const rowOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

  it('never attaches UAE PASS to an account where someone only typed that Emirates ID', async () => {
    const stranger = await passwordAccount(String(VICTIM.claims.idn));
    const { res } = await signInWith('victim');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(
      refusal(
        'Duplicate',
        'An account with your Emirates ID already exists. Sign in to it with its mobile number and password, then link UAE PASS from My Profile. If that account is not yours, please contact 8007267.',
      ),
    );
    expect(refreshCookieOf(res)).toBeUndefined();
    expect((await rowOf(stranger.id))?.uaePassUuid).toBeNull();
    const denied = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.uaepass'), eq(auditLog.reason, 'sign_in_to_link')));
    expect(denied.length).toBeGreaterThan(0);
  });

  it('links from inside: the signed-in owner starts the trip, UAE PASS proves the person, later sign-ins land there', async () => {
    const owner = await passwordAccount(String(LINKER.claims.idn));
    expect((await signInWith('linker')).res.statusCode).toBe(409);

    const started = await t.app.inject({
      method: 'POST',
      url: '/api/auth/uaepass/link',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(started.statusCode).toBe(200);
    const { authorizeUrl } = (started.json() as { data: { authorizeUrl: string } }).data;
    expect(authorizeUrl.startsWith(`${provider.issuer}/auth`)).toBe(true);
    const binding = (started.cookies as { name: string; value: string }[]).find((c) => c.name === BINDING);
    const trip = await roundTrip('linker', {
      begin: { location: authorizeUrl, binding: String(binding?.value) },
    });
    const back = await authorizeUser({ accessCode: trip.code, state: trip.state }, trip.binding);
    expect(back.statusCode).toBe(200);
    expect(back.json().message).toEqual({
      status: 'Linked',
      message: ['UAE PASS is now linked to your account.'],
      code: 'uaepass.linked',
    });
    expect(loginResponse.parse(back.json()).data).toMatchObject({ userId: owner.id, uaeUser: '1' });
    const row = await rowOf(owner.id);
    expect(row?.uaePassUuid).toBe(LINKER.claims.uuid);
    expect(row?.documentVerifiedAt).not.toBeNull();

    const again = await signInWith('linker');
    expect(again.res.statusCode).toBe(200);
    expect(loginResponse.parse(again.res.json()).data.userId).toBe(owner.id);
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/auth/uaepass/link',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(twice.json()).toEqual(
      refusal('Duplicate', 'Your account is already linked to a UAE PASS account.'),
    );
  });

  it('refuses a link from inside when UAE PASS asserts another Emirates ID than the account holds', async () => {
    const owner = await passwordAccount('784199100000999');
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/auth/uaepass/link',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const binding = (started.cookies as { name: string; value: string }[]).find((c) => c.name === BINDING);
    const trip = await roundTrip('mismatch', {
      begin: { location: started.json().data.authorizeUrl, binding: String(binding?.value) },
    });
    const back = await authorizeUser({ accessCode: trip.code, state: trip.state }, trip.binding);
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual(
      refusal(
        'Duplicate',
        'The details of your UAE PASS account do not match your portal account. Please contact 8007267.',
      ),
    );
    expect((await rowOf(owner.id))?.uaePassUuid).toBeNull();
  });

  it('starts a link only for a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/uaepass/link' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/User/completeprofile', () => {
  it('fills what a UAE PASS profile lacks and refuses to replace anything already there', async () => {
    const { res } = await signInWith('layla');
    expect(res.statusCode).toBe(200);
    const session = loginResponse.parse(res.json()).data;
    expect(session).toMatchObject({ userId: laylaUserId, isDOBAvailable: false, uaeUser: '1' });

    expect((await completeProfile(undefined, { dateOfBirth: '1992-06-15' })).statusCode).toBe(401);
    const future = await completeProfile(session.token, { dateOfBirth: '2031-01-01' });
    expect(future.json()).toEqual(refusal('Invalid', 'Enter valid date of birth'));

    const ok = await completeProfile(session.token, {
      dateOfBirth: '1992-06-15',
      countryId: 5,
      firstName: 'X',
    });
    expect(ok.statusCode).toBe(200);
    const body = uaePassCompleteProfileResponse.parse(ok.json());
    expect(body.message).toEqual({
      status: 'Success',
      message: ['Profile updated successfully'],
      code: 'uaepass.profileUpdated',
    });
    expect(body.data).toMatchObject({
      isDOBAvailable: true,
      countryCode: 'IN',
      firstName: 'Layla',
      uaeUser: '1',
    });

    const fixed = 'Details confirmed by UAE PASS or already on your profile cannot be changed here.';
    expect((await completeProfile(session.token, { countryId: 6 })).json()).toEqual(
      refusal('Invalid', fixed),
    );
    expect((await completeProfile(session.token, { genderId: 1 })).json()).toEqual(refusal('Invalid', fixed));
    expect((await completeProfile(session.token, { dateOfBirth: '1992-06-15' })).statusCode).toBe(200);
  });

  it('checks a date of birth against the Emirates ID on the profile', async () => {
    await t.db
      .update(users)
      .set({ dateOfBirth: null })
      .where(eq(users.uaePassUuid, SAEED_PORTAL_USER.uaePassUuid));
    const { res } = await signInWith('saeed');
    const { token } = loginResponse.parse(res.json()).data;
    const wrong = await completeProfile(token, { dateOfBirth: '1990-11-03' });
    expect(wrong.json()).toEqual(refusal('Invalid', 'Invalid Emirates Id or date of birth'));
    expect((await completeProfile(token, { dateOfBirth: SAEED_PORTAL_USER.dateOfBirth })).statusCode).toBe(
      200,
    );
  });

  it('is only for sessions opened with UAE PASS', async () => {
    const session = await signIn(t.app, await createUser(t.db));
    const res = await completeProfile(session.token, { countryId: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message.status).toBe('Forbidden');
  });
});

describe('UAE PASS logout', () => {
  it("sends a UAE PASS user through the provider's logout back to /home/login", async () => {
    const jar = new CookieJar();
    const { res } = await signInWith('saeed', { jar });
    const { token } = loginResponse.parse(res.json()).data;
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    const config = uaePassConfigResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/auth/uaepass/config' })).json(),
    );

    const confirm = await browse(jar, String(config.data.logoutUrl));
    expect(confirm.status).toBe(200);
    const page = await confirm.text();
    expect(page).toContain('Sign out of UAE PASS?');
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
    const done = await browse(jar, new URL(String(action), provider.issuer).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: String(xsrf), logout: 'yes' }).toString(),
    });
    expect(done.status).toBe(303);
    expect(String(done.headers.get('location'))).toBe(REDIRECT_URI);

    // Signed out at the provider: the next sign-in shows the account page again.
    const next = await roundTrip('saeed', { jar });
    expect(next.page).toContain('Demo UAE PASS accounts');
  });
});

describe('UAE PASS configuration and claims', () => {
  const config = testConfig();

  it('is off in production without an issuer, and off anywhere with UAEPASS_ENABLED=false', () => {
    expect(loadUaePassSettings({ ...config, production: true }, {})).toBeNull();
    expect(loadUaePassSettings(config, { UAEPASS_ENABLED: 'false' })).toBeNull();
  });

  it('defaults to the development provider outside production, for both brands', () => {
    const settings = loadUaePassSettings(config, {});
    expect(settings).toMatchObject({
      mode: 'development',
      issuer: 'http://127.0.0.1:8090',
      scope: `openid ${UAEPASS_SCOPE}`,
      acrValues: null,
    });
    expect(settings?.redirectUris).toEqual(
      expect.arrayContaining(['http://127.0.0.1:8080/home/login', 'http://localhost:8081/home/login']),
    );
    expect(loadUaePassSettings({ ...config, port: 8180 }, {})?.issuer).toBe('http://127.0.0.1:8190');
    expect(loadUaePassSettings(config, { UAEPASS_DEV_PORT: '9999' })?.issuer).toBe('http://127.0.0.1:9999');
  });

  it("takes a real UAE PASS from the environment, with UAE PASS's scope and acr defaults, and refuses half a configuration", () => {
    const env = {
      UAEPASS_ISSUER: 'https://stg-id.uaepass.ae/idshub/',
      UAEPASS_CLIENT_ID: 'client',
      UAEPASS_CLIENT_SECRET: 'secret',
      UAEPASS_REDIRECT_URIS: 'https://portal.example/home/login, https://colab.example/home/login',
      UAEPASS_LOGOUT_URL: 'https://stg-id.uaepass.ae/idshub/logout',
    };
    expect(loadUaePassSettings({ ...config, production: true }, env)).toMatchObject({
      mode: 'external',
      issuer: 'https://stg-id.uaepass.ae/idshub',
      scope: UAEPASS_SCOPE,
      acrValues: UAEPASS_ACR_LOW,
      tokenAuthMethod: 'client_secret_basic',
      redirectUris: ['https://portal.example/home/login', 'https://colab.example/home/login'],
      logoutUrl: 'https://stg-id.uaepass.ae/idshub/logout',
    });
    expect(() => loadUaePassSettings(config, { ...env, UAEPASS_CLIENT_SECRET: '' })).toThrow(/CLIENT_SECRET/);
    expect(() => loadUaePassSettings(config, { ...env, UAEPASS_REDIRECT_URIS: '' })).toThrow(/REDIRECT_URIS/);
  });

  it('reads UAE PASS claims into portal fields, dropping what does not fit', () => {
    expect(splitUaeMobile('971505550002')).toEqual({ callingCode: '971', mobile: '505550002' });
    expect(splitUaeMobile('+971 50 555 0002')).toEqual({ callingCode: '971', mobile: '505550002' });
    expect(splitUaeMobile('0505550002')).toEqual({ callingCode: '971', mobile: '505550002' });
    expect(splitUaeMobile('447700900123')).toBeNull();
    expect(
      identityOf({
        sub: 's',
        uuid: 'u',
        userType: 'sop3',
        fullnameEN: 'Mohammed bin Rashid Al Maktoum',
        email: 'not an email',
        idn: '784-1980-1234567-1',
        gender: 'M',
        dob: '15/07/1980',
      }),
    ).toMatchObject({
      uuid: 'u',
      userType: 'SOP3',
      firstName: 'Mohammed',
      lastName: 'bin Rashid Al Maktoum',
      email: null,
      mobile: null,
      genderId: 1,
      dateOfBirth: '1980-07-15',
      emiratesId: '784198012345671',
    });
  });
});
