/**
 * SECURITY.md identity proof: a hospital record is linked to an account only when the record's
 * mobile is the account's proven mobile and the dates of birth agree. A typed Emirates ID (which
 * carries its holder's birth year) or a birth date someone knows links nothing: no record, no
 * insurer, no appointments, no calendar file, no cancel, and booking tells them to call.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  familyMembers,
  hospitalAppointments,
  hospitalDoctors,
  hospitalPatients,
} from '../db/schema';
import { createUser } from './harness';
import {
  AHMED,
  bookingPatients,
  bookingPayload,
  type Client,
  MONDAY_NOON_UAE,
  signInAs,
  TOMORROW,
  useHospitalApp,
} from './hospital-support';
import {
  emiratesId,
  freshMobile,
  newProspect,
  register,
  SIGN_UP,
  signUpBody,
  verifiedProspect,
} from './identity';

const t = useHospitalApp();

const RECORD_ISSUE = {
  message: {
    status: 'ERecordUnproven',
    message: ['There is an issue with this record, please contact 8007267.'],
    code: 'booking.recordIssue',
  },
  data: null,
};

let nextPatient = 0;

/**
 * Someone the hospital knows (a walk-in patient, no portal account): a record at AD10 under their
 * Emirates ID, birth date and mobile, with insurance and an appointment tomorrow.
 */
async function hospitalPatient(dateOfBirth = '1980-05-05') {
  nextPatient += 1;
  const mobile = freshMobile();
  const patientId = `ADH9${String(nextPatient).padStart(5, '0')}`;
  const documentId = emiratesId(dateOfBirth.slice(0, 4));
  const db = t.db;
  await db.insert(hospitalPatients).values({
    facilityId: 'AD10',
    his: 'ADH',
    patientId,
    firstName: 'Salem',
    lastName: `Walk-in ${nextPatient}`,
    dateOfBirth,
    genderId: 1,
    mobileNo: `971${mobile}`,
    documentTypeId: 1,
    identityNumber: documentId,
    insuranceName: 'Daman',
    planName: 'Enhanced',
  });
  const [doctor] = await db
    .select({ id: hospitalDoctors.id, license: hospitalDoctors.physicianLicense })
    .from(hospitalDoctors)
    .where(eq(hospitalDoctors.physicianNo, AHMED.physicianNo));
  if (!doctor) throw new Error('seed doctor D1001 is missing');
  // Evening slots, clear of the ones the booking calls below take.
  const minutes = 17 * 60 + (nextPatient - 1) * 15;
  const time = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const [appointment] = await db
    .insert(hospitalAppointments)
    .values({
      appointmentRef: `AD10-L${nextPatient}`,
      appointmentRefNo: `APTL${nextPatient}`,
      facilityId: 'AD10',
      patientId,
      doctorId: doctor.id,
      physicianNo: AHMED.physicianNo,
      physicianLicense: doctor.license,
      department: AHMED.department,
      locationId: null,
      scheduleType: 'OPD',
      apptDate: TOMORROW,
      startTime: time(minutes),
      endTime: time(minutes + 15),
      status: '0',
    })
    .returning();
  if (!appointment) throw new Error('appointment was not stored');
  return { mobile, dateOfBirth, documentId, patientId, appointment };
}

type Walkin = Awaited<ReturnType<typeof hospitalPatient>>;

/** Registers through the portal's own calls (identify, the code to `mobile`, register) and signs in. */
async function registerAndSignIn(details: { mobile: string; dateOfBirth: string; documentId: string }) {
  const prospect = newProspect(details);
  const { referenceId, otp } = await verifiedProspect(t.app, prospect);
  const res = await register(t.app, signUpBody(prospect, referenceId, otp));
  if (res.statusCode !== 200) throw new Error(`register answered ${res.body}`);
  return signInAs(t.app, { callingCode: '971', mobile: prospect.mobile, password: SIGN_UP.password });
}

async function recordsOf(client: Client, familyMemberId = 0) {
  const res = await client.post(
    `/api/user/getpatientrecord/${client.userId}?familyMemberId=${familyMemberId}&facilityId=AD10`,
  );
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { patientId: string }[] }).data.map((r) => r.patientId);
}

async function upcomingOf(client: Client, familyMemberId = 0) {
  const res = await client.post('/api/appointment/appointmenthistory', { familyMemberId });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { upcomingAppts: { appointmentId: string }[] } }).data.upcomingAppts.map(
    (a) => a.appointmentId,
  );
}

/** Everything of the walk-in's record the client asks for is refused, and nothing changes. */
async function expectNothingOf(client: Client, walkin: Walkin, familyMemberId = 0) {
  expect(await recordsOf(client, familyMemberId)).toEqual([]);
  expect(await upcomingOf(client, familyMemberId)).toEqual([]);
  const details = await client.post('/api/user/getpatientdetails', {
    his: 'ADH',
    patientId: walkin.patientId,
    institution: 'AD10',
  });
  expect(details.statusCode).toBe(404);
  expect(details.body).not.toContain('Daman');
  const ref = {
    facilityId: 'AD10',
    appointmentId: String(walkin.appointment.id),
    appointmentRef: walkin.appointment.appointmentRef,
  };
  expect((await client.get(`/api/appointment/calendar?appointmentId=${ref.appointmentId}`)).statusCode).toBe(
    404,
  );
  expect((await client.del('/api/appointment/deleteappointment', ref)).statusCode).toBe(404);
  const [still] = await t.db
    .select({ status: hospitalAppointments.status })
    .from(hospitalAppointments)
    .where(eq(hospitalAppointments.id, walkin.appointment.id));
  expect(still?.status).toBe('0');
}

/** Booking for someone the hospital knows under unproven details: the helpline text, no new record. */
async function expectBookingRefused(client: Client, walkin: Walkin, familyMemberId: number | null = null) {
  const before = await t.db
    .select({ id: hospitalPatients.id })
    .from(hospitalPatients)
    .where(eq(hospitalPatients.identityNumber, walkin.documentId));
  const res = await client.post(
    '/api/appointment/bookappointment',
    bookingPayload({ ...AHMED, date: TOMORROW, start: '15:00', end: '15:15', familyMemberId }),
  );
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual(RECORD_ISSUE);
  const after = await t.db
    .select({ id: hospitalPatients.id })
    .from(hospitalPatients)
    .where(eq(hospitalPatients.identityNumber, walkin.documentId));
  expect(after).toEqual(before);
  const denied = await t.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.userId, client.userId), eq(auditLog.reason, 'record_unproven')));
  expect(denied.length).toBeGreaterThan(0);
}

describe('linking an account to a hospital record', () => {
  it('gives a stranger who registers with someone else’s Emirates ID and birth date nothing of their record', async () => {
    const walkin = await hospitalPatient();
    const stranger = await registerAndSignIn({
      mobile: freshMobile(),
      dateOfBirth: walkin.dateOfBirth,
      documentId: walkin.documentId,
    });
    await expectNothingOf(stranger, walkin);
    await expectBookingRefused(stranger, walkin);
  });

  it('gives an account that types someone else’s Emirates ID into its profile nothing either', async () => {
    const walkin = await hospitalPatient('1983-01-09');
    const user = await createUser(t.db, { dateOfBirth: walkin.dateOfBirth });
    const client = await signInAs(t.app, user);
    const saved = await client.post('/api/user/saveprofile', {
      firstName: 'Test',
      lastName: 'Patient',
      email: 'test@example.com',
      genderId: 1,
      countryId: 3,
      dateOfBirth: walkin.dateOfBirth,
      documentTypeId: 1,
      documentId: walkin.documentId,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await expectNothingOf(client, walkin);
    await expectBookingRefused(client, walkin);
  });

  it('links nothing on the right mobile with a wrong birth date', async () => {
    const walkin = await hospitalPatient('1979-10-30');
    const client = await registerAndSignIn({
      mobile: walkin.mobile,
      dateOfBirth: '1979-03-01',
      documentId: walkin.documentId,
    });
    await expectNothingOf(client, walkin);
    await expectBookingRefused(client, walkin);
  });

  it('links the record when its mobile is the one the account proved and the birth date matches', async () => {
    const walkin = await hospitalPatient('1988-12-24');
    const client = await registerAndSignIn({
      mobile: walkin.mobile,
      dateOfBirth: walkin.dateOfBirth,
      documentId: walkin.documentId,
    });
    expect(await recordsOf(client)).toEqual([walkin.patientId]);
    expect(await upcomingOf(client)).toEqual([String(walkin.appointment.id)]);
    const details = await client.post('/api/user/getpatientdetails', {
      his: 'ADH',
      patientId: walkin.patientId,
      institution: 'AD10',
    });
    expect(details.json().data).toEqual([{ insuranceName: 'Daman', planName: 'Enhanced' }]);
    const booked = await client.post(
      '/api/appointment/bookappointment',
      bookingPayload({ ...AHMED, date: TOMORROW, start: '15:30', end: '15:45' }),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data.patientId).toBe(walkin.patientId);
  });
  it('unlinks when the profile stops matching the record, and links again once it matches', async () => {
    const walkin = await hospitalPatient('1986-07-19');
    const client = await registerAndSignIn({
      mobile: walkin.mobile,
      dateOfBirth: walkin.dateOfBirth,
      documentId: walkin.documentId,
    });
    expect(await recordsOf(client)).toEqual([walkin.patientId]);
    const saveBirthDate = (dateOfBirth: string) =>
      client.post('/api/user/saveprofile', {
        firstName: 'Test',
        lastName: 'Patient',
        email: 'test@example.com',
        genderId: 1,
        countryId: 3,
        dateOfBirth,
        documentTypeId: 1,
        documentId: walkin.documentId,
      });
    // Same year (the Emirates ID's rule holds), another day: the hospital's record is not this person's.
    const moved = await saveBirthDate('1986-07-20');
    expect(moved.statusCode, moved.body).toBe(200);
    await expectNothingOf(client, walkin);
    await expectBookingRefused(client, walkin);

    const back = await saveBirthDate(walkin.dateOfBirth);
    expect(back.statusCode, back.body).toBe(200);
    expect(await recordsOf(client)).toEqual([walkin.patientId]);
    expect(await upcomingOf(client)).toEqual([String(walkin.appointment.id)]);
  });
});

describe('linking a family member to a hospital record', () => {
  async function addMember(userId: number, walkin: Walkin, mobile: string, verified: boolean) {
    const [member] = await t.db
      .insert(familyMembers)
      .values({
        userId,
        firstName: 'Salem',
        lastName: 'Walk-in',
        relationId: 3,
        dateOfBirth: walkin.dateOfBirth,
        genderId: 1,
        callingCode: '971',
        mobile,
        documentTypeId: 1,
        documentId: walkin.documentId,
        mobileVerifiedAt: verified ? new Date(MONDAY_NOON_UAE) : null,
      })
      .returning({ id: familyMembers.id });
    if (!member) throw new Error('member was not stored');
    return member.id;
  }

  it('links nothing for a member typed with someone else’s document, on the holder’s mobile or an unproven one', async () => {
    const user = await createUser(t.db);
    const client = await signInAs(t.app, user);
    // A child on the holder's (proven) mobile: the hospital reaches this child on another one.
    const child = await hospitalPatient('2015-06-15');
    const onHolderMobile = await addMember(user.id, child, user.mobile, false);
    await expectNothingOf(client, child, onHolderMobile);
    await expectBookingRefused(client, child, onHolderMobile);

    // An adult typed with the record's own mobile, but no code was ever entered from it.
    const adult = await hospitalPatient('1975-06-15');
    const unproven = await addMember(user.id, adult, adult.mobile, false);
    await expectNothingOf(client, adult, unproven);
    await expectBookingRefused(client, adult, unproven);
  });

  it('links a member whose code went to the record’s mobile, and Aisha’s seeded family stays linked', async () => {
    const walkin = await hospitalPatient('1977-02-02');
    const user = await createUser(t.db);
    const client = await signInAs(t.app, user);
    const member = await addMember(user.id, walkin, walkin.mobile, true);
    expect(await recordsOf(client, member)).toEqual([walkin.patientId]);
    expect(await upcomingOf(client, member)).toEqual([String(walkin.appointment.id)]);

    const aisha = await signInAs(t.app, {
      callingCode: '971',
      mobile: '501234567',
      password: 'Demo@2026',
    });
    const family = await bookingPatients(aisha);
    for (const [name, patientId] of [
      ['Yousef', 'ADH100002'],
      ['Hamad', 'ADH100003'],
    ] as const) {
      expect(await recordsOf(aisha, family[name]?.familyMemberId ?? -1), name).toEqual([patientId]);
    }
  });
});
