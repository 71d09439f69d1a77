/**
 * My Medications (spec sections 3, 4 and 7): the running and finished drugs of the user or one of
 * their own family members, split by today in the UAE; SECURITY.md test 3 (IDOR) across patients
 * and brands. Expectations come from the seed's prescriptions through the contract's progress.
 */
import {
  isoDateAt,
  type MedicationsData,
  medicationProgress,
  medicationsPath,
  medicationsResponse,
} from '@portal/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { DEMO_PRESCRIPTIONS, seededCreationDate } from '../db/seed/hospital/index';
import { createTestApp, TestClock, useTestApp } from './harness';
import { bookingPatients, type Client, LONG_TOKENS, signInDemo, useDemoClient } from './hospital-support';

// The seed dates its prescriptions from today (the machine's), so the app's clock starts now.
const started = new Date();
const seedToday = isoDateAt(started);
const t = useTestApp({ clock: new TestClock(started.toISOString()), config: LONG_TOKENS });
const aisha = useDemoClient(t, 'aisha');
const omar = useDemoClient(t, 'omar');

let colab: FastifyInstance;
beforeAll(async () => {
  colab = (
    await createTestApp(t.database, { clock: t.clock, site: { id: 'colab', name: 'Colab', distDir: null } })
  ).app;
  return () => colab.close();
});

const ALDHANNAH = `/api${medicationsPath('aldhannah')}`;
const COLAB = `/api${medicationsPath('colab')}`;

async function medicationsOf(
  client: Client,
  familyMemberId: unknown,
  path = ALDHANNAH,
): Promise<MedicationsData> {
  const res = await client.post(path, { familyMemberId });
  expect(res.statusCode, res.body).toBe(200);
  const body = medicationsResponse.parse(res.json());
  expect(body.message.status).toMatch(/^S/);
  return body.data;
}

/** What the seed gave one record, split by the contract's progress on `today`: "brand|prescription". */
function expectedOf(patientId: string, today: string) {
  const active: string[] = [];
  const past: string[] = [];
  for (const p of DEMO_PRESCRIPTIONS.filter((p) => p.patientId === patientId)) {
    const creationDate = seededCreationDate(p, seedToday);
    for (const drug of p.drugs) {
      const key = `${drug.brandName}|${p.prescriptionNo}`;
      (medicationProgress({ creationDate, duration: drug.durationDays }, today).finished
        ? past
        : active
      ).push(key);
    }
  }
  return { active, past };
}

const keys = (list: MedicationsData['activeMedications']) =>
  list.map((m) => `${m.brandName}|${m.prescriptionId}`);
const todayNow = () => isoDateAt(t.clock.now());

describe('POST medications/{brandName}', () => {
  it('answers Aisha’s own drugs, running and finished as of today, with the prescribing doctor', async () => {
    const data = await medicationsOf(aisha, 0);
    const expected = expectedOf('ADH100001', todayNow());
    expect(keys(data.activeMedications)).toEqual(expected.active);
    expect(keys(data.pastMedications)).toEqual(expected.past);
    // Both tabs have something: the seed is dated from today.
    expect(data.activeMedications.length).toBeGreaterThan(0);
    expect(data.pastMedications.length).toBeGreaterThan(0);

    const panadol = data.activeMedications.find((m) => m.brandName === 'Panadol');
    expect(panadol).toMatchObject({
      genericName: 'Paracetamol',
      frequency: '1 tablet three times a day when needed',
      frequency_ar: 'قرص واحد ثلاث مرات يومياً عند الحاجة',
      duration: 7,
      physicianNo: 'D1001',
      doctorName: 'Dr. Ahmed Al Hashimi',
      prescriptionId: 'RX200101',
    });
    const rx = DEMO_PRESCRIPTIONS.find((p) => p.prescriptionNo === 'RX200101');
    if (!rx) throw new Error('seed changed');
    expect(panadol?.creationDate).toBe(seededCreationDate(rx, seedToday));
  });

  it('answers a family member’s list: her son’s and her husband’s, not hers', async () => {
    const family = await bookingPatients(aisha);
    const yousef = await medicationsOf(aisha, family.Yousef?.familyMemberId);
    expect(keys(yousef.activeMedications)).toEqual(expectedOf('ADH100002', todayNow()).active);
    expect(keys(yousef.pastMedications)).toEqual(expectedOf('ADH100002', todayNow()).past);
    expect(yousef.activeMedications.every((m) => m.prescriptionId.startsWith('RX2002'))).toBe(true);
    const hamad = await medicationsOf(aisha, String(family.Hamad?.familyMemberId));
    expect(keys(hamad.activeMedications)).toEqual(expectedOf('ADH100003', todayNow()).active);
    // Latifa has no record at the hospital: nothing, and no error.
    expect(await medicationsOf(aisha, family.Latifa?.familyMemberId)).toEqual({
      activeMedications: [],
      pastMedications: [],
    });
  });

  it('answers only the records at the brand’s facilities', async () => {
    // Omar's record is at BM10 (Colab): nothing on Al Dhannah's, his list on Colab's.
    expect(await medicationsOf(omar, 0, ALDHANNAH)).toEqual({ activeMedications: [], pastMedications: [] });
    const mine = await medicationsOf(omar, 0, COLAB);
    expect(keys(mine.activeMedications)).toEqual(expectedOf('CMC100001', todayNow()).active);
    expect(keys(mine.pastMedications)).toEqual(expectedOf('CMC100001', todayNow()).past);
  });
});

describe('IDOR: medications of anyone else are refused', () => {
  it('refuses Omar Aisha’s family members with 404, audited, on either brand', async () => {
    const family = await bookingPatients(aisha);
    const since = (await t.db.select({ id: auditLog.id }).from(auditLog)).reduce(
      (max, r) => Math.max(max, r.id),
      0,
    );
    for (const member of [family.Yousef, family.Hamad]) {
      for (const path of [ALDHANNAH, COLAB]) {
        const res = await omar.post(path, { familyMemberId: member?.familyMemberId });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: { status: 'NotFound' }, data: null });
        expect(res.body).not.toMatch(/RX2|Panadol|Paracetamol/);
      }
    }
    const denied = await t.db
      .select()
      .from(auditLog)
      .where(and(gt(auditLog.id, since), eq(auditLog.action, 'authz'), eq(auditLog.userId, omar.userId)));
    expect(denied.length).toBeGreaterThanOrEqual(4);
  });

  it('takes no record from the body: a typed patientId or HIS of another patient changes nothing', async () => {
    const res = await omar.post(COLAB, { familyMemberId: 0, patientId: 'ADH100001', HIS: 'ADH' });
    const data = medicationsResponse.parse(res.json()).data;
    expect(
      keys([...data.activeMedications, ...data.pastMedications]).every((k) => k.includes('|RX3001')),
    ).toBe(true);
    const aishas = await omar.post(ALDHANNAH, { patientId: 'ADH100001', HIS: 'ADH' });
    expect(medicationsResponse.parse(aishas.json()).data).toEqual({
      activeMedications: [],
      pastMedications: [],
    });
  });

  it('refuses a caller without a session, or with a session of another brand’s site', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: ALDHANNAH, payload: { familyMemberId: 0 } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('Panadol');
    const elsewhere = await colab.inject({
      method: 'POST',
      url: COLAB,
      headers: { authorization: `Bearer ${aisha.token}` },
      payload: { familyMemberId: 0 },
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('refuses malformed input with 400', async () => {
    expect((await aisha.post(ALDHANNAH, { familyMemberId: 'abc' })).statusCode).toBe(400);
    expect((await aisha.post(ALDHANNAH, { familyMemberId: -1 })).statusCode).toBe(400);
    expect(
      (await aisha.post(`/api${medicationsPath('x'.repeat(51))}`, { familyMemberId: 0 })).statusCode,
    ).toBe(400);
  });
});

// Last: it moves the clock on.
describe('today decides', () => {
  it('moves a drug to the past once its creation date plus duration is reached', async () => {
    const before = await medicationsOf(aisha, 0);
    expect(keys(before.activeMedications)).toContain('Panadol|RX200101');
    // Panadol was written 5 days ago for 7 days: over in 2 days, at midnight in the UAE.
    // A day on, still running; two days on, over (a new session each time: the clock outruns tokens).
    t.clock.advance({ hours: 24 });
    const tomorrow = await medicationsOf(await signInDemo(t.app, 'aisha'), 0);
    expect(keys(tomorrow.activeMedications)).toContain('Panadol|RX200101');
    t.clock.advance({ hours: 24 });
    const after = await medicationsOf(await signInDemo(t.app, 'aisha'), 0);
    expect(keys(after.pastMedications)).toContain('Panadol|RX200101');
    expect(keys(after.activeMedications)).not.toContain('Panadol|RX200101');
    expect(keys(after.activeMedications)).toEqual(expectedOf('ADH100001', todayNow()).active);
  });
});
