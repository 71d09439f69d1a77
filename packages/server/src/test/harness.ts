/**
 * Test support (not a test file): a database per test file, apps with a movable clock, and the
 * calls a client makes, all through app.inject.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { SmsGateway, SmsMessage } from '../adapters/sms/port';
import { buildApp } from '../app';
import { loadBrands } from '../brands';
import type { Clock } from '../clock';
import { type Config, loadConfig, REPO_ROOT } from '../config';
import type { DemoUser } from '../db/demo-users';
import { type AppDb, type Database, openDatabase } from '../db/index';
import { migrate } from '../db/migrate';
import { users } from '../db/schema';
import { seedDemo } from '../db/seed/index';
import type { BrandSite } from '../http/static';
import { hashPassword } from '../services/passwords';

export interface TestDatabase {
  database: Database;
  close(): Promise<void>;
}

/** The brands under brands/, read once per test file. */
const brands = loadBrands(REPO_ROOT);

export interface TestDatabaseOptions {
  /** False leaves the migrated database empty: the seed writes through schema.ts, which may disagree. */
  seed?: boolean;
}

/**
 * A fresh, migrated and seeded database: in-memory PGlite, or with DATABASE_URL a new database on
 * that server, dropped again by close(), so the same tests run on real PostgreSQL.
 */
export async function createTestDatabase({ seed = true }: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    await migrate(database);
    if (seed) await seedDemo(database.db, await brands);
    return { database, close: () => database.close() };
  }
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolMax: 4 });
  try {
    await migrate(database);
    if (seed) await seedDemo(database.db, await brands);
  } catch (error) {
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
    throw error;
  }
  return {
    database,
    close: async () => {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** A clock tests move by hand; starts at a fixed instant so runs are repeatable. */
export class TestClock {
  private current: number;
  constructor(start = '2026-03-02T08:00:00.000Z') {
    this.current = Date.parse(start);
  }
  readonly now: Clock = () => new Date(this.current);
  advance({ hours = 0, minutes = 0, seconds = 0 }: { hours?: number; minutes?: number; seconds?: number }) {
    this.current += ((hours * 60 + minutes) * 60 + seconds) * 1000;
  }
}

/** Uploaded files of this test process: a folder of its own, never the repository's data folder. */
export const TEST_FILES_DIR = path.join(tmpdir(), `portal-test-files-${process.pid}`);

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEV_OUTBOX: '1', STORAGE_DIR: TEST_FILES_DIR }),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  config: Config;
  db: AppDb;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  clock?: TestClock;
  sms?: SmsGateway;
  site?: BrandSite;
  logger?: FastifyBaseLogger;
}

export async function createTestApp(database: Database, options: TestAppOptions = {}): Promise<TestApp> {
  const clock = options.clock ?? new TestClock();
  const config = testConfig(options.config);
  const app = await buildApp({
    database,
    config,
    clock: clock.now,
    sms: options.sms,
    site: options.site,
    logger: options.logger,
  });
  await app.ready();
  return { app, clock, config, db: database.db };
}

/**
 * A fresh database for the whole test file: registers its beforeAll and afterAll. The object is
 * filled in by beforeAll, so it is read in tests and hooks, never while the file loads.
 */
export function useTestDatabase(options: TestDatabaseOptions = {}): TestDatabase {
  const context = {} as TestDatabase;
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    opened = await createTestDatabase(options);
    Object.assign(context, opened);
  });
  afterAll(async () => {
    await opened?.close();
  });
  return context;
}

export interface TestContext extends TestApp {
  /** The app's database, for a second app on it (other settings, another clock). */
  database: Database;
}

/**
 * A fresh database and an app on it for the whole test file, closed after it (useTestDatabase):
 * the object is filled in by beforeAll. A file's own beforeAll, registered after this call, runs
 * once the app is up.
 */
export function useTestApp(options: TestAppOptions = {}): TestContext {
  const testDb = useTestDatabase();
  const context = {} as TestContext;
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(testDb.database, options);
    Object.assign(context, app, { database: testDb.database });
  });
  afterAll(async () => {
    await app?.app.close();
  });
  return context;
}

export interface Credentials {
  callingCode: string;
  mobile: string;
  password: string;
}

const TEST_PASSWORD = 'Test@12345';
let testPasswordHash: Promise<string> | undefined;
let nextMobile = 0;
const mobileBase = 10_000 + Math.floor(Math.random() * 80_000);

/** A patient of its own, so one test's failures and limits never touch another's. */
export async function createUser(
  db: AppDb,
  overrides: Partial<Omit<DemoUser, 'password' | 'mobile' | 'callingCode'>> = {},
): Promise<Credentials & { id: number }> {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  nextMobile += 1;
  const mobile = `55${mobileBase}${String(nextMobile).padStart(3, '0')}`;
  const [row] = await db
    .insert(users)
    .values({
      roleId: overrides.roleId ?? 1,
      firstName: overrides.firstName ?? 'Test',
      lastName: overrides.lastName ?? `Patient ${nextMobile}`,
      email: overrides.email ?? null,
      callingCode: '971',
      mobile,
      passwordHash: await testPasswordHash,
      isDefaultPassword: overrides.isDefaultPassword ?? false,
      genderId: overrides.genderId ?? 2,
      dateOfBirth: overrides.dateOfBirth ?? '1992-06-15',
      facilityId: overrides.facilityId ?? 'AD10',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('test user was not created');
  return { id: row.id, callingCode: '971', mobile, password: TEST_PASSWORD };
}

type Inject = { ip?: string; cookie?: string; bearer?: string; headers?: Record<string, string> };

export function post(app: FastifyInstance, url: string, payload?: unknown, options: Inject = {}) {
  return app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    headers: {
      ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
      ...options.headers,
    },
    ...(options.cookie ? { cookies: { portal_rt: options.cookie } } : {}),
  });
}

export function identify(app: FastifyInstance, user: Credentials, options: Inject = {}) {
  return post(
    app,
    '/api/auth/identify',
    { callingCode: user.callingCode, mobile: user.mobile, password: user.password, isInvokedForLogin: true },
    options,
  );
}

export function login(app: FastifyInstance, user: Credentials, otp: string, options: Inject = {}) {
  return post(
    app,
    '/api/auth/login',
    { callingCode: user.callingCode, mobile: user.mobile, password: user.password, otp },
    options,
  );
}

export interface OutboxMessage {
  to: string;
  text: string;
  code: string | null;
  purpose: string | null;
  createdAt: string;
}

/** What the development outbox shows for a number, newest first, as the e2e tests read it. */
export async function outbox(app: FastifyInstance, user: Pick<Credentials, 'callingCode' | 'mobile'>) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?mobile=${user.callingCode}${user.mobile}`,
  });
  if (res.statusCode !== 200) throw new Error(`outbox answered ${res.statusCode}`);
  return (res.json() as { data: OutboxMessage[] }).data;
}

export async function latestCode(app: FastifyInstance, user: Credentials): Promise<string> {
  const [message] = await outbox(app, user);
  if (!message?.code) throw new Error(`no code in the outbox for ${user.mobile}`);
  return message.code;
}

export interface ResponseCookie {
  name: string;
  value: string;
  path?: string;
  maxAge?: number;
  expires?: Date;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: string;
}

export function refreshCookieOf(res: LightMyRequestResponse): ResponseCookie | undefined {
  return (res.cookies as ResponseCookie[]).find(
    (cookie) => cookie.name === 'portal_rt' || cookie.name === '__Host-portal_rt',
  );
}

/** The refresh cookie's generation (contract: REFRESH_GENERATION_COOKIE), set or cleared beside it. */
export function generationCookieOf(res: LightMyRequestResponse): ResponseCookie | undefined {
  return (res.cookies as ResponseCookie[]).find(
    (cookie) => cookie.name === 'portal_rg' || cookie.name === '__Host-portal_rg',
  );
}

export interface Session {
  token: string;
  refresh: string;
  login: LightMyRequestResponse;
}

/** identify, read the code from the outbox, login: what the portal does. */
export async function signIn(
  app: FastifyInstance,
  user: Credentials,
  options: Inject = {},
): Promise<Session> {
  const first = await identify(app, user, options);
  if (first.statusCode !== 200) throw new Error(`identify answered ${first.statusCode}: ${first.body}`);
  const res = await login(app, user, await latestCode(app, user), options);
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
  const refresh = refreshCookieOf(res)?.value;
  if (!refresh) throw new Error('login set no refresh cookie');
  return { token: (res.json() as { data: { token: string } }).data.token, refresh, login: res };
}

export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

/** Stands in for a real SMS provider: keeps what it was asked to send, writes nothing anywhere. */
export class CapturingSmsGateway implements SmsGateway {
  readonly name = 'capture';
  readonly sent: SmsMessage[] = [];
  async send(message: SmsMessage): Promise<void> {
    this.sent.push(message);
  }
  lastCode(mobile: string): string {
    const message = this.sent.findLast((m) => m.mobile === mobile);
    if (!message) throw new Error(`nothing sent to ${mobile}`);
    return message.code;
  }
}
