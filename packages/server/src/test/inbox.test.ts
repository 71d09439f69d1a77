import {
  INBOX_EXPORT_MAX,
  InboxPath,
  inboxAttachmentPath,
  inboxExportResponse,
  inboxListResponse,
} from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  complaints,
  contactMessages,
  doctorQuestions,
  feedbackAnswers,
  feedbackPatientTypes,
  healthPackageRequests,
  internationalEnquiries,
  locations,
  oldReportRequests,
  suggestions,
  users,
} from '../db/schema';
import { createTestApp, createUser, post, signIn, TestClock, useTestDatabase } from './harness';
import { bearerGet } from './identity';

const testDb = useTestDatabase();
const clock = new TestClock('2026-03-02T08:00:00.000Z');
let aldhannah: FastifyInstance;
let colab: FastifyInstance;
const tokens = {} as Record<'patient' | 'reader' | 'admin' | 'colabAdmin' | 'inactive', string>;
let patientId: number;
let inactiveId: number;
let ruwais: number;
let mainHospital: number;
let colabLocation: number;

/** 2020-01-{day} at 09:00 in the UAE (05:00 UTC): older than anything else the database holds. */
const at = (day: number, hour = 5) => new Date(Date.UTC(2020, 0, day, hour));
const inWindow = 'from=2020-01-01&to=2020-01-31';

const list = (query: string, token = tokens.admin, app = aldhannah) =>
  bearerGet(app, `/api${InboxPath.list}?${query}`, token);
const exportOf = (query: string, token = tokens.admin, app = aldhannah) =>
  bearerGet(app, `/api${InboxPath.export}?${query}`, token);
const rowsOf = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode).toBe(200);
  return inboxListResponse.parse(res.json()).data;
};

beforeAll(async () => {
  const site = (id: string) => ({ id, name: id, distDir: null });
  aldhannah = (await createTestApp(testDb.database, { clock, site: site('aldhannah') })).app;
  colab = (await createTestApp(testDb.database, { clock, site: site('colab') })).app;
  const db = testDb.database.db;
  const patient = await createUser(db, {
    facilityId: 'AD10',
    firstName: 'Huda',
    lastName: 'Test',
    email: 'huda@example.ae',
  });
  patientId = patient.id;
  tokens.patient = (await signIn(aldhannah, patient)).token;
  tokens.reader = (await signIn(aldhannah, await createUser(db, { roleId: 2, facilityId: 'AD10' }))).token;
  tokens.admin = (await signIn(aldhannah, await createUser(db, { roleId: 3, facilityId: 'AD10' }))).token;
  tokens.colabAdmin = (await signIn(colab, await createUser(db, { roleId: 3, facilityId: 'BM10' }))).token;
  const inactive = await createUser(db, { roleId: 3, facilityId: 'AD10' });
  inactiveId = inactive.id;
  tokens.inactive = (await signIn(aldhannah, inactive)).token;

  const places = await db.select().from(locations);
  const named = (name: string) => places.find((place) => place.nameEn === name)?.id ?? 0;
  mainHospital = named('Al Dhannah Hospital');
  ruwais = named('Ruwais Clinic');
  colabLocation = places.find((place) => place.brand === 'colab')?.id ?? 0;
  const [patientType] = await db.select().from(feedbackPatientTypes);

  const sender = { userId: patientId, brand: 'aldhannah' };
  const person = {
    firstName: 'Huda',
    lastName: 'Test',
    callingCode: '971',
    mobile: '501112233',
    email: 'huda@example.ae',
  };
  await db.insert(contactMessages).values([
    { ...sender, ...person, facilityId: 'AD10', message: 'متى تفتح الصيدلية؟', createdAt: at(10) },
    { ...sender, ...person, brand: 'colab', facilityId: 'BM10', message: 'Colab only', createdAt: at(10) },
  ]);
  await db.insert(doctorQuestions).values({
    ...sender,
    ...person,
    facilityId: 'AD10',
    isEmailCommunication: true,
    isMobileCommunication: false,
    comment: 'Is fasting needed?',
    createdAt: at(11),
  });
  await db.insert(complaints).values({
    ...sender,
    sequence: 1,
    complaintNumber: 'CMP-0001',
    locationId: ruwais,
    complainantName: 'Huda Test',
    incidentDate: '2020-01-05',
    email: 'huda@example.ae',
    phoneNumber: '971501112233',
    source: 'Portal',
    complaintText: 'The wait was long',
    createdAt: at(12),
  });
  await db.insert(suggestions).values({ ...sender, suggestionText: 'More parking', createdAt: at(13) });
  await db.insert(feedbackAnswers).values({
    ...sender,
    locationId: mainHospital,
    patientType: patientType?.slug ?? '',
    userName: 'Huda Test',
    userEmail: 'huda@example.ae',
    userMobile: '971501112233',
    platform: 'web',
    answers: [],
    createdAt: at(14),
  });
  await db.insert(healthPackageRequests).values({
    ...sender,
    ...person,
    facilityId: 'AD10',
    locationId: mainHospital,
    packageName: 'Wellness',
    subPackageName: 'Basic',
    apptDate: '2020-02-01',
    createdAt: at(15),
  });
  await db.insert(oldReportRequests).values({
    ...sender,
    patientFirstName: 'Huda',
    patientLastName: 'Test',
    reportType: 'LAB',
    lastVisitDate: '2019-05-01',
    createdAt: at(16),
  });
  await aldhannah.portal.storage.put('inbox-test-file.pdf', Buffer.from('%PDF-1.4 test'), 'application/pdf');
  await db.insert(internationalEnquiries).values([
    {
      ...sender,
      facilityId: 'AD10',
      fullName: 'Huda Test',
      gender: 'female',
      mobile: '501112233',
      email: 'huda@example.ae',
      travelDate: '2020-03-01',
      comment: 'Knee surgery',
      fileName: 'inbox-test-file.pdf',
      originalName: 'تقرير.pdf',
      contentType: 'application/pdf',
      sizeBytes: 13,
      sha256: 'a'.repeat(64),
      createdAt: at(17),
    },
    {
      ...sender,
      brand: 'colab',
      facilityId: 'BM10',
      fullName: 'Huda Test',
      gender: 'female',
      mobile: '501112233',
      email: 'huda@example.ae',
      travelDate: '2020-03-01',
      comment: 'Colab enquiry',
      fileName: 'inbox-test-colab.pdf',
      originalName: 'colab.pdf',
      contentType: 'application/pdf',
      sizeBytes: 13,
      sha256: 'b'.repeat(64),
      createdAt: at(17),
    },
  ]);
  return async () => {
    await aldhannah.close();
    await colab.close();
  };
});

describe('who may read the inbox', () => {
  const calls = () => [list(inWindow, tokens.patient), exportOf(inWindow, tokens.patient)];

  it('refuses a patient every call with 403, audited', async () => {
    for (const res of [
      ...(await Promise.all(calls())),
      await bearerGet(aldhannah, `/api${inboxAttachmentPath(1)}`, tokens.patient),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message.code).toBe('auth.forbidden');
    }
    const denied = await testDb.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, patientId), eq(auditLog.reason, 'role')));
    expect(denied.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a caller without a session, and inactive staff, with 401', async () => {
    expect((await bearerGet(aldhannah, `/api${InboxPath.list}`)).statusCode).toBe(401);
    await testDb.database.db.update(users).set({ isActive: false }).where(eq(users.id, inactiveId));
    expect((await list(inWindow, tokens.inactive)).statusCode).toBe(401);
    expect((await exportOf(inWindow, tokens.inactive)).statusCode).toBe(401);
  });

  it('lets role 2 read and download but not export', async () => {
    const res = await list(inWindow, tokens.reader);
    expect(res.statusCode).toBe(200);
    expect(inboxListResponse.parse(res.json()).data.total).toBe(8);
    expect((await exportOf(inWindow, tokens.reader)).statusCode).toBe(403);
  });

  it("refuses staff of another brand on this brand's site", async () => {
    const res = await list(inWindow, tokens.admin, colab);
    // The aldhannah token is not accepted on the colab site at all; colab's staff see only colab.
    expect(res.statusCode).toBe(401);
    const colabStaffHere = await createUser(testDb.database.db, { roleId: 3, facilityId: 'BM10' });
    const token = (await signIn(aldhannah, colabStaffHere)).token;
    const refused = await list(inWindow, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message.code).toBe('auth.forbidden');
  });
});

describe('the list (GET /inbox/messages)', () => {
  it("shows every kind of the brand's messages, newest first, with who sent them and how to reach them", async () => {
    const { rows, total, locations: places } = await rowsOf(inWindow);
    expect(total).toBe(8);
    expect(rows.map((row) => row.kind)).toEqual([
      'international',
      'oldReport',
      'healthPackage',
      'feedback',
      'suggestion',
      'complaint',
      'askDoctor',
      'contact',
    ]);
    expect(rows.every((row) => row.brand === 'aldhannah')).toBe(true);
    expect(rows.map((row) => row.summary)).not.toContain('Colab only');
    const contact = rows.find((row) => row.kind === 'contact');
    expect(contact).toMatchObject({
      senderName: 'Huda Test',
      mobile: '+971501112233',
      email: 'huda@example.ae',
      summary: 'متى تفتح الصيدلية؟',
      place: { en: 'Al Dhannah Hospital' },
      createdAt: '2020-01-10T05:00:00.000Z',
    });
    expect(rows.find((row) => row.kind === 'complaint')?.details).toEqual([
      { key: 'complaintNumber', value: 'CMP-0001' },
      { key: 'incidentDate', value: '2020-01-05' },
      { key: 'source', value: 'Portal' },
    ]);
    expect(rows.find((row) => row.kind === 'askDoctor')?.details).toEqual([
      { key: 'replyByEmail', value: true },
      { key: 'replyByMobile', value: false },
    ]);
    expect(rows.find((row) => row.kind === 'suggestion')).toMatchObject({
      senderName: 'Huda Test',
      mobile: expect.stringMatching(/^\+971/),
    });
    expect(rows.find((row) => row.kind === 'international')?.details).toContainEqual({
      key: 'attachment',
      value: 'تقرير.pdf',
    });
    expect(places.map((place) => place.id)).toContain(ruwais);
    expect(places.map((place) => place.id)).not.toContain(colabLocation);
  });

  it('filters by kind, place and UAE calendar days', async () => {
    expect((await rowsOf(`${inWindow}&kind=complaint`)).rows.map((row) => row.summary)).toEqual([
      'The wait was long',
    ]);
    expect((await rowsOf(`${inWindow}&locationId=${ruwais}`)).rows.map((row) => row.kind)).toEqual([
      'complaint',
    ]);
    expect((await rowsOf(`${inWindow}&locationId=${mainHospital}`)).rows.map((row) => row.kind)).toEqual([
      'healthPackage',
      'feedback',
    ]);
    // 2020-01-12 in the UAE holds only the complaint (09:00 UAE); the day before, the question.
    expect((await rowsOf('from=2020-01-12&to=2020-01-12')).rows.map((row) => row.kind)).toEqual([
      'complaint',
    ]);
    expect((await rowsOf('from=2020-01-11&to=2020-01-11')).rows.map((row) => row.kind)).toEqual([
      'askDoctor',
    ]);
    expect((await rowsOf(`${inWindow}&kind=contact&locationId=${ruwais}`)).total).toBe(0);
  });

  it('pages with skip and take, keeping the total', async () => {
    const first = await rowsOf(`${inWindow}&take=3`);
    const second = await rowsOf(`${inWindow}&take=3&skip=3`);
    expect(first.total).toBe(8);
    expect(first.rows.map((row) => row.kind)).toEqual(['international', 'oldReport', 'healthPackage']);
    expect(second.rows.map((row) => row.kind)).toEqual(['feedback', 'suggestion', 'complaint']);
  });

  it('refuses a bad filter with 400', async () => {
    for (const query of ['kind=letters', 'from=2020-02-30', 'locationId=abc', 'skip=-1']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message.status).toBe('BadRequest');
    }
  });

  it('shows what a patient sends through Contact Us at once', async () => {
    const sent = await post(
      aldhannah,
      '/api/user/savecontactus',
      {
        firstName: 'Huda',
        lastName: 'Test',
        email: 'huda@example.ae',
        mobile: '501112233',
        callingCode: '971',
        message: 'أحتاج موعدًا',
      },
      { bearer: tokens.patient },
    );
    expect(sent.statusCode).toBe(200);
    // Stored at the database's own time: the newest contact message.
    const { rows } = await rowsOf('kind=contact&take=1');
    expect(rows.map((row) => row.summary)).toEqual(['أحتاج موعدًا']);
  });
});

describe('the export (GET /inbox/export)', () => {
  it('answers every filtered row to role 3, audited', async () => {
    const res = await exportOf(`${inWindow}&kind=contact`);
    expect(res.statusCode).toBe(200);
    expect(inboxExportResponse.parse(res.json()).data.rows.map((row) => row.summary)).toEqual([
      'متى تفتح الصيدلية؟',
    ]);
    const audited = await testDb.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'inbox.export'));
    expect(audited).toHaveLength(1);
  });

  it(`refuses more than ${INBOX_EXPORT_MAX} rows with its message, and answers exactly ${INBOX_EXPORT_MAX}`, async () => {
    const row = (index: number) => ({
      userId: patientId,
      brand: 'aldhannah',
      suggestionText: `Suggestion ${index}`,
      createdAt: new Date(Date.UTC(2019, 5, 1, 8, 0, index % 60, index)),
    });
    await testDb.database.db
      .insert(suggestions)
      .values(Array.from({ length: INBOX_EXPORT_MAX }, (_, index) => row(index)));
    const full = await exportOf('from=2019-06-01&to=2019-06-01');
    expect(full.statusCode).toBe(200);
    expect(inboxExportResponse.parse(full.json()).data.rows).toHaveLength(INBOX_EXPORT_MAX);
    await testDb.database.db.insert(suggestions).values(row(INBOX_EXPORT_MAX));
    const over = await exportOf('from=2019-06-01&to=2019-06-01');
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatchObject({ status: 'BadRequest', code: 'inbox.exportTooLarge' });
  });
});

describe("an international enquiry's attachment", () => {
  const enquiryId = async (brand: string) => {
    const [row] = await testDb.database.db
      .select({ id: internationalEnquiries.id })
      .from(internationalEnquiries)
      .where(eq(internationalEnquiries.brand, brand));
    return row?.id ?? 0;
  };

  it('downloads as an attachment with nosniff, for roles 2 and 3', async () => {
    const id = await enquiryId('aldhannah');
    for (const token of [tokens.admin, tokens.reader]) {
      const res = await bearerGet(aldhannah, `/api${inboxAttachmentPath(id)}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="inbox-test-file\.pdf"; filename\*=UTF-8''/,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).toBe('%PDF-1.4 test');
    }
  });

  it("answers 404 for another brand's enquiry", async () => {
    const res = await bearerGet(
      aldhannah,
      `/api${inboxAttachmentPath(await enquiryId('colab'))}`,
      tokens.admin,
    );
    expect(res.statusCode).toBe(404);
  });
});
