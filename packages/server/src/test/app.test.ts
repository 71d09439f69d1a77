import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { healthResponse } from '@portal/contract';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../db/schema';
import { REDACT_PATHS } from '../logger';
import {
  CapturingSmsGateway,
  createTestApp,
  createUser,
  generationCookieOf,
  identify,
  login,
  post,
  refreshCookieOf,
  signIn,
  useTestApp,
} from './harness';

const t = useTestApp();
let distRoot: string;

beforeAll(async () => {
  distRoot = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(distRoot, 'dist/assets'), { recursive: true });
  writeFileSync(
    path.join(distRoot, 'dist/index.html'),
    '<!doctype html><title>Al Dhannah</title><div id="root"></div>',
  );
  writeFileSync(path.join(distRoot, 'dist/assets/index-3f9a1c.js'), 'console.log(1)');
  // What the build's precompress step writes beside each file.
  writeFileSync(path.join(distRoot, 'dist/assets/index-3f9a1c.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(path.join(distRoot, 'dist/assets/index-3f9a1c.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(path.join(distRoot, 'dist/favicon.ico'), 'icon');
});
afterAll(async () => {
  rmSync(distRoot, { recursive: true, force: true });
});

const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;" +
  "object-src 'none';base-uri 'none';frame-ancestors 'none';form-action 'self'";

describe('health and readiness', () => {
  it('answers health and, while the database answers, ready', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(healthResponse.parse(health.json()).data).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ status: 'ready' });
  });

  it('answers 503 on ready when the database does not answer', async () => {
    const down = await createTestApp({
      ...t.database,
      ping: async () => {
        throw new Error('connection refused');
      },
    });
    try {
      const ready = await down.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().data).toEqual({ status: 'unavailable' });
      expect((await down.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await down.app.close();
    }
  });
});

describe('headers', () => {
  it('sends the CSP of SECURITY.md, the usual security headers and no-store on every API answer', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/user/profile' }),
      await t.app.inject({ method: 'GET', url: '/api/no/such/route' }),
      await post(t.app, '/api/auth/identify', { mobile: 'x' }),
    ]) {
      expect(res.headers['content-security-policy']).toBe(CSP);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('answers unknown API routes with a 404 envelope', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/no/such/route' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: { status: 'NotFound', message: ['Not found.'], code: 'auth.notFound' },
        data: null,
      });
    }
  });

  it('tags every answer with a request id, keeping a sane one from the load balancer', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-42' },
    });
    expect(given.headers['x-request-id']).toBe('lb-42');
    const odd = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b\u0000c' },
    });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('production mode', () => {
  it('has no development outbox, and the console gateway keeps no code', async () => {
    const prod = await createTestApp(t.database, {
      config: { production: true, nodeEnv: 'production' },
    });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/dev/outbox?mobile=971501234567' });
      expect(res.statusCode).toBe(404);
      const user = await createUser(prod.db);
      expect((await identify(prod.app, user)).statusCode).toBe(200);
      const rows = await prod.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, user.mobile));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.code).toBeNull();
      expect(rows[0]?.body).not.toMatch(/\d{6}/);
    } finally {
      await prod.app.close();
    }
  });

  it('has no outbox with another SMS gateway in development either', async () => {
    const other = await createTestApp(t.database, { sms: new CapturingSmsGateway() });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/dev/outbox?mobile=971501234567' });
      expect(res.statusCode).toBe(404);
    } finally {
      await other.app.close();
    }
  });

  it('sets the refresh cookie as __Host-, Secure, Path=/ and reads it back', async () => {
    const sms = new CapturingSmsGateway();
    const prod = await createTestApp(t.database, {
      config: { production: true, nodeEnv: 'production' },
      sms,
    });
    try {
      const user = await createUser(prod.db);
      await identify(prod.app, user);
      const res = await login(prod.app, user, sms.lastCode(user.mobile));
      expect(res.statusCode).toBe(200);
      const cookie = refreshCookieOf(res);
      expect(cookie).toMatchObject({
        name: '__Host-portal_rt',
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
        path: '/',
      });
      expect(generationCookieOf(res)).toMatchObject({
        name: '__Host-portal_rg',
        secure: true,
        sameSite: 'Strict',
        path: '/',
      });
      expect(generationCookieOf(res)?.httpOnly).toBeFalsy();
      const rotated = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/refreshtoken',
        cookies: { '__Host-portal_rt': cookie?.value as string },
      });
      expect(rotated.statusCode).toBe(200);
      // The development name is not honoured in production.
      const devName = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/refreshtoken',
        cookies: { portal_rt: refreshCookieOf(rotated)?.value as string },
      });
      expect(devName.statusCode).toBe(401);
    } finally {
      await prod.app.close();
    }
  });
});

describe('logs', () => {
  it('never contain the password, the code, the tokens or the cookie', async () => {
    let output = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    const logger = pino({ level: 'trace', redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, sink);
    const sms = new CapturingSmsGateway();
    const logged = await createTestApp(t.database, { sms, logger });
    try {
      const user = await createUser(logged.db);
      await identify(logged.app, user);
      const code = sms.lastCode(user.mobile);
      const res = await login(logged.app, user, code);
      const token = res.json().data.token as string;
      const refresh = refreshCookieOf(res)?.value as string;
      await post(logged.app, '/api/auth/refreshtoken', {}, { cookie: refresh });
      await logged.app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: { authorization: `Bearer ${token}` },
      });
      await post(logged.app, '/api/auth/logout', {}, { cookie: refresh, bearer: token });

      expect(output).toContain('"reqId"');
      expect(output).toContain('/api/auth/login');
      for (const secret of [user.password, code, token, refresh]) expect(output).not.toContain(secret);
    } finally {
      await logged.app.close();
    }
  });
});

describe('brand site', () => {
  it('serves files, hands page addresses to the client router and caches hashed assets for good', async () => {
    const site = await createTestApp(t.database, {
      site: { id: 'aldhannah', name: 'Al Dhannah Hospital', distDir: path.join(distRoot, 'dist') },
    });
    try {
      const page = await site.app.inject({
        method: 'GET',
        url: '/home/login',
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toBe(CSP);
      const root = await site.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(root.body).toContain('<div id="root">');

      const asset = await site.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.body).toBe('console.log(1)');
      for (const [accept, encoding, decode] of [
        ['br, gzip', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
      ] as const) {
        const packed = await site.app.inject({
          method: 'GET',
          url: '/assets/index-3f9a1c.js',
          headers: { 'accept-encoding': accept },
        });
        expect(packed.headers['content-encoding']).toBe(encoding);
        expect(packed.headers.vary).toContain('accept-encoding');
        expect(decode(packed.rawPayload).toString()).toBe('console.log(1)');
      }
      const icon = await site.app.inject({ method: 'GET', url: '/favicon.ico' });
      expect(icon.headers['cache-control']).toBe('no-cache');

      const missingAsset = await site.app.inject({
        method: 'GET',
        url: '/assets/gone.js',
        headers: { accept: '*/*' },
      });
      expect(missingAsset.statusCode).toBe(404);
      const api = await site.app.inject({
        method: 'GET',
        url: '/api/nothing',
        headers: { accept: 'text/html' },
      });
      expect(api.statusCode).toBe(404);
      expect(api.json().message.status).toBe('NotFound');
      expect((await site.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await site.app.close();
    }
  });

  it("allows the page's inline preload script by its hash, not by 'unsafe-inline'", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-dist-inline-'));
    const script = "document.head.appendChild(document.createElement('link'))";
    writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><head><script>${script}</script></head><div id="root"></div>`,
    );
    const site = await createTestApp(t.database, {
      site: { id: 'aldhannah', name: 'Al Dhannah Hospital', distDir: dir },
    });
    try {
      const page = await site.app.inject({
        method: 'GET',
        url: '/auth/dashboard',
        headers: { accept: 'text/html' },
      });
      const hash = createHash('sha256').update(script).digest('base64');
      expect(page.headers['content-security-policy']).toBe(
        CSP.replace("script-src 'self'", `script-src 'self' 'sha256-${hash}'`),
      );
    } finally {
      await site.app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sends the signed-in addresses the page with the dashboard painted, allowing the scripts of both pages', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-dist-pages-'));
    const scripts = { index: 'window.signIn = 1', auth: 'window.dashboard = 1' };
    for (const [page, script] of Object.entries(scripts))
      writeFileSync(
        path.join(dir, `${page}.html`),
        `<!doctype html><title>${page}</title><div id="root"></div><script>${script}</script>`,
      );
    const site = await createTestApp(t.database, {
      site: { id: 'aldhannah', name: 'Al Dhannah Hospital', distDir: dir },
    });
    try {
      const open = (url: string) => site.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      for (const url of ['/auth/dashboard', '/auth', '/AUTH/profile?tab=1', '/auth/']) {
        const page = await open(url);
        expect(page.body, url).toContain('<title>auth</title>');
        expect(page.headers['cache-control'], url).toBe('no-cache');
      }
      for (const url of ['/', '/home/login', '/authority', '/valet/login'])
        expect((await open(url)).body, url).toContain('<title>index</title>');
      const hashes = Object.values(scripts)
        .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`)
        .join(' ');
      expect((await open('/home/login')).headers['content-security-policy']).toBe(
        CSP.replace("script-src 'self'", `script-src 'self' ${hashes}`),
      );
    } finally {
      await site.app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('still serves /api when the brand is not built, and says how to build it', async () => {
    const site = await createTestApp(t.database, {
      site: { id: 'colab', name: 'Colab Medical Centre', distDir: path.join(distRoot, 'missing') },
    });
    try {
      const page = await site.app.inject({
        method: 'GET',
        url: '/home/login',
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('pnpm build');
      expect((await site.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await signIn(site.app, await createUser(site.db));
    } finally {
      await site.app.close();
    }
  });
});
