/**
 * Several server processes on one database (README: they share a PostgreSQL server) behave as one:
 * sign-in, one-time codes, the account lock and booking keep their state in the database, not in a
 * process. Two apps, each with its own context (token service, gateways, caches) as two processes
 * have, on one database: a step done through one is seen through the other.
 */
import { ServerText, timeSlotsResponse } from '@portal/contract';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  identify,
  latestCode,
  login,
  outbox,
  type TestApp,
  TestClock,
  useTestDatabase,
} from './harness';
import {
  AHMED,
  bookingPayload,
  clientFor,
  LONG_TOKENS,
  MONDAY_NOON_UAE,
  slotsRequest,
  TOMORROW,
} from './hospital-support';

const THRESHOLD = 5;
const testDb = useTestDatabase();
const clock = new TestClock(MONDAY_NOON_UAE);
const config = { ...LONG_TOKENS, lockoutThreshold: THRESHOLD, loginDailyLimit: 100 };
let one: TestApp;
let other: TestApp;

async function bothApps() {
  one ??= await createTestApp(testDb.database, { clock, config });
  other ??= await createTestApp(testDb.database, { clock, config });
  return { one: one.app, other: other.app };
}

afterAll(async () => {
  await one?.app.close();
  await other?.app.close();
});

describe('two server processes on one database', () => {
  it('a code asked for through one process signs in through the other, and its session works on both', async () => {
    const { one, other } = await bothApps();
    const user = await createUser(testDb.database.db);
    expect((await identify(one, user, { ip: '10.61.0.1' })).statusCode).toBe(200);
    const code = await latestCode(other, user);
    const res = await login(other, user, code, { ip: '10.61.0.1' });
    expect(res.statusCode, res.body).toBe(200);
    const { token, userId } = (res.json() as { data: { token: string; userId: number } }).data;
    for (const app of [one, other]) {
      expect((await clientFor(app, token, userId).get('/api/user/profile')).statusCode).toBe(200);
    }
    // Used through the other process, the code is spent for this one too.
    const again = await login(one, user, code, { ip: '10.61.0.1' });
    expect(again.statusCode).toBe(400);
    expect(await outbox(one, user)).toHaveLength(1);
  });

  it('signed out through one process, the session is refused by the other', async () => {
    const { one, other } = await bothApps();
    const user = await createUser(testDb.database.db);
    await identify(one, user, { ip: '10.61.0.2' });
    const res = await login(one, user, await latestCode(one, user), { ip: '10.61.0.2' });
    const { token, userId } = (res.json() as { data: { token: string; userId: number } }).data;
    expect((await clientFor(other, token, userId).get('/api/user/profile')).statusCode).toBe(200);
    expect((await clientFor(one, token, userId).post('/api/auth/logout')).statusCode).toBe(200);
    expect((await clientFor(other, token, userId).get('/api/user/profile')).statusCode).toBe(401);
  });

  it('wrong passwords through both processes in turn lock the account at the threshold', async () => {
    const { one, other } = await bothApps();
    const user = await createUser(testDb.database.db);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < THRESHOLD + 1; attempt += 1) {
      const app = attempt % 2 === 0 ? one : other;
      const res = await identify(app, { ...user, password: 'Wrong@12345' }, { ip: `10.62.0.${attempt + 1}` });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 403, 403]);
    // The right password is refused through either process while the lock holds.
    for (const app of [one, other]) {
      const res = await identify(app, user, { ip: '10.62.1.1' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message.message).toEqual([ServerText.accountLocked]);
    }
  });

  it('a slot booked through one process is gone from the other and refused there', async () => {
    const { one, other } = await bothApps();
    const user = await createUser(testDb.database.db);
    await identify(one, user, { ip: '10.63.0.1' });
    const res = await login(one, user, await latestCode(one, user), { ip: '10.63.0.1' });
    const { token, userId } = (res.json() as { data: { token: string; userId: number } }).data;
    const [first, second] = [clientFor(one, token, userId), clientFor(other, token, userId)];
    const slot = { ...AHMED, date: TOMORROW, start: '10:00', end: '10:15', familyMemberId: 0 };

    const booked = await first.post('/api/appointment/bookappointment', bookingPayload(slot));
    expect(booked.statusCode, booked.body).toBe(200);
    const slots = timeSlotsResponse.parse(
      (await second.post('/api/appointment/timeslots', slotsRequest(['D1001'], TOMORROW))).json(),
    ).data;
    expect(slots.morningSlots.map((s) => s.startTime)).not.toContain('10:00');
    const refused = await second.post('/api/appointment/bookappointment', bookingPayload(slot));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message.status).toBe('ESlotTaken');
  });
});
