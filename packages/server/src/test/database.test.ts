import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emiratesIdMatchesBirthYear, isEmiratesIdFormat, timeSlotsResponse } from '@portal/contract';
import { asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { loadBrands } from '../brands';
import { REPO_ROOT } from '../config';
import { DEMO_USERS } from '../db/demo-users';
import { migrate, readMigrations } from '../db/migrate';
import { facilities, locations, serverSecrets, users } from '../db/schema';
import { seedDemo } from '../db/seed/index';
import { startServer } from '../server';
import {
  createTestApp,
  createUser,
  identify,
  latestCode,
  login,
  signIn,
  TestClock,
  testConfig,
  useTestDatabase,
  wrongCode,
} from './harness';
import { AHMED, bookingPayload, clientFor, slotsRequest, TOMORROW } from './hospital-support';

const testDb = useTestDatabase();

describe('migrations and seed', () => {
  it('are applied once: a second run changes nothing', async () => {
    const { database } = testDb;
    expect(await migrate(database)).toEqual([]);
    expect(await seedDemo(database.db, await loadBrands(REPO_ROOT))).toBe(false);
    const applied = await database.transaction((s) =>
      s.query<{ version: string }>('select version from schema_migrations order by version'),
    );
    expect(applied.map((row) => row.version)).toEqual(readMigrations().map((m) => m.version));
    const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(count?.n).toBe(Object.keys(DEMO_USERS).length);
  });

  it('seeds the demo users as documented, with Emirates IDs that obey the spec', async () => {
    const rows = await testDb.database.db.select().from(users).orderBy(asc(users.id));
    for (const demo of Object.values(DEMO_USERS)) {
      const row = rows.find((r) => r.mobile === demo.mobile);
      expect(row).toMatchObject({
        roleId: demo.roleId,
        firstName: demo.firstName,
        lastName: demo.lastName,
        callingCode: '971',
        isDefaultPassword: demo.isDefaultPassword,
        dateOfBirth: demo.dateOfBirth,
        documentTypeId: demo.documentTypeId,
        documentId: demo.documentId,
        facilityId: demo.facilityId,
      });
      if (demo.documentTypeId === 1 && demo.documentId) {
        expect(isEmiratesIdFormat(demo.documentId)).toBe(true);
        expect(emiratesIdMatchesBirthYear(demo.documentId, demo.dateOfBirth as string)).toBe(true);
      }
    }
  });

  it('seeds both brands with facilities AD10 and BM10 and locations in English and Arabic', async () => {
    const db = testDb.database.db;
    expect(await db.select({ id: facilities.id, brand: facilities.brand }).from(facilities)).toEqual(
      expect.arrayContaining([
        { id: 'AD10', brand: 'aldhannah' },
        { id: 'BM10', brand: 'colab' },
      ]),
    );
    const places = await db.select().from(locations);
    expect(places.length).toBeGreaterThanOrEqual(4);
    for (const place of places) {
      expect(place.nameAr).toMatch(/[\u0600-\u06FF]/);
      expect(place.addressAr).toMatch(/[\u0600-\u06FF]/);
      expect(place.latitude).toBeGreaterThan(22);
      expect(place.longitude).toBeGreaterThan(51);
      expect(place.mapLink).toMatch(/^https:\/\//);
    }
  });
});

describe('several servers on one database', () => {
  it('share signing keys, sessions, limits and locks, because none of it lives in process memory', async () => {
    const clock = new TestClock();
    const a = await createTestApp(testDb.database, { clock });
    const b = await createTestApp(testDb.database, { clock });
    try {
      const [key] = await testDb.database.db
        .select()
        .from(serverSecrets)
        .where(eq(serverSecrets.name, 'jwt_hs256'));
      expect(key?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const user = await createUser(a.db);
      await identify(a.app, user);
      // The code sent through server A is checked by server B.
      const session = await signIn(b.app, user);
      const onA = await a.app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect(onA.statusCode).toBe(200);

      const other = await createUser(a.db);
      await identify(a.app, other);
      const code = await latestCode(a.app, other);
      for (let i = 0; i < 4; i += 1) await login(i % 2 ? a.app : b.app, other, wrongCode(code));
      expect((await login(b.app, other, wrongCode(code))).statusCode).toBe(403);
      expect((await identify(a.app, other)).statusCode).toBe(403);
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });

  it('end a session signed out through another, and refuse a slot another booked', async () => {
    const clock = new TestClock();
    const a = await createTestApp(testDb.database, { clock });
    const b = await createTestApp(testDb.database, { clock });
    try {
      const user = await createUser(a.db);
      const session = await signIn(a.app, user);
      const { userId } = (session.login.json() as { data: { userId: number } }).data;
      const [onA, onB] = [clientFor(a.app, session.token, userId), clientFor(b.app, session.token, userId)];

      // A slot booked through server A is gone from server B's search and refused there, though B
      // searched the same day just before (nothing of a search is kept that a booking changes).
      const startsOnB = async () => {
        const search = await onB.post('/api/appointment/timeslots', slotsRequest(['D1001'], TOMORROW));
        return timeSlotsResponse.parse(search.json()).data.morningSlots.map((s) => s.startTime);
      };
      expect(await startsOnB()).toContain('10:00');
      const slot = { ...AHMED, date: TOMORROW, start: '10:00', end: '10:15', familyMemberId: 0 };
      const booked = await onA.post('/api/appointment/bookappointment', bookingPayload(slot));
      expect(booked.statusCode, booked.body).toBe(200);
      const starts = await startsOnB();
      expect(starts).toContain('09:45');
      expect(starts).not.toContain('10:00');
      const refused = await onB.post('/api/appointment/bookappointment', bookingPayload(slot));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message.status).toBe('ESlotTaken');

      // Signed out through A, the access token is refused by B at once (B verified it before).
      expect((await onB.get('/api/user/profile')).statusCode).toBe(200);
      expect((await onA.post('/api/auth/logout')).statusCode).toBe(200);
      expect((await onB.get('/api/user/profile')).statusCode).toBe(401);
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('on PostgreSQL', () => {
  it('every pooled connection plans a prepared statement once, for any values', async () => {
    // Left to choose, PostgreSQL planned the doctor list again on every run (db/index.ts).
    const modes = await Promise.all(
      [1, 2, 3, 4].map(async () => {
        const result = (await testDb.database.db.execute(
          sql`select current_setting('plan_cache_mode') as mode, pg_sleep(0.05)`,
        )) as unknown as { rows: { mode: string }[] };
        return result.rows[0]?.mode;
      }),
    );
    expect(modes).toEqual(Array(4).fill('force_generic_plan'));
    const inTransaction = await testDb.database.db.transaction(async (tx) => {
      const result = (await tx.execute(
        sql`select current_setting('plan_cache_mode') as mode`,
      )) as unknown as {
        rows: { mode: string }[];
      };
      return result.rows[0]?.mode;
    });
    expect(inTransaction).toBe('force_generic_plan');
  });

  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  const backendOf = async (db: typeof testDb.database.db) =>
    Number(rowsOf(await db.execute(sql`select pg_backend_pid() as pid`))[0]?.pid);

  it('statements outside a transaction share two pipelined connections, and one that fails fails alone', async () => {
    const { db } = testDb.database;
    const pids = await Promise.all(Array.from({ length: 12 }, () => backendOf(db)));
    expect(new Set(pids).size).toBeLessThanOrEqual(2);

    const [before, failing, after] = await Promise.allSettled([
      db.execute(sql`select ${1}::int as n`),
      db.execute(sql`select 1 / ${0}::int as n`),
      db.execute(sql`select ${2}::int as n`),
    ]);
    expect(before.status === 'fulfilled' && rowsOf(before.value)[0]?.n).toBe(1);
    expect(failing.status).toBe('rejected');
    expect(String(failing.status === 'rejected' && failing.reason?.cause?.message)).toMatch(
      /division by zero/,
    );
    expect(after.status === 'fulfilled' && rowsOf(after.value)[0]?.n).toBe(2);
  });

  it('a transaction has a connection of its own: its uncommitted rows and settings stay inside it', async () => {
    const { db } = testDb.database;
    const shared = new Set(await Promise.all(Array.from({ length: 6 }, () => backendOf(db))));
    let seenOutside: unknown[] = [];
    await db
      .transaction(async (tx) => {
        expect(shared.has(await backendOf(tx))).toBe(false);
        await tx.execute(sql`set local statement_timeout = 1234`);
        await tx
          .insert(facilities)
          .values({ id: 'TX99', brand: 'colab', hisName: 'tx', nameEn: 'In a transaction', nameAr: 'tx' });
        seenOutside = await db.select().from(facilities).where(eq(facilities.id, 'TX99'));
        const timeoutOutside = rowsOf(
          await db.execute(sql`select current_setting('statement_timeout') as t`),
        );
        expect(timeoutOutside[0]?.t).not.toBe('1234ms');
        tx.rollback();
      })
      .catch(() => {});
    expect(seenOutside).toEqual([]);
    expect(await db.select().from(facilities).where(eq(facilities.id, 'TX99'))).toEqual([]);
  });

  it('a slow statement holds up only the statements sent beside it, not the ones after', async () => {
    const { db } = testDb.database;
    await Promise.all(Array.from({ length: 4 }, () => backendOf(db)));
    // A drizzle query runs when it is awaited or then'd: started here, not at the end.
    const slow = db.execute(sql`select pg_sleep(${0.6}::float8)`).then(() => performance.now());
    await new Promise((resolve) => setTimeout(resolve, 60));
    const started = performance.now();
    await Promise.all(Array.from({ length: 10 }, () => backendOf(db)));
    for (let i = 0; i < 5; i += 1) await backendOf(db);
    const quickDone = performance.now();
    expect(quickDone - started).toBeLessThan(300);
    expect(await slow).toBeGreaterThan(quickDone);
  });

  it('a statement asks for its columns once: later runs leave out Describe and read the same rows', async () => {
    const { db } = testDb.database;
    const describes = vi.spyOn(pg.Connection.prototype, 'describe');
    try {
      // Texts no other test runs, so their first run here is their first anywhere.
      const tag = sql.raw(`/* ${randomUUID()} */`);
      const objectRows = () =>
        db.execute(sql`select ${7}::int as n, ${'x'}::text as s, null::int as z, now() as at ${tag}`);
      const arrayRows = () =>
        db
          .select({ id: facilities.id, name: facilities.nameEn, added: sql<string>`now()`.mapWith(String) })
          .from(facilities)
          .where(sql`${facilities.id} = ${'AD10'} ${tag}`);
      const quotient = (divisor: number) => db.execute(sql`select 10 / ${divisor}::int as q ${tag}`);

      const TIMESTAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/;
      const firstObject = rowsOf(await objectRows());
      const firstArray = await arrayRows();
      expect(rowsOf(await quotient(2))).toEqual([{ q: 5 }]);
      expect(describes).toHaveBeenCalledTimes(3);
      describes.mockClear();

      for (let run = 0; run < 3; run += 1) {
        const [object, array] = await Promise.all([objectRows(), arrayRows()]);
        // Timestamps as drizzle reads them (its own type parsers: text, not Date objects).
        expect(rowsOf(object)).toEqual([{ ...firstObject[0], at: expect.stringMatching(TIMESTAMP) }]);
        expect(rowsOf(object)[0]).toMatchObject({ n: 7, s: 'x', z: null });
        expect(array).toEqual([{ ...firstArray[0], added: expect.stringMatching(TIMESTAMP) }]);
        expect(array[0]?.name).toBeTruthy();
      }
      // A failing run fails alone; the statement runs again after it.
      const [failed, after] = await Promise.allSettled([quotient(0), quotient(5)]);
      expect(String(failed.status === 'rejected' && failed.reason?.cause?.message)).toMatch(
        /division by zero/,
      );
      expect(after.status === 'fulfilled' && rowsOf(after.value)).toEqual([{ q: 2 }]);
      expect(describes).not.toHaveBeenCalled();
    } finally {
      describes.mockRestore();
    }
  });

  it('a shared connection the database drops is opened again for the next statement', async () => {
    const { db } = testDb.database;
    const pids = [...new Set(await Promise.all(Array.from({ length: 6 }, () => backendOf(db))))];
    await testDb.database.transaction(async (session) => {
      for (const pid of pids) await session.query('select pg_terminate_backend($1)', [pid]);
    });
    // The backends leave a moment after they are told to.
    for (let tries = 0; tries < 100; tries += 1) {
      const left = await testDb.database.transaction((session) =>
        session.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where pid = any($1)', [
          pids,
        ]),
      );
      if (left[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Statements already on a dropped connection fail with it; the ones after get a new one.
    await Promise.allSettled([backendOf(db), backendOf(db)]);
    const again = await Promise.all(Array.from({ length: 4 }, () => backendOf(db)));
    for (const pid of again) expect(pids).not.toContain(pid);
  });
});

describe('startServer', () => {
  it('creates, migrates and seeds an embedded database on first start, serves both brands, and reopens it unchanged', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-data-'));
    try {
      const config = testConfig({ databaseUrl: undefined, dataDir, port: 0 });
      const first = await startServer({ config });
      expect(first.sites.map((s) => s.brand)).toEqual(['aldhannah', 'colab']);
      for (const site of first.sites) {
        const res = await fetch(`${site.url}/api/health`);
        expect(res.status).toBe(200);
      }
      const [colab] = first.sites.slice(1);
      const res = await fetch(`${colab?.url}/api/auth/identify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...DEMO_USERS.omar, isInvokedForLogin: true }),
      });
      expect(res.status).toBe(200);
      const outboxRes = await fetch(`${colab?.url}/api/dev/outbox?mobile=971${DEMO_USERS.omar.mobile}`);
      const outbox = (await outboxRes.json()) as { data: { text: string }[] };
      expect(outbox.data[0]?.text).toContain('Colab Medical Centre');
      await first.close();

      const second = await startServer({ config });
      try {
        const [count] = await second.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
        expect(count?.n).toBe(Object.keys(DEMO_USERS).length);
        const again = await fetch(
          `${second.sites[1]?.url}/api/dev/outbox?mobile=971${DEMO_USERS.omar.mobile}`,
        );
        expect(((await again.json()) as { data: unknown[] }).data).toHaveLength(1);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
