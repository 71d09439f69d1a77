/**
 * Test support for the hospital tests (not a test file): a signed-in client with the calls of the
 * booking screens, and the booking payload the portal sends.
 */
import { type BookingPatient, bookingRequest } from '@portal/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import { DEMO_USERS } from '../db/demo-users';
import { type Credentials, signIn, TestClock, type TestContext, useTestApp } from './harness';

/** Monday 2 March 2026, 12:00 in the UAE: the clock of the hospital tests. */
export const MONDAY_NOON_UAE = '2026-03-02T08:00:00.000Z';
export const TODAY = '2026-03-02';
export const TOMORROW = '2026-03-03';

/** Tests move the clock by hours; an access token must outlive that. */
export const LONG_TOKENS = { accessTokenMinutes: 24 * 60 };

/** The app of a hospital test file (useTestApp) on the hospital tests' clock and token lifetime. */
export const useHospitalApp = (): TestContext =>
  useTestApp({ clock: new TestClock(MONDAY_NOON_UAE), config: LONG_TOKENS });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Client {
  token: string;
  userId: number;
  call(method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  del(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

export function clientFor(app: FastifyInstance, token: string, userId: number): Client {
  const call = (method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    token,
    userId,
    call,
    get: (url) => call('GET', url),
    post: (url, payload) => call('POST', url, payload ?? {}),
    put: (url, payload) => call('PUT', url, payload),
    del: (url, payload) => call('DELETE', url, payload),
  };
}

let nextIp = 10;

/** Signs in (each from its own address, so the per-address SMS budget never decides a test). */
export async function signInAs(app: FastifyInstance, user: Credentials): Promise<Client> {
  nextIp += 1;
  const session = await signIn(app, user, { ip: `10.20.${Math.floor(nextIp / 250)}.${nextIp % 250}` });
  const { userId } = (session.login.json() as { data: { userId: number } }).data;
  return clientFor(app, session.token, userId);
}

type DemoPatient = 'aisha' | 'omar' | 'fatima';

export const signInDemo = (app: FastifyInstance, who: DemoPatient) => signInAs(app, DEMO_USERS[who]);

/**
 * A demo patient signed in once for the whole file, by a beforeAll registered after the app's
 * (so it runs once the app is up): the client is filled in then, and read in tests and hooks.
 */
export function useDemoClient(t: TestContext, who: DemoPatient): Client {
  const client = {} as Client;
  beforeAll(async () => {
    Object.assign(client, await signInDemo(t.app, who));
  });
  return client;
}

/** The people the client may book for, by first name. */
export async function bookingPatients(client: Client): Promise<Record<string, BookingPatient>> {
  const res = await client.get('/api/appointment/patients');
  if (res.statusCode !== 200) throw new Error(`patients answered ${res.statusCode}`);
  const list = (res.json() as { data: BookingPatient[] }).data;
  return Object.fromEntries(list.map((p) => [p.firstName, p]));
}

/** The booking payload of spec section 3, most fields empty as the portal sends them. */
/**
 * The booking request the portal sends (contract bookingRequest) for a slot of the simulated hospital;
 * `familyMemberId` and `patientId` as a test sets them (null, or a record id the account does not own).
 */
export function bookingPayload(slot: {
  facilityId?: string;
  physicianNo: string;
  department: string;
  date: string;
  start: string;
  end: string;
  familyMemberId?: number | null;
  patientId?: string;
}) {
  const when = {
    facilityId: slot.facilityId ?? 'AD10',
    date: slot.date,
    startTime: slot.start,
    endTime: slot.end,
    department: slot.department,
    physicianNo: slot.physicianNo,
    physicianLicense: '',
  };
  const noOne = { email: null, mobile: '', callingCode: '', countryCode: null };
  return {
    ...bookingRequest(when, 0, undefined, noOne),
    familyMemberId: slot.familyMemberId ?? null,
    patientId: slot.patientId ?? '',
  };
}

/** Dr. Ahmed Al Hashimi: every day 08:00-12:00, 13:00-16:00, 17:00-20:00, 15-minute slots. */
export const AHMED = { physicianNo: 'D1001', department: 'FM', facilityId: 'AD10' } as const;

export function slotsRequest(physicianNo: string[], beginDate: string, endDate = beginDate, extra = {}) {
  return {
    facilityId: ['AD10', 'BM10'],
    department: [],
    physicianLicense: [],
    physicianNo,
    beginDate,
    endDate,
    ...extra,
  };
}
