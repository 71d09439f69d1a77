import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ServerText } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBundled, loadBrands } from '../brands';
import { REPO_ROOT } from '../config';
import { DEMO_USERS } from '../db/demo-users';
import type { BrandSite } from '../http/static';
import { startServer } from '../server';
import {
  createTestApp,
  createUser,
  post,
  refreshCookieOf,
  signIn,
  type TestApp,
  TestClock,
  testConfig,
  useTestDatabase,
} from './harness';

/** A request with the Host header a browser on that address would send (fetch cannot set it). */
function send(url: string, host: string, pathName: string, body?: unknown) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const target = new URL(pathName, url);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      target,
      {
        method: payload ? 'POST' : 'GET',
        headers: {
          host,
          'x-channel': 'PatientPortal',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('brands under brands/', () => {
  it('are each a folder with its key, facility and locations, sorted by key', async () => {
    const brands = await loadBrands(REPO_ROOT);
    expect(brands.length).toBeGreaterThan(0);
    expect(brands.map((b) => b.site.key)).toEqual(brands.map((b) => b.site.key).sort());
    for (const { site, seed, distDir } of brands) {
      expect(site.facilityId).toMatch(/^[A-Z]{2}\d{2}$/);
      expect(seed.locations.length).toBeGreaterThan(0);
      expect(distDir).toBe(path.join(REPO_ROOT, 'brands', site.key, 'dist'));
    }
  });
});

describe("a brand's TypeScript in the server's bundle", () => {
  // The bundled server (scripts/server.mjs) has no TypeScript loader: it imports each brand's
  // modules through esbuild. They must come out as Node's own import of them here gives them.
  it('comes out the same through esbuild as through the TypeScript loader', async () => {
    const brands = await loadBrands(REPO_ROOT);
    for (const { site } of brands) {
      for (const file of ['brand.ts', 'seed.ts', 'tokens.ts']) {
        const at = path.join(REPO_ROOT, 'brands', site.key, 'src', file);
        const bundled = await importBundled(at);
        expect({ ...bundled }).toEqual({ ...(await import(at)) });
        expect(Object.keys(bundled).length).toBeGreaterThan(0);
      }
    }
  });
});

describe('one server process, many brands', () => {
  it('serves each brand on its own port and, on any port, the brand whose host name the request names', async () => {
    const brands = await loadBrands(REPO_ROOT);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-brands-'));
    const clock = new TestClock();
    const server = await startServer({
      config: testConfig({ databaseUrl: undefined, dataDir, port: 0 }),
      clock: clock.now,
    });
    try {
      expect(server.sites.map((s) => s.brand)).toEqual(brands.map((b) => b.site.key));
      const [first] = server.sites;
      if (!first) throw new Error('no site');
      // The SMS of a sign-in is signed with the name of the brand that served the request. Each
      // check asks a new code, after the resend wait, of the demo patients in turn (send budgets).
      const patients = [DEMO_USERS.aisha, DEMO_USERS.omar, DEMO_USERS.fatima];
      let sent = 0;
      const smsNameVia = async (url: string, host: string) => {
        const patient = patients[sent++ % patients.length] ?? DEMO_USERS.omar;
        clock.advance({ minutes: 2 });
        const identify = await send(url, host, '/api/auth/identify', { ...patient, isInvokedForLogin: true });
        expect(identify.status).toBe(200);
        const outbox = await send(url, host, `/api/dev/outbox?mobile=971${patient.mobile}`);
        return (JSON.parse(outbox.text) as { data: { text: string }[] }).data[0]?.text ?? '';
      };
      for (const site of server.sites) {
        const hostName = site.hosts[0];
        if (!hostName) continue;
        // Through the first brand's port, with this brand's host name: this brand answers.
        expect(await smsNameVia(first.url, hostName)).toContain(site.name);
        // Through its own port under an address no brand claims: still this brand.
        expect(await smsNameVia(site.url, '127.0.0.1')).toContain(site.name);
      }
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('README decision: a session belongs to the brand site it was opened on', () => {
  const testDb = useTestDatabase();
  let siteA: TestApp;
  let siteB: TestApp;
  const site = (id: string) => ({ id, name: `Hospital ${id}`, distDir: null }) satisfies BrandSite;
  beforeAll(async () => {
    siteA = await createTestApp(testDb.database, { site: site('a') });
    siteB = await createTestApp(testDb.database, { site: site('b'), clock: siteA.clock });
  });
  afterAll(async () => {
    await siteA?.app.close();
    await siteB?.app.close();
  });
  const profile = (app: TestApp, token: string) =>
    app.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${token}` },
    });
  const refresh = (app: TestApp, cookie: string) => post(app.app, '/api/auth/refreshtoken', {}, { cookie });
  const expired = {
    status: 'Unauthorized',
    message: [ServerText.sessionExpired],
    code: 'auth.sessionExpired',
  };

  it("refuses one site's access token on another site, for the same account, and keeps it good on its own", async () => {
    const user = await createUser(siteA.db);
    const session = await signIn(siteA.app, user);
    const elsewhere = await profile(siteB, session.token);
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().message).toEqual(expired);
    expect((await profile(siteA, session.token)).statusCode).toBe(200);
  });

  it("refuses one site's refresh token on another site without ending the session on its own", async () => {
    const user = await createUser(siteA.db);
    const session = await signIn(siteA.app, user);
    const elsewhere = await refresh(siteB, session.refresh);
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().message).toEqual(expired);
    // The cookie is the other site's: left as it is (in development the brands share one host).
    expect(refreshCookieOf(elsewhere)).toBeUndefined();
    const home = await refresh(siteA, session.refresh);
    expect(home.statusCode).toBe(200);
    expect(refreshCookieOf(home)?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('lets the same account sign in on each site, each session good on its own site only', async () => {
    const user = await createUser(siteA.db);
    const onA = await signIn(siteA.app, user);
    const onB = await signIn(siteB.app, user);
    expect((await profile(siteA, onA.token)).statusCode).toBe(200);
    expect((await profile(siteB, onB.token)).statusCode).toBe(200);
    expect((await profile(siteA, onB.token)).statusCode).toBe(401);
  });
});
