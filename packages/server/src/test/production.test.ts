import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/demo-users';
import { facilities, hospitalDoctors, users } from '../db/schema';
import { refuseDemoAccounts } from '../db/seed/index';
import { startServer } from '../server';
import { createTestApp, useTestDatabase } from './harness';

const testDb = useTestDatabase();
let scratch: string;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'portal-production-'));
});
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
});

const PRODUCTION = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  PORT: '0',
  JWT_SECRET: 'a-production-secret-of-at-least-32-bytes!',
  SMS_GATEWAY: 'http',
  SMS_HTTP_URL: 'https://sms.example.invalid/v1/messages',
  SMS_HTTP_TOKEN: 'provider-token',
  SMS_HTTP_SENDER: 'ADH',
};

describe('production start', () => {
  it('refuses before opening the database or listening: no JWT_SECRET, the console SMS gateway', async () => {
    const dataDir = path.join(scratch, 'refused');
    await expect(
      startServer({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir } }),
    ).rejects.toThrow(/NODE_ENV=production refuses to start: JWT_SECRET is required.*SMS_GATEWAY=console/);
    await expect(startServer({ env: { ...PRODUCTION, DEMO_SEED: '1', DATA_DIR: dataDir } })).rejects.toThrow(
      /DEMO_SEED/,
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it('seeds no demo accounts and no simulated hospital, only the facilities and locations, and has no outbox', async () => {
    const dataDir = path.join(scratch, 'fresh');
    const server = await startServer({ env: { ...PRODUCTION, DATA_DIR: dataDir } });
    try {
      const db = server.database.db;
      const [people] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      expect(people?.n).toBe(0);
      const [doctors] = await db.select({ n: sql<number>`count(*)::int` }).from(hospitalDoctors);
      expect(doctors?.n).toBe(0);
      expect((await db.select({ id: facilities.id }).from(facilities)).map((f) => f.id).sort()).toEqual([
        'AD10',
        'BM10',
      ]);
      const site = server.sites[0];
      const outbox = await fetch(`${site?.url}/api/dev/outbox?mobile=971${DEMO_USERS.aisha.mobile}`);
      expect(outbox.status).toBe(404);
      const signIn = await fetch(`${site?.url}/api/auth/identify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...DEMO_USERS.aisha, isInvokedForLogin: true }),
      });
      expect(((await signIn.json()) as { message: { status: string } }).message.status).toBe('NotFound');
    } finally {
      await server.close();
    }
  });

  it('refuses a database that holds demo accounts with their published passwords', async () => {
    await expect(refuseDemoAccounts(testDb.database.db)).rejects.toThrow(
      /demo accounts with published passwords: 971501234567.*start on a database without the demo seed/,
    );
  });
});

describe('development outbox', () => {
  it('needs DEV_OUTBOX=1 even in development with the console gateway', async () => {
    const t = await createTestApp(testDb.database, { config: { devOutbox: false } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?mobile=971501234567' });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.app.close();
    }
  });
});
