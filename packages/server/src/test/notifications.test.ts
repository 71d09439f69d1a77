/**
 * Notifications (contract notifications.ts): a user lists, counts and marks read their own only;
 * another user's id is 404, audited, and changes nothing (SECURITY.md test 3); no session is 401;
 * createNotifications (the broadcasts' seam) in one insert, inside a transaction too; the simulated
 * hospital's released lab result notifies the right person and is in that person's reports; the
 * development release is not there in production nor without DEV_OUTBOX.
 */
import {
  emptyEnvelope,
  labReportsResponse,
  notificationsCountResponse,
  notificationsResponse,
  type PatientNotification,
} from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, familyMembers, notifications } from '../db/schema';
import { createNotifications, type NewNotification } from '../modules/notifications/service';
import { createTestApp, createUser, TestClock, useTestApp } from './harness';
import { type Client, LONG_TOKENS, signInAs } from './hospital-support';

// The released order is dated today and the reports list reads from today: the app's clock is now.
const t = useTestApp({ clock: new TestClock(new Date().toISOString()), config: LONG_TOKENS });

const LIST = '/api/user/patientactivenotifications';
const COUNT = '/api/notification/GetAllActiveNotificationsCount';
const MARK = '/api/user/marknotificationread';
const MARK_ALL = '/api/user/markallnotificationread';
const RELEASE = '/api/dev/labresult';

interface Patient {
  client: Client;
  mobile: string;
  memberId: number;
}

/** A patient of their own with a family member on the patient's mobile (so the member's records are the patient's to see). */
async function newPatient(): Promise<Patient> {
  const user = await createUser(t.db, { firstName: 'Noura', dateOfBirth: '1990-02-10' });
  const [member] = await t.db
    .insert(familyMembers)
    .values({
      userId: user.id,
      firstName: 'Salem',
      lastName: 'Test',
      relationId: 5,
      dateOfBirth: '2015-05-20',
      genderId: 1,
    })
    .returning({ id: familyMembers.id });
  if (!member) throw new Error('member not stored');
  return {
    client: await signInAs(t.app, user),
    mobile: `${user.callingCode}${user.mobile}`,
    memberId: member.id,
  };
}

const broadcast = (userId: number, overrides: Partial<NewNotification> = {}): NewNotification => ({
  userId,
  type: 'BROADCAST',
  promotionType: '1',
  link: null,
  familyMemberId: null,
  title: 'Meet Dr. Ahmed',
  messageEn: 'Dr. Ahmed now sees patients on Saturdays.',
  messageAr: 'الدكتور أحمد يستقبل المرضى أيام السبت.',
  broadcastId: null,
  ...overrides,
});

async function listOf(client: Client): Promise<PatientNotification[]> {
  const res = await client.get(LIST);
  expect(res.statusCode, res.body).toBe(200);
  const body = notificationsResponse.parse(res.json());
  expect(body.message.status).toBe('Success');
  return body.data;
}

async function countOf(client: Client): Promise<number> {
  const res = await client.get(COUNT);
  expect(res.statusCode, res.body).toBe(200);
  return notificationsCountResponse.parse(res.json()).data;
}

let noura: Patient;
let other: Patient;
beforeAll(async () => {
  noura = await newPatient();
  other = await newPatient();
});

describe('createNotifications', () => {
  it('stores many rows in one call and answers how many', async () => {
    const stored = await createNotifications(t.db, [
      broadcast(noura.client.userId),
      broadcast(noura.client.userId, {
        promotionType: 'URLPROMOTION',
        link: 'https://example.org/offer',
        title: 'Offer',
      }),
      broadcast(other.client.userId),
    ]);
    expect(stored).toBe(3);
    expect(await createNotifications(t.db, [])).toBe(0);
  });

  it('inside a transaction, is dropped with it', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await createNotifications(tx, [broadcast(other.client.userId, { title: 'Rolled back' })]);
        throw new Error('the broadcast failed');
      }),
    ).rejects.toThrow('the broadcast failed');
    const rows = await t.db.select().from(notifications).where(eq(notifications.title, 'Rolled back'));
    expect(rows).toEqual([]);
  });

  it('refuses a family member of another user', async () => {
    await expect(
      createNotifications(t.db, [
        {
          ...broadcast(noura.client.userId),
          type: 'LABREPORT',
          promotionType: 'LABREPORT',
          familyMemberId: other.memberId,
        },
      ]),
    ).rejects.toThrow();
  });
});

describe('a patient', () => {
  it('lists and counts their own notifications only, the newest first', async () => {
    const list = await listOf(noura.client);
    expect(list.map((n) => n.notificationTitle)).toEqual(['Offer', 'Meet Dr. Ahmed']);
    expect(list[0]).toMatchObject({
      type: 'BROADCAST',
      promotionType: 'URLPROMOTION',
      link: 'https://example.org/offer',
      isRead: false,
      isFamilyMember: false,
      familyMemberId: null,
      messageTextAr: 'الدكتور أحمد يستقبل المرضى أيام السبت.',
    });
    expect(await countOf(noura.client)).toBe(2);
    expect((await listOf(other.client)).map((n) => n.notificationTitle)).toEqual(['Meet Dr. Ahmed']);
  });

  it('marks one read: the count drops, the list says so', async () => {
    const [offer] = await listOf(noura.client);
    const res = await noura.client.put(`${MARK}?patientNotificationId=${offer?.notificationId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(emptyEnvelope.parse(res.json()).message.status).toBe('Success');
    expect(await countOf(noura.client)).toBe(1);
    expect((await listOf(noura.client)).map((n) => n.isRead)).toEqual([true, false]);
  });

  it("cannot mark another user's notification: 404, audited, and it stays unread", async () => {
    const [theirs] = await listOf(other.client);
    const res = await noura.client.put(`${MARK}?patientNotificationId=${theirs?.notificationId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message.code).toBe('notifications.notFound');
    expect(await countOf(other.client)).toBe(1);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, noura.client.userId), eq(auditLog.reason, 'not_owner')));
    expect(audited).toHaveLength(1);
  });

  it('gets 400 for an id that is not a number', async () => {
    expect((await noura.client.put(`${MARK}?patientNotificationId=abc`)).statusCode).toBe(400);
    expect((await noura.client.put(MARK)).statusCode).toBe(400);
  });

  it("marks all of their own read, and nobody else's", async () => {
    const res = await noura.client.put(MARK_ALL, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(await countOf(noura.client)).toBe(0);
    expect((await listOf(noura.client)).every((n) => n.isRead)).toBe(true);
    expect(await countOf(other.client)).toBe(1);
  });
});

describe('without a session', () => {
  it('every call is 401', async () => {
    for (const [method, url] of [
      ['GET', LIST],
      ['GET', COUNT],
      ['PUT', `${MARK}?patientNotificationId=1`],
      ['PUT', MARK_ALL],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'PUT' ? { payload: {} } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('a lab result the hospital released', () => {
  it("notifies the patient about their own, and it is in the patient's reports", async () => {
    const res = await t.app.inject({ method: 'POST', url: RELEASE, payload: { mobile: noura.mobile } });
    expect(res.statusCode, res.body).toBe(200);
    const { notificationId, docNumber } = res.json().data as { notificationId: number; docNumber: string };
    const [latest] = await listOf(noura.client);
    expect(latest).toMatchObject({
      notificationId,
      type: 'LABREPORT',
      promotionType: 'LABREPORT',
      isFamilyMember: false,
      familyMemberId: null,
      isRead: false,
    });
    expect(latest?.messageTextEn).toMatch(/^Your lab report of \d\d\/\d\d\/\d{4} is ready\.$/);
    expect(await countOf(noura.client)).toBe(1);
    const reports = await noura.client.post('/api/user/labreports', { familyMemberId: 0, period: 'current' });
    expect(labReportsResponse.parse(reports.json()).data.orders.map((o) => o.docNumber)).toContain(docNumber);
  });

  it("notifies the patient about their family member's, naming that member", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: RELEASE,
      payload: { mobile: noura.mobile, familyMemberId: noura.memberId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { docNumber } = res.json().data as { docNumber: string };
    const [latest] = await listOf(noura.client);
    expect(latest).toMatchObject({ isFamilyMember: true, familyMemberId: noura.memberId });
    expect(latest?.messageTextEn).toMatch(/^The lab report of Salem of .* is ready\.$/);
    const reports = await noura.client.post('/api/user/labreports', {
      familyMemberId: noura.memberId,
      period: 'current',
    });
    expect(labReportsResponse.parse(reports.json()).data.orders.map((o) => o.docNumber)).toEqual([docNumber]);
    const own = await noura.client.post('/api/user/labreports', { familyMemberId: 0, period: 'current' });
    expect(labReportsResponse.parse(own.json()).data.orders.map((o) => o.docNumber)).not.toContain(docNumber);
    expect((await listOf(other.client)).some((n) => n.type === 'LABREPORT')).toBe(false);
  });

  it("refuses another account's member and an unknown mobile, notifying no one", async () => {
    const before = await countOf(other.client);
    const theirs = await t.app.inject({
      method: 'POST',
      url: RELEASE,
      payload: { mobile: noura.mobile, familyMemberId: other.memberId },
    });
    expect(theirs.statusCode).toBe(404);
    const unknown = await t.app.inject({ method: 'POST', url: RELEASE, payload: { mobile: '971509999991' } });
    expect(unknown.statusCode).toBe(404);
    expect(await countOf(other.client)).toBe(before);
  });
});

describe('the development release', () => {
  it('is not there in production, nor without DEV_OUTBOX', async () => {
    for (const config of [
      { ...LONG_TOKENS, production: true },
      { ...LONG_TOKENS, devOutbox: false },
    ]) {
      const { app } = await createTestApp(t.database, { config });
      try {
        const res = await app.inject({ method: 'POST', url: RELEASE, payload: { mobile: noura.mobile } });
        expect(res.statusCode).toBe(404);
      } finally {
        await app.close();
      }
    }
  });
});
