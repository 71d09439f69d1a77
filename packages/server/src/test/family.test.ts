/**
 * Family members (spec sections 4, 5 and 7; SECURITY.md identity proof): the list, add with the
 * hospital's match and the code to the member's mobile, the refusals, edit, delete, proving a
 * member's mobile, and a member added here acting everywhere a seeded one does.
 */
import {
  appointmentHistoryResponse,
  bookAppointmentResponse,
  familyMembersResponse,
  type SaveFamilyMemberRequest,
  saveFamilyMemberResponse,
} from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HospitalInformationSystem } from '../adapters/hospital/port';
import { SimulatedHospital } from '../adapters/hospital/simulated/index';
import { buildApp } from '../app';
import { createContext } from '../context';
import { DEMO_USERS } from '../db/demo-users';
import { auditLog, familyMemberPending, familyMembers, hospitalPatients } from '../db/schema';
import { FAMILY_TO_ADD } from '../db/seed/hospital/index';
import { createLogger } from '../logger';
import { createTestApp, createUser, outbox, wrongCode } from './harness';
import {
  AHMED,
  bookingPatients,
  bookingPayload,
  type Client,
  clientFor,
  LONG_TOKENS,
  signInAs,
  TOMORROW,
  useDemoClient,
  useHospitalApp,
} from './hospital-support';
import { codeFor } from './identity';

const t = useHospitalApp();
const aisha = useDemoClient(t, 'aisha');
const omar = useDemoClient(t, 'omar');

type Seeded = (typeof FAMILY_TO_ADD)[number];
const person = (key: Seeded['key']) => {
  const found = FAMILY_TO_ADD.find((p) => p.key === key);
  if (!found) throw new Error(`no ${key} in FAMILY_TO_ADD`);
  return found;
};
const MARIAM = person('mariam');
const SAIF = person('saif');
const RANIA = person('rania');

/** The save body of a hospital person as the dialog sends it. */
function saveBody(p: Seeded, overrides: Partial<SaveFamilyMemberRequest> = {}): SaveFamilyMemberRequest {
  return {
    FamilyMemberId: 0,
    FirstName: p.firstName,
    LastName: p.lastName,
    Email: `${p.firstName.toLowerCase()}@example.com`,
    Mobile: p.mobile,
    CallingCode: p.callingCode,
    DateOfBirth: p.dateOfBirth,
    GenderId: p.genderId,
    CountryId: 1,
    DocumentTypeId: p.documentTypeId,
    DocumentId: p.documentId,
    RelationId: 8,
    ...overrides,
  };
}

async function list(client: Client) {
  const res = await client.get('/api/user/familymembers');
  expect(res.statusCode, res.body).toBe(200);
  return familyMembersResponse.parse(res.json()).data;
}

async function save(client: Client, body: SaveFamilyMemberRequest) {
  const res = await client.post('/api/user/savefamilymember', body);
  return { res, body: res.statusCode === 200 ? saveFamilyMemberResponse.parse(res.json()) : res.json() };
}

const verify = (client: Client, referenceId: string, otp: string) =>
  client.post('/api/user/verifyfamilyotp', { referenceId, otp });

const memberNamed = async (client: Client, firstName: string) =>
  (await list(client)).find((m) => m.firstName === firstName);

async function removeMember(client: Client, familyMemberId: number) {
  await client.del(`/api/user/deletefamilymember?familyMemberId=${familyMemberId}`);
}

describe('GET /api/user/familymembers', () => {
  it('lists the patient’s own members with relation texts and ages, and nobody else’s', async () => {
    const mine = await list(aisha);
    expect(mine.map((m) => [m.firstName, m.relation, m.relation_ar])).toEqual([
      ['Yousef', 'Son', 'الابن'],
      ['Hamad', 'Husband', 'الزوج'],
      ['Latifa', 'Mother', 'الأم'],
    ]);
    // The hospital tests' clock: 2 March 2026 (Yousef born 20 August 2016).
    expect(mine[0]).toMatchObject({ age: 9, documentTypeId: 1, documentId: '784201698765432', email: null });
    expect(await list(omar)).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/familymembers' });
    expect(res.statusCode).toBe(401);
  });
});

describe('adding a family member (POST /api/user/savefamilymember)', () => {
  it('sends the code to the member’s mobile and adds them only once it is entered', async () => {
    const saved = await save(aisha, saveBody(MARIAM));
    expect(saved.res.statusCode).toBe(200);
    expect(saved.body).toMatchObject({
      message: {
        status: 'OTPSent',
        message: ["OTP sent to the family member's mobile number"],
        code: 'family.otpSent',
      },
      data: { otpValidity: 5 },
    });
    const referenceId = saved.body.data.referenceId as string;
    const [sms] = await outbox(t.app, MARIAM);
    expect(sms?.purpose).toBe('family');
    expect(sms?.text).toContain('family member verification');
    expect(await memberNamed(aisha, 'Mariam')).toBeUndefined();

    const wrong = await verify(aisha, referenceId, wrongCode(sms?.code ?? ''));
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({
      message: { status: 'Invalid', message: ['Invalid OTP'], code: 'auth.invalidOtp' },
      data: { validOtp: false },
    });
    expect(await memberNamed(aisha, 'Mariam')).toBeUndefined();

    const right = await verify(aisha, referenceId, sms?.code ?? '');
    expect(right.json()).toEqual({
      message: {
        status: 'Success',
        message: ['Mobile number verified successfully'],
        code: 'family.otpVerifySuccess',
      },
      data: { validOtp: true },
    });
    const mariam = await memberNamed(aisha, 'Mariam');
    expect(mariam).toMatchObject({
      lastName: 'Al Mansoori',
      email: 'mariam@example.com',
      mobile: MARIAM.mobile,
      countryId: 1,
      relationId: 8,
      relation: 'Sister',
      dateOfBirth: '1995-09-14',
      age: 30,
    });
    const [row] = await t.db
      .select()
      .from(familyMembers)
      .where(eq(familyMembers.id, mariam?.familyMemberId ?? 0));
    expect(row?.mobileVerifiedAt).not.toBeNull();

    // The reference is used up: the same code again adds nobody twice.
    const again = await verify(aisha, referenceId, sms?.code ?? '');
    expect(again.json()).toMatchObject({
      message: { status: 'Invalid', code: 'family.otpVerifyError' },
      data: { validOtp: false },
    });
    expect((await list(aisha)).filter((m) => m.firstName === 'Mariam')).toHaveLength(1);
  });

  it('acts for the added member everywhere: patient selector, records, booking and history', async () => {
    const mariam = (await memberNamed(aisha, 'Mariam'))?.familyMemberId as number;
    const patients = await bookingPatients(aisha);
    expect(patients.Mariam).toMatchObject({ familyMemberId: mariam, relation: 'Sister', age: 30 });

    const records = await aisha.post(`/api/user/getpatientrecord/${aisha.userId}?familyMemberId=${mariam}`);
    expect(records.json().data).toEqual([
      {
        his: 'ADH',
        patientId: 'ADH100004',
        facilityId: 'AD10',
        mobileNo: '971507001122',
        dateOfBirth: '1995-09-14',
      },
    ]);

    const booked = await aisha.post(
      '/api/appointment/bookappointment',
      bookingPayload({ ...AHMED, date: TOMORROW, start: '09:00', end: '09:15', familyMemberId: mariam }),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    expect(bookAppointmentResponse.parse(booked.json()).data?.appointmentRefNo).toBeTruthy();

    const history = await aisha.post('/api/appointment/appointmenthistory', { familyMemberId: mariam });
    const upcoming = appointmentHistoryResponse.parse(history.json()).data.upcomingAppts;
    expect(upcoming.map((a) => [a.apptTime, a.patientName, a.patientId])).toEqual([
      ['09:00', 'Mariam Al Mansoori', 'ADH100004'],
    ]);
  });

  it('adds a member on the patient’s own mobile at once, without a code', async () => {
    const before = await outbox(t.app, DEMO_USERS.aisha);
    const saved = await save(aisha, saveBody(SAIF, { RelationId: 5, DocumentId: '784-2019-6655443-3' }));
    expect(saved.body).toEqual({
      message: {
        status: 'Success',
        message: ['Family member saved successfully'],
        code: 'family.saveFamilyMemberSuccess',
      },
      data: null,
    });
    expect(await outbox(t.app, DEMO_USERS.aisha)).toHaveLength(before.length);
    expect(await memberNamed(aisha, 'Saif')).toMatchObject({
      relation: 'Son',
      documentId: '784201966554433',
      age: 7,
    });
    expect((await bookingPatients(aisha)).Saif).toBeDefined();
  });

  it('keeps the booking rule for an adult added on the patient’s own mobile', async () => {
    // A grandfather the hospital reaches on Aisha's number.
    await t.db.insert(hospitalPatients).values({
      facilityId: 'AD10',
      his: 'ADH',
      patientId: 'ADH190001',
      firstName: 'Rashid',
      lastName: 'Al Mansoori',
      dateOfBirth: '1940-05-05',
      genderId: 1,
      mobileNo: `971${DEMO_USERS.aisha.mobile}`,
      documentTypeId: 1,
      identityNumber: '784194011122233',
    });
    const saved = await save(
      aisha,
      saveBody(SAIF, {
        FirstName: 'Rashid',
        DateOfBirth: '1940-05-05',
        DocumentId: '784194011122233',
        RelationId: 9,
      }),
    );
    expect(saved.body.message.status).toBe('Success');
    const rashid = (await memberNamed(aisha, 'Rashid'))?.familyMemberId as number;
    const refused = await aisha.post(
      '/api/appointment/bookappointment',
      bookingPayload({ ...AHMED, date: TOMORROW, start: '09:30', end: '09:45', familyMemberId: rashid }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatchObject({
      status: 'EFamilyMobileSame',
      message: ['family member mobile number is same as login user mobile number'],
    });
    await removeMember(aisha, rashid);
  });

  it('answers NotFound when the hospital has nobody with that document, date of birth and mobile', async () => {
    const attempts = [
      saveBody(MARIAM, { FirstName: 'Other', DocumentId: '784199511112222', DateOfBirth: '1995-01-01' }),
      saveBody(RANIA, { DateOfBirth: '1988-12-04' }),
      saveBody(RANIA, { Mobile: '502223345' }),
    ];
    for (const body of attempts) {
      const saved = await save(omar, body);
      expect(saved.res.statusCode).toBe(200);
      expect(saved.body).toEqual({
        message: {
          status: 'NotFound',
          message: [
            'The details do not match with your registration records at the facility. Contact 8007267 to add family member.',
          ],
          code: 'family.notFound',
        },
        data: null,
      });
    }
    expect(await list(omar)).toEqual([]);
    expect(await outbox(t.app, { callingCode: '971', mobile: '502223345' })).toEqual([]);
  });

  it('answers 503 when the hospital cannot be asked, and stores nothing', async () => {
    const real = new SimulatedHospital(t.db, t.clock.now);
    const down: HospitalInformationSystem = Object.assign(Object.create(real), {
      findPatients: async () => {
        throw new Error('hospital unreachable');
      },
    });
    const context = await createContext({
      database: t.database,
      config: t.config,
      clock: t.clock.now,
      logger: createLogger(t.config.logLevel),
      hospital: down,
    });
    const app = await buildApp({ database: t.database, context });
    try {
      const client = clientFor(app, omar.token, omar.userId);
      const res = await client.post('/api/user/savefamilymember', saveBody(RANIA, { FirstName: 'Down' }));
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toEqual({
        status: 'Error',
        message: ['The family member could not be saved, please try again later.'],
        code: 'family.saveFamilyMemberError',
      });
      expect(await memberNamed(omar, 'Down')).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('refuses a document id another of the patient’s members has, however it is written', async () => {
    const res = await aisha.post(
      '/api/user/savefamilymember',
      saveBody(MARIAM, { FirstName: 'Copy', DocumentId: '784-2016-9876543-2', DateOfBirth: '2016-08-20' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toEqual({
      status: 'Duplicate',
      message: ['Duplicate document id. Please enter a unique Document id'],
      code: 'family.duplicateDocumentId',
    });
  });

  it('refuses the patient’s own document', async () => {
    const res = await omar.post(
      '/api/user/savefamilymember',
      saveBody(RANIA, {
        DocumentTypeId: 1,
        DocumentId: DEMO_USERS.omar.documentId,
        DateOfBirth: '1985-09-30',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message.code).toBe('family.selfAsMember');
  });

  it('holds every field to the rules of section 5 and stores nothing', async () => {
    const cases: [Partial<SaveFamilyMemberRequest>, string, string][] = [
      [
        { DocumentTypeId: 1, DocumentId: '784-1987-7382916-1' },
        'rule.emiratesIdDobError',
        'Invalid Emirates Id or date of birth',
      ],
      [
        { DocumentTypeId: 1, DocumentId: '78419884738291' },
        'rule.emiratesIdError',
        'Please enter a valid Emirates ID',
      ],
      [
        { DocumentTypeId: 4, DocumentId: 'P1234' },
        'rule.docIdInvalidError',
        'Please enter a valid document id',
      ],
      [
        { DocumentTypeId: 4, DocumentId: 'P12345678901234X' },
        'rule.docIdInvalidError',
        'Please enter a valid document id',
      ],
      [{ Mobile: '50700112a' }, 'rule.numberError', 'Please enter numbers only'],
      [
        { Mobile: '50700112233' },
        'rule.loginInvalidMobileError',
        'Please enter a valid mobile number (8 to 10 digits)',
      ],
      [{ Email: '' }, 'rule.allFieldsRequired', 'All fields are required'],
      [{ RelationId: 0 }, 'rule.allFieldsRequired', 'All fields are required'],
      [
        { DateOfBirth: '2027-01-01' },
        'rule.dobRangeError',
        'Please enter a valid date of birth, not in the future',
      ],
    ];
    for (const [overrides, code, text] of cases) {
      const res = await omar.post('/api/user/savefamilymember', saveBody(RANIA, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().message).toMatchObject({ status: 'BadRequest', code, message: [text] });
    }
    const { FirstName: _name, ...missing } = saveBody(RANIA);
    const res = await omar.post('/api/user/savefamilymember', missing);
    expect(res.json().message.code).toBe('rule.allFieldsRequired');
    const unlisted = await omar.post('/api/user/savefamilymember', saveBody(RANIA, { RelationId: 99 }));
    expect(unlisted.statusCode).toBe(400);
    expect(unlisted.json().message.code).toBe('account.invalidSelection');
    expect(await list(omar)).toEqual([]);
  });

  it('answers 429 with the server’s text when codes are asked for too often, and resends the own code', async () => {
    const first = await save(omar, saveBody(RANIA, { RelationId: 4 }));
    expect(first.body.message.status).toBe('OTPSent');
    const referenceId = first.body.data.referenceId as string;
    const firstCode = await codeFor(t.app, RANIA);

    const twice = await omar.post('/api/user/savefamilymember', saveBody(RANIA, { RelationId: 4 }));
    expect(twice.statusCode).toBe(429);
    expect(twice.json().message).toEqual({
      status: 'TooManyRequests',
      message: ['Please wait before requesting a new OTP.'],
      code: 'auth.otpResendTooSoon',
    });

    // The dialog's resend within 60 s sends nothing new and keeps the reference.
    const held = await omar.post('/api/user/sendfamilyotpforadd', { referenceId });
    expect(held.json()).toMatchObject({
      message: { status: 'Success', code: 'family.otpSent' },
      data: { referenceId },
    });
    expect(await codeFor(t.app, RANIA)).toBe(firstCode);

    t.clock.advance({ seconds: 61 });
    const resent = await omar.post('/api/user/sendfamilyotpforadd', { referenceId });
    expect(resent.json().data.referenceId).toBe(referenceId);
    const secondCode = await codeFor(t.app, RANIA);
    const outboxed = await outbox(t.app, RANIA);
    expect(outboxed).toHaveLength(2);
    if (secondCode !== firstCode) {
      expect((await verify(omar, referenceId, firstCode)).json().data.validOtp).toBe(false);
    }
    expect((await verify(omar, referenceId, secondCode)).json().data.validOtp).toBe(true);
    expect((await memberNamed(omar, 'Rania'))?.relation).toBe('Wife');
  });
});

describe('editing a family member', () => {
  let hamad: number;
  beforeAll(async () => {
    hamad = (await memberNamed(aisha, 'Hamad'))?.familyMemberId as number;
  });

  const hamadBody = (overrides: Partial<SaveFamilyMemberRequest> = {}): SaveFamilyMemberRequest => ({
    FamilyMemberId: hamad,
    FirstName: 'Hamad',
    LastName: 'Al Mansoori',
    Email: 'hamad@example.com',
    Mobile: '506667788',
    CallingCode: '971',
    DateOfBirth: '1987-02-03',
    GenderId: 1,
    CountryId: 1,
    DocumentTypeId: 1,
    DocumentId: '784198711223344',
    RelationId: 3,
    ...overrides,
  });

  it('refuses a change of date of birth, document type or document id', async () => {
    const changes: Partial<SaveFamilyMemberRequest>[] = [
      { DateOfBirth: '1987-02-04' },
      { DocumentId: '784198711223345' },
      { DocumentTypeId: 4, DocumentId: 'P1234567' },
    ];
    for (const change of changes) {
      const res = await aisha.post('/api/user/savefamilymember', hamadBody(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toEqual({
        status: 'Invalid',
        message: ['Date of birth, document type and document id of a family member cannot be changed.'],
        code: 'family.readOnlyFields',
      });
    }
    expect(await memberNamed(aisha, 'Hamad')).toMatchObject({
      dateOfBirth: '1987-02-03',
      documentId: '784198711223344',
    });
  });

  it('saves names, e-mail and relation at once when the mobile stays (also as written with dashes)', async () => {
    const saved = await save(aisha, hamadBody({ LastName: 'Al-Mansoori', DocumentId: '784-1987-1122334-4' }));
    expect(saved.body.message).toMatchObject({ status: 'Success', code: 'family.saveFamilyMemberSuccess' });
    expect(await memberNamed(aisha, 'Hamad')).toMatchObject({
      lastName: 'Al-Mansoori',
      email: 'hamad@example.com',
    });
  });

  it('changes the mobile only after the code sent to the new number is entered', async () => {
    const newNumber = { callingCode: '971', mobile: '506660000' };
    const saved = await save(aisha, hamadBody({ Mobile: newNumber.mobile, LastName: 'Al Mansoori' }));
    expect(saved.body.message.status).toBe('OTPSent');
    expect((await memberNamed(aisha, 'Hamad'))?.mobile).toBe('506667788');
    const verified = await verify(aisha, saved.body.data.referenceId, await codeFor(t.app, newNumber));
    expect(verified.json().data.validOtp).toBe(true);
    expect(await memberNamed(aisha, 'Hamad')).toMatchObject({ mobile: '506660000', lastName: 'Al Mansoori' });
    // Back to the number the hospital knows, for the other tests.
    const back = await save(aisha, hamadBody());
    await verify(
      aisha,
      back.body.data.referenceId,
      await codeFor(t.app, { callingCode: '971', mobile: '506667788' }),
    );
    expect((await memberNamed(aisha, 'Hamad'))?.mobile).toBe('506667788');
  });
});

describe('DELETE /api/user/deletefamilymember', () => {
  it('removes the member from the list and the patient selector; a second time is 404', async () => {
    const saif = (await memberNamed(aisha, 'Saif'))?.familyMemberId as number;
    const res = await aisha.del(`/api/user/deletefamilymember?familyMemberId=${saif}`);
    expect(res.json()).toEqual({
      message: {
        status: 'Success',
        message: ['Family member removed successfully'],
        code: 'family.removeFamilyMemberSuccess',
      },
      data: null,
    });
    expect(await memberNamed(aisha, 'Saif')).toBeUndefined();
    expect((await bookingPatients(aisha)).Saif).toBeUndefined();
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, aisha.userId), eq(auditLog.action, 'family.delete')));
    expect(audited.map((row) => row.details)).toContainEqual({ familyMemberId: saif });
    const again = await aisha.del(`/api/user/deletefamilymember?familyMemberId=${saif}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message.code).toBe('family.removeFamilyMemberError');
  });
});

describe('account deletion', () => {
  it('takes the saves still waiting for a code with the account', async () => {
    const created = await createUser(t.db);
    const client = await signInAs(t.app, created);
    t.clock.advance({ seconds: 61 });
    const saved = await save(client, saveBody(MARIAM));
    expect(saved.body.message.status).toBe('OTPSent');
    const waiting = () =>
      t.db.select().from(familyMemberPending).where(eq(familyMemberPending.userId, created.id));
    expect(await waiting()).toHaveLength(1);
    const deleted = await client.post('/api/auth/deleteaccount');
    expect(deleted.statusCode).toBe(200);
    expect(await waiting()).toEqual([]);
  });
});

describe('proving a member’s mobile: /user/sendfamilyotp and /auth/verifymobile', () => {
  it('sends a code to a member’s number only, and the right code proves every member on it', async () => {
    const hamad = (await memberNamed(aisha, 'Hamad'))?.familyMemberId as number;
    await t.db.update(familyMembers).set({ mobileVerifiedAt: null }).where(eq(familyMembers.id, hamad));
    const number = { callingCode: '971', mobile: '506667788' };

    const stranger = await aisha.post('/api/user/sendfamilyotp', { callingCode: '971', mobile: '509998877' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message.code).toBe('family.memberNotFound');
    expect(await outbox(t.app, { callingCode: '971', mobile: '509998877' })).toEqual([]);

    t.clock.advance({ seconds: 61 });
    const sent = await aisha.post('/api/user/sendfamilyotp', number);
    expect(sent.json()).toMatchObject({
      message: { status: 'Success', code: 'family.otpSent' },
      data: { otpValidity: 5 },
    });
    const code = await codeFor(t.app, number);

    const wrong = await aisha.post('/api/auth/verifymobile', { ...number, otp: wrongCode(code) });
    expect(wrong.json()).toMatchObject({
      message: { status: 'Invalid', code: 'auth.invalidOtp' },
      data: { validOtp: false },
    });
    // Omar cannot use Aisha's code for her husband's number.
    const other = await omar.post('/api/auth/verifymobile', { ...number, otp: code });
    expect(other.json().data.validOtp).toBe(false);

    const right = await aisha.post('/api/auth/verifymobile', { ...number, otp: code });
    expect(right.json()).toEqual({
      message: {
        status: 'Success',
        message: ['Mobile number verified successfully'],
        code: 'family.otpVerifySuccess',
      },
      data: { validOtp: true },
    });
    const [row] = await t.db.select().from(familyMembers).where(eq(familyMembers.id, hamad));
    expect(row?.mobileVerifiedAt).not.toBeNull();
    const reused = await aisha.post('/api/auth/verifymobile', { ...number, otp: code });
    expect(reused.json().data.validOtp).toBe(false);
  });
});

describe('GET /api/user/parsemobileno', () => {
  it('splits a number as typed into calling code and mobile', async () => {
    const cases: [string, { callingCode: string; mobile: string }][] = [
      ['+971 50 123 4567', { callingCode: '971', mobile: '501234567' }],
      ['00971501234567', { callingCode: '971', mobile: '501234567' }],
      ['050-123-4567', { callingCode: '971', mobile: '501234567' }],
      ['+44 7911 123456', { callingCode: '44', mobile: '7911123456' }],
    ];
    for (const [phoneNumber, parsed] of cases) {
      const res = await aisha.get(`/api/user/parsemobileno?phoneNumber=${encodeURIComponent(phoneNumber)}`);
      expect(res.json(), phoneNumber).toMatchObject({ message: { status: 'Success' }, data: parsed });
    }
    const letters = await aisha.get('/api/user/parsemobileno?phoneNumber=50abc');
    expect(letters.statusCode).toBe(400);
    expect(letters.json().message.code).toBe('rule.numberError');
    const short = await aisha.get('/api/user/parsemobileno?phoneNumber=12345');
    expect(short.json().message.code).toBe('rule.loginInvalidMobileError');
  });
});

describe('IDOR: another patient’s family members', () => {
  it('refuses Omar every read, change, code and booking of Aisha’s members, audits it and changes nothing', async () => {
    const yousef = (await memberNamed(aisha, 'Yousef'))?.familyMemberId as number;
    const pending = await save(aisha, saveBody(MARIAM, { FirstName: 'Mariam2', RelationId: 8 }));
    // Mariam is already Aisha's: the duplicate rule answers before any code.
    expect(pending.res.statusCode).toBe(409);
    const before = await list(aisha);
    const [{ id: since } = { id: 0 }] = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .orderBy(auditLog.id)
      .then((rows) => rows.slice(-1));

    const edit = await omar.post('/api/user/savefamilymember', {
      ...saveBody(SAIF, { RelationId: 5 }),
      FamilyMemberId: yousef,
      FirstName: 'Taken',
      Mobile: DEMO_USERS.omar.mobile,
      DocumentId: '784201698765432',
      DateOfBirth: '2016-08-20',
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message.code).toBe('family.memberNotFound');

    const removed = await omar.del(`/api/user/deletefamilymember?familyMemberId=${yousef}`);
    expect(removed.statusCode).toBe(404);

    const hamadNumber = await omar.post('/api/user/sendfamilyotp', {
      callingCode: '971',
      mobile: '506667788',
    });
    expect(hamadNumber.statusCode).toBe(404);

    const booking = await omar.post(
      '/api/appointment/bookappointment',
      bookingPayload({ ...AHMED, date: TOMORROW, start: '11:00', end: '11:15', familyMemberId: yousef }),
    );
    expect(booking.statusCode).toBe(404);

    expect((await list(omar)).map((m) => m.familyMemberId)).not.toContain(yousef);
    expect(await list(aisha)).toEqual(before);
    const denied = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.userId, omar.userId), eq(auditLog.action, 'authz'), eq(auditLog.outcome, 'denied')),
      );
    expect(denied.filter((row) => row.id > since).length).toBeGreaterThanOrEqual(4);
  });

  it('keeps a waiting save its owner’s: another patient can neither resend nor verify it', async () => {
    const mariam = (await memberNamed(aisha, 'Mariam'))?.familyMemberId as number;
    await removeMember(aisha, mariam);
    t.clock.advance({ seconds: 61 });
    const saved = await save(aisha, saveBody(MARIAM));
    const referenceId = saved.body.data.referenceId as string;
    const code = await codeFor(t.app, MARIAM);

    const resend = await omar.post('/api/user/sendfamilyotpforadd', { referenceId });
    expect(resend.statusCode).toBe(404);
    expect(resend.json().message.code).toBe('family.otpVerifyError');
    const stolen = await verify(omar, referenceId, code);
    expect(stolen.json()).toMatchObject({
      message: { code: 'family.otpVerifyError' },
      data: { validOtp: false },
    });
    expect(await list(omar)).not.toContainEqual(expect.objectContaining({ firstName: 'Mariam' }));

    expect((await verify(aisha, referenceId, code)).json().data.validOtp).toBe(true);
    expect(await memberNamed(aisha, 'Mariam')).toBeDefined();
  });
});

describe.each([
  { id: 'aldhannah', name: 'Al Dhannah Hospital' },
  { id: 'colab', name: 'Colab Medical Centre' },
])('on the $id site', (site) => {
  const brand = {} as { app: FastifyInstance; aisha: Client; omar: Client };
  beforeAll(async () => {
    const { app } = await createTestApp(t.database, {
      clock: t.clock,
      config: LONG_TOKENS,
      site: { ...site, distDir: null },
    });
    Object.assign(brand, {
      app,
      aisha: await signInAs(app, DEMO_USERS.aisha),
      omar: await signInAs(app, DEMO_USERS.omar),
    });
  });
  afterAll(async () => {
    await brand.app.close();
  });

  it('sends the member’s code in the brand’s name', async () => {
    const rania = (await memberNamed(brand.omar, 'Rania'))?.familyMemberId;
    if (rania) await removeMember(brand.omar, rania);
    t.clock.advance({ seconds: 61 });
    const saved = await save(brand.omar, saveBody(RANIA, { RelationId: 4 }));
    expect(saved.body.message.status).toBe('OTPSent');
    const [sms] = await outbox(brand.app, RANIA);
    expect(sms?.text).toContain(site.name);
    await verify(brand.omar, saved.body.data.referenceId, sms?.code ?? '');
    expect((await memberNamed(brand.omar, 'Rania'))?.relation).toBe('Wife');
  });

  it('refuses Aisha every read, change, code and booking of Omar’s member (404, audited)', async () => {
    const rania = (await memberNamed(brand.omar, 'Rania'))?.familyMemberId as number;
    const start = site.id === 'colab' ? '15:00' : '14:00';
    const bookingFor = (familyMemberId: number) =>
      bookingPayload({ ...AHMED, date: TOMORROW, start, end: start.replace(':00', ':15'), familyMemberId });
    const before = await list(brand.omar);
    const attempts: [string, () => Promise<LightMyRequestResponse>][] = [
      [
        'edit',
        () =>
          brand.aisha.post(
            '/api/user/savefamilymember',
            saveBody(RANIA, { FamilyMemberId: rania, FirstName: 'X' }),
          ),
      ],
      ['delete', () => brand.aisha.del(`/api/user/deletefamilymember?familyMemberId=${rania}`)],
      ['code to her mobile', () => brand.aisha.post('/api/user/sendfamilyotp', RANIA)],
      ['booking for her', () => brand.aisha.post('/api/appointment/bookappointment', bookingFor(rania))],
      [
        'her appointments',
        () => brand.aisha.post('/api/appointment/appointmenthistory', { familyMemberId: rania }),
      ],
      [
        'her patient record',
        () => brand.aisha.post(`/api/user/getpatientrecord/${brand.aisha.userId}?familyMemberId=${rania}`),
      ],
    ];
    for (const [what, attempt] of attempts) {
      const res = await attempt();
      expect(res.statusCode, what).toBe(404);
      expect(res.body, what).not.toContain('Rania');
    }
    expect((await list(brand.aisha)).map((m) => m.familyMemberId)).not.toContain(rania);
    expect(await list(brand.omar)).toEqual(before);
    // The same booking is Omar's to make: the refusal above was about whose member she is.
    const own = await brand.omar.post('/api/appointment/bookappointment', bookingFor(rania));
    expect(own.statusCode, own.body).toBe(200);
    const denied = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, brand.aisha.userId), eq(auditLog.action, 'authz')));
    expect(denied.length).toBeGreaterThanOrEqual(attempts.length);
  });
});
