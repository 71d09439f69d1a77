/**
 * Lab and radiology reports (contract reports.ts): the tabs and the type filter, ownership across
 * patients and brands (SECURITY.md test 3), the code that opens a member's reports, the PDF (opened
 * with pdfjs: without a password for the patient, only with the password rule for a protected
 * member), the audit of every PDF served, and old report requests.
 */
import {
  addDays,
  isoDateAt,
  type LabOrder,
  labReportPdfBody,
  labReportsResponse,
  reportAccessResponse,
  reportPassword,
} from '@portal/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/demo-users';
import { auditLog, oldReportRequests } from '../db/schema';
import { AISHA_FAMILY } from '../db/seed/hospital/index';
import { parseLogo } from '../modules/reports/pdf-logo';
import { runsOf, visualOrder } from '../modules/reports/pdf-text';
import { createTestApp, createUser, TestClock, useTestApp, wrongCode } from './harness';
import { bookingPatients, type Client, LONG_TOKENS, signInAs, useDemoClient } from './hospital-support';
import { codeFor } from './identity';

// The seed dates the orders from today, so the app's clock is today too.
const t = useTestApp({ clock: new TestClock(new Date().toISOString()), config: LONG_TOKENS });
/** The app's day in the UAE: the tests advance its clock, which can carry it past midnight before the wall clock. */
const appToday = () => isoDateAt(t.clock.now());
const aisha = useDemoClient(t, 'aisha');
const omar = useDemoClient(t, 'omar');

const HAMAD = AISHA_FAMILY.find((m) => m.key === 'hamad') as (typeof AISHA_FAMILY)[number];
const HAMAD_PHONE = { callingCode: HAMAD.callingCode, mobile: HAMAD.mobile };

let family: Record<string, number> = {};
beforeAll(async () => {
  const people = await bookingPatients(aisha);
  family = Object.fromEntries(Object.entries(people).map(([name, p]) => [name, p.familyMemberId]));
});

const memberId = (name: string) => {
  const id = family[name];
  if (id === undefined) throw new Error(`${name} is not one of Aisha's people`);
  return id;
};

async function list(client: Client, body: Record<string, unknown>) {
  const res = await client.post('/api/user/labreports', body);
  return { res, body: res.statusCode === 200 ? labReportsResponse.parse(res.json()) : null };
}

async function ordersOf(client: Client, body: Record<string, unknown>): Promise<LabOrder[]> {
  const { res, body: parsed } = await list(client, body);
  if (!parsed) throw new Error(`labreports answered ${res.statusCode}: ${res.body}`);
  return parsed.data.orders;
}

const pdf = (client: Client, body: Record<string, unknown>) => client.post('/api/user/labreportpdf', body);

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: PdfJs;
beforeAll(async () => {
  pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
});

/** The text of every page, or the name of pdfjs' refusal ('PasswordException'). */
async function openPdf(bytes: Buffer, password?: string): Promise<{ text: string } | { refused: string }> {
  try {
    const document = await pdfjs.getDocument({
      data: new Uint8Array(bytes),
      ...(password === undefined ? {} : { password }),
      isEvalSupported: false,
    }).promise;
    const parts: string[] = [];
    for (let n = 1; n <= document.numPages; n += 1) {
      const content = await (await document.getPage(n)).getTextContent();
      parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    await document.destroy();
    return { text: parts.join('\n') };
  } catch (error) {
    return { refused: (error as Error).name };
  }
}

const codeOf = (res: LightMyRequestResponse) => (res.json() as { message: { code?: string } }).message.code;

async function auditSince(id: number, action: string) {
  const rows = await t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id));
  return rows.filter((row) => row.id > id);
}

async function lastAuditId() {
  const [row] = await t.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row?.id ?? 0;
}

describe('the report list', () => {
  it('Current holds the last 30 days, Past 30 days to 6 months back, the newest first', async () => {
    const today = appToday();
    const current = await list(aisha, { period: 'current' });
    expect(current.res.statusCode).toBe(200);
    expect(current.body?.data.startDate).toBe(addDays(today, -30));
    expect(current.body?.data.endDate).toBe(today);
    const orders = current.body?.data.orders ?? [];
    expect(orders.map((o) => o.orderDate)).toEqual([
      addDays(today, -3),
      addDays(today, -12),
      addDays(today, -20),
    ]);
    expect(orders[0]?.testNames).toContain('Haemoglobin');
    expect(orders[0]?.testNames_ar).toContain('الهيموغلوبين');
    expect(orders[0]?.reportDetails).toMatchObject({
      facilityId: 'AD10',
      patientId: 'ADH100001',
      docType: 'LAB',
    });

    const past = await ordersOf(aisha, { period: 'past', familyMemberId: 0 });
    expect(past.map((o) => o.orderDate)).toEqual([
      addDays(today, -45),
      addDays(today, -95),
      addDays(today, -140),
      addDays(today, -170),
    ]);
  });

  it('filters by type', async () => {
    const radiology = await ordersOf(aisha, { period: 'current', docType: 'RBF' });
    expect(radiology.map((o) => [o.docType, o.testNames])).toEqual([['RBF', ['Chest X-ray, PA view']]]);
    const lab = await ordersOf(aisha, { period: 'past', docType: 'LAB' });
    expect(lab).toHaveLength(3);
    expect(lab.every((o) => o.docType === 'LAB')).toBe(true);
    const refused = await aisha.post('/api/user/labreports', { period: 'current', docType: 'CT' });
    expect(refused.statusCode).toBe(400);
  });

  it('lists a family member’s reports, and says No Reports to display for none', async () => {
    const yousef = await ordersOf(aisha, { period: 'current', familyMemberId: memberId('Yousef') });
    expect(yousef.map((o) => o.docType).sort()).toEqual(['LAB', 'RBF']);
    expect(yousef.every((o) => o.reportDetails.patientId === 'ADH100002')).toBe(true);

    // Latifa has no record at the hospital.
    const latifa = await list(aisha, { period: 'current', familyMemberId: memberId('Latifa') });
    expect(latifa.body?.data.orders).toEqual([]);
    expect(latifa.body?.message).toMatchObject({ status: 'Success', code: 'reports.noReports' });
    expect(latifa.body?.message.message).toEqual(['No Reports to display']);
  });

  it('needs the session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/labreports',
      payload: { period: 'current' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('IDOR: a patient reaches only their own and their family’s reports', () => {
  it('refuses Omar Aisha’s members and reports, audits each attempt and stores nothing', async () => {
    const [aishaReport] = await ordersOf(aisha, { period: 'current' });
    const [hamadReport] = await ordersOf(aisha, { period: 'current', familyMemberId: memberId('Hamad') });
    if (!aishaReport || !hamadReport) throw new Error('the seed has no reports for Aisha or Hamad');
    const hamad = memberId('Hamad');
    const since = await lastAuditId();
    const requestsBefore = await t.db.select().from(oldReportRequests);

    const attempts: [string, () => Promise<LightMyRequestResponse>, string][] = [
      [
        'list of her son',
        () => omar.post('/api/user/labreports', { period: 'current', familyMemberId: memberId('Yousef') }),
        'reports.personNotFound',
      ],
      [
        'access of her husband',
        () => omar.get(`/api/user/labreportaccess?familyMemberId=${hamad}`),
        'reports.personNotFound',
      ],
      [
        'a code to her husband',
        () => omar.post('/api/user/sendlabreportotp', { familyMemberId: hamad }),
        'reports.personNotFound',
      ],
      [
        'her husband’s code',
        () => omar.post('/api/user/verifylabreportotp', { familyMemberId: hamad, otp: '123456' }),
        'reports.personNotFound',
      ],
      [
        'her PDF as his own',
        () => pdf(omar, labReportPdfBody(aishaReport, 0, 'en')),
        'reports.reportNotFound',
      ],
      [
        'her PDF under her son',
        () => pdf(omar, labReportPdfBody(aishaReport, memberId('Yousef'), 'en')),
        'reports.personNotFound',
      ],
      [
        'an old report for her husband',
        () =>
          omar.post('/api/user/requestoldreport', {
            reportType: 'LAB',
            lastVisitDate: '2025-01-10',
            familyMemberId: hamad,
          }),
        'reports.personNotFound',
      ],
    ];
    for (const [what, attempt, code] of attempts) {
      const res = await attempt();
      expect(res.statusCode, what).toBe(404);
      expect(codeOf(res), what).toBe(code);
    }
    // Aisha names her husband's report as her own: it is not hers.
    const asSelf = await pdf(aisha, labReportPdfBody(hamadReport, 0, 'en'));
    expect(asSelf.statusCode).toBe(404);
    // A report reference with another version is no report.
    const otherVersion = await pdf(aisha, { ...labReportPdfBody(aishaReport, 0, 'en'), documentVersion: 7 });
    expect(otherVersion.statusCode).toBe(404);

    const denied = await auditSince(since, 'authz');
    expect(denied).toHaveLength(attempts.length + 2);
    expect(denied.every((row) => row.outcome === 'denied')).toBe(true);
    expect(await auditSince(since, 'reports.pdf')).toEqual([]);
    expect(await t.db.select().from(oldReportRequests)).toEqual(requestsBefore);
  });

  describe('on another brand’s site', () => {
    let colab: FastifyInstance;
    beforeAll(async () => {
      colab = (
        await createTestApp(t.database, {
          clock: t.clock,
          config: LONG_TOKENS,
          site: { id: 'colab', name: 'Colab Medical Centre', distDir: null },
        })
      ).app;
    });
    afterAll(async () => {
      await colab.close();
    });

    it('shows only that brand’s facilities and refuses another site’s token', async () => {
      const [aishaReport] = await ordersOf(aisha, { period: 'current' });
      if (!aishaReport) throw new Error('no report for Aisha');
      const token = await colab.inject({
        method: 'POST',
        url: '/api/user/labreports',
        headers: { authorization: `Bearer ${aisha.token}` },
        payload: { period: 'current' },
      });
      expect(token.statusCode).toBe(401);

      const aishaAtColab = await signInAs(colab, DEMO_USERS.aisha);
      expect(await ordersOf(aishaAtColab, { period: 'current' })).toEqual([]);
      const file = await pdf(aishaAtColab, labReportPdfBody(aishaReport, 0, 'en'));
      expect(file.statusCode).toBe(404);

      const omarAtColab = await signInAs(colab, DEMO_USERS.omar);
      const omars = await ordersOf(omarAtColab, { period: 'current' });
      expect(omars.map((o) => o.facilityId)).toEqual(['BM10']);
    });
  });
});

describe('the report PDF', () => {
  it('opens without a password for the patient, shows the report, and is audited', async () => {
    const [report] = await ordersOf(aisha, { period: 'current' });
    if (!report) throw new Error('no report for Aisha');
    const since = await lastAuditId();
    const res = await pdf(aisha, labReportPdfBody(report, 0, 'en'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${report.docNumber}.pdf"`);
    const opened = await openPdf(res.rawPayload);
    if (!('text' in opened)) throw new Error(`the PDF did not open: ${opened.refused}`);
    for (const shown of [
      'Aisha Al Mansoori',
      report.docNumber,
      'Haemoglobin',
      '11.4',
      'g/dL',
      '12.0 - 15.5',
      'Low',
    ]) {
      expect(opened.text).toContain(shown);
    }
    const [audited] = await auditSince(since, 'reports.pdf');
    expect(audited).toMatchObject({ userId: aisha.userId, outcome: 'success' });
    expect(audited?.details).toMatchObject({
      familyMemberId: 0,
      patientId: 'ADH100001',
      facilityId: 'AD10',
      docNumber: report.docNumber,
      passwordProtected: false,
    });
  });

  it('opens without a password for a member on the patient’s mobile, in Arabic too', async () => {
    const yousef = memberId('Yousef');
    const access = reportAccessResponse.parse(
      (await aisha.get(`/api/user/labreportaccess?familyMemberId=${yousef}`)).json(),
    );
    expect(access.data).toEqual({ passwordProtected: false, otpRequired: false });
    const [report] = await ordersOf(aisha, { period: 'current', familyMemberId: yousef, docType: 'RBF' });
    if (!report) throw new Error('no radiology report for Yousef');
    const res = await pdf(aisha, labReportPdfBody(report, yousef, 'ar'));
    expect(res.statusCode).toBe(200);
    const opened = await openPdf(res.rawPayload);
    if (!('text' in opened)) throw new Error(`the PDF did not open: ${opened.refused}`);
    expect(opened.text).toContain('Yousef Al Mansoori');
    expect(opened.text).toContain(report.docNumber);
  });

  it('asks for the member’s code first, then opens only with the password rule', async () => {
    const hamad = memberId('Hamad');
    const accessOf = async () =>
      reportAccessResponse.parse(
        (await aisha.get(`/api/user/labreportaccess?familyMemberId=${hamad}`)).json(),
      ).data;
    expect(await accessOf()).toEqual({ passwordProtected: true, otpRequired: true });
    const [report] = await ordersOf(aisha, { period: 'current', familyMemberId: hamad });
    if (!report) throw new Error('no report for Hamad');
    const body = labReportPdfBody(report, hamad, 'en');

    // No code yet, whatever the client claims.
    const before = await pdf(aisha, { ...body, skipPasswordProtection: true });
    expect(before.statusCode).toBe(403);
    expect(codeOf(before)).toBe('reports.otpRequired');

    const sent = await aisha.post('/api/user/sendlabreportotp', { familyMemberId: hamad });
    expect(sent.statusCode).toBe(200);
    expect(codeOf(sent)).toBe('reports.otpSent');
    const code = await codeFor(t.app, HAMAD_PHONE);

    const wrong = await aisha.post('/api/user/verifylabreportotp', {
      familyMemberId: hamad,
      otp: wrongCode(code),
    });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toMatchObject({
      message: { status: 'Invalid', code: 'auth.invalidOtp' },
      data: { validOtp: false },
    });
    expect((await pdf(aisha, body)).statusCode).toBe(403);

    const right = await aisha.post('/api/user/verifylabreportotp', { familyMemberId: hamad, otp: code });
    expect(right.json()).toMatchObject({
      message: { status: 'Success', code: 'reports.otpVerified' },
      data: { validOtp: true },
    });
    expect(await accessOf()).toEqual({ passwordProtected: true, otpRequired: false });
    // The code is used up.
    const again = await aisha.post('/api/user/verifylabreportotp', { familyMemberId: hamad, otp: code });
    expect(again.json()).toMatchObject({ data: { validOtp: false } });

    const since = await lastAuditId();
    const res = await pdf(aisha, { ...body, skipPasswordProtection: true });
    expect(res.statusCode).toBe(200);
    const password = reportPassword(HAMAD.firstName, HAMAD.dateOfBirth);
    expect(password).toBe('HAMA03021987');
    expect(await openPdf(res.rawPayload)).toEqual({ refused: 'PasswordException' });
    expect(await openPdf(res.rawPayload, 'HAMA03021986')).toEqual({ refused: 'PasswordException' });
    expect(
      await openPdf(res.rawPayload, reportPassword('Aisha', DEMO_USERS.aisha.dateOfBirth as string)),
    ).toEqual({
      refused: 'PasswordException',
    });
    const opened = await openPdf(res.rawPayload, password);
    if (!('text' in opened)) throw new Error(`the PDF did not open with its password: ${opened.refused}`);
    expect(opened.text).toContain('Hamad Al Mansoori');
    expect(opened.text).toContain(report.docNumber);
    const [audited] = await auditSince(since, 'reports.pdf');
    expect(audited?.details).toMatchObject({
      familyMemberId: hamad,
      patientId: 'ADH100003',
      passwordProtected: true,
    });

    // The grant is Aisha's alone, and it lapses.
    const omarTry = await pdf(omar, body);
    expect(omarTry.statusCode).toBe(404);
    t.clock.advance({ minutes: 11 });
    expect(await accessOf()).toEqual({ passwordProtected: true, otpRequired: true });
    expect((await pdf(aisha, body)).statusCode).toBe(403);
  });

  it('refuses a code of another purpose, an expired code and a code after 5 wrong ones', async () => {
    const hamad = memberId('Hamad');
    const verify = (otp: string) =>
      aisha.post('/api/user/verifylabreportotp', { familyMemberId: hamad, otp });
    const access = async () =>
      reportAccessResponse.parse(
        (await aisha.get(`/api/user/labreportaccess?familyMemberId=${hamad}`)).json(),
      ).data;
    t.clock.advance({ minutes: 2 });

    // A family code to the same mobile (proving the member's number) does not open reports.
    expect((await aisha.post('/api/user/sendfamilyotp', HAMAD_PHONE)).statusCode).toBe(200);
    const familyCode = await codeFor(t.app, HAMAD_PHONE);
    t.clock.advance({ minutes: 2 });
    expect((await aisha.post('/api/user/sendlabreportotp', { familyMemberId: hamad })).statusCode).toBe(200);
    const reportCode = await codeFor(t.app, HAMAD_PHONE);
    if (familyCode !== reportCode) {
      expect((await verify(familyCode)).json()).toMatchObject({ data: { validOtp: false } });
    }

    // Expired: the code lives at most 5 minutes.
    t.clock.advance({ minutes: 6 });
    expect((await verify(reportCode)).json()).toMatchObject({
      message: { code: 'auth.otpExpired' },
      data: { validOtp: false },
    });
    expect((await access()).otpRequired).toBe(true);

    // Five wrong codes kill the challenge: the right one then fails too.
    expect((await aisha.post('/api/user/sendlabreportotp', { familyMemberId: hamad })).statusCode).toBe(200);
    const fresh = await codeFor(t.app, HAMAD_PHONE);
    for (let n = 0; n < 5; n += 1) await verify(wrongCode(fresh));
    expect((await verify(fresh)).json()).toMatchObject({ data: { validOtp: false } });
    expect((await access()).otpRequired).toBe(true);
  });

  it('sends no code for the patient’s own reports', async () => {
    const res = await aisha.post('/api/user/sendlabreportotp', { familyMemberId: 0 });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('reports.otpNotNeeded');
  });
});

describe('old report requests', () => {
  const storedFor = (userId: number) =>
    t.db
      .select()
      .from(oldReportRequests)
      .where(and(eq(oldReportRequests.userId, userId)));

  it('refuses a last visit date in the future or not a date, and stores nothing', async () => {
    const tomorrow = addDays(appToday(), 1);
    const future = await aisha.post('/api/user/requestoldreport', {
      reportType: 'LAB',
      lastVisitDate: tomorrow,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      message: { code: 'reports.dateRangeError', message: ['Date Range Error'] },
    });
    const notADate = await aisha.post('/api/user/requestoldreport', {
      reportType: 'LAB',
      lastVisitDate: '2025-02-30',
    });
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json()).toMatchObject({
      message: { code: 'reports.dateFormatError', message: ['Date Format Error'] },
    });
    expect(await storedFor(aisha.userId)).toEqual([]);
  });

  it('stores a request for a family member and answers result true', async () => {
    const hamad = memberId('Hamad');
    const today = appToday();
    const res = await aisha.post('/api/user/requestoldreport', {
      reportType: 'RBF',
      lastVisitDate: today,
      familyMemberId: hamad,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: { code: 'reports.oldReportRequested' },
      data: { result: true },
    });
    const [row] = await storedFor(aisha.userId);
    expect(row).toMatchObject({
      familyMemberId: hamad,
      patientFirstName: 'Hamad',
      patientLastName: 'Al Mansoori',
      patientDateOfBirth: HAMAD.dateOfBirth,
      reportType: 'RBF',
      lastVisitDate: today,
      brand: 'api',
      status: 'Pending',
    });
  });

  it('withdraws the account’s requests when the account is deleted', async () => {
    const user = await createUser(t.db);
    const client = await signInAs(t.app, user);
    const asked = await client.post('/api/user/requestoldreport', {
      reportType: 'LAB',
      lastVisitDate: '2024-05-01',
    });
    expect(asked.statusCode).toBe(200);
    expect(await storedFor(user.id)).toHaveLength(1);
    expect((await client.post('/api/auth/deleteaccount')).statusCode).toBe(200);
    expect(await storedFor(user.id)).toEqual([]);
  });
});

describe('the PDF’s text and logo', () => {
  it('cuts a line into runs of one script and orders them for the reading direction', () => {
    const runs = runsOf('يبلغ طول الكبد 16.5 سم');
    expect(runs).toEqual([
      { text: 'يبلغ طول الكبد', script: 'arabic' },
      { text: ' ', script: 'latin' },
      { text: '16.5', script: 'latin' },
      { text: ' ', script: 'latin' },
      { text: 'سم', script: 'arabic' },
    ]);
    // Right to left: the last word is drawn first (leftmost), the number stays as written.
    expect(visualOrder(runs, 'rtl').map((run) => run.text)).toEqual([
      'سم',
      ' ',
      '16.5',
      ' ',
      'الكبد',
      ' ',
      'طول',
      ' ',
      'يبلغ',
    ]);
    expect(visualOrder(runsOf('Aisha Al Mansoori'), 'rtl')).toEqual([
      { text: 'Aisha Al Mansoori', script: 'latin' },
    ]);
  });

  it('draws a flat SVG logo and leaves any other to the brand name', () => {
    const flat =
      '<svg viewBox="0 0 240 64"><title>X</title><rect x="4" y="8" width="48" height="48" rx="14" fill="#0b6e69"/><text x="62" y="30">Al</text></svg>';
    expect(parseLogo(flat)?.elements.map((e) => e.name)).toEqual(['rect', 'text']);
    expect(parseLogo(flat)?.viewBox).toEqual([0, 0, 240, 64]);
    expect(
      parseLogo('<svg viewBox="0 0 10 10"><g transform="scale(2)"><rect width="1" height="1"/></g></svg>'),
    ).toBeNull();
    expect(parseLogo('<svg><rect width="1" height="1"/></svg>')).toBeNull();
  });
});
