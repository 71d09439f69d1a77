import {
  appointmentHistoryResponse,
  bookAppointmentResponse,
  patientDetailsResponse,
  patientRecordResponse,
  ssoLoginResponse,
  teleconsultStartResponse,
  timeSlotsResponse,
  updateAppointmentResponse,
} from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, familyMembers, hospitalAppointments, hospitalPatients } from '../db/schema';
import { createTestApp, createUser, TestClock } from './harness';
import {
  AHMED,
  bookingPatients,
  bookingPayload,
  type Client,
  LONG_TOKENS,
  signInAs,
  signInDemo,
  slotsRequest,
  TODAY,
  TOMORROW,
  useDemoClient,
  useHospitalApp,
} from './hospital-support';

const t = useHospitalApp();
const aisha = useDemoClient(t, 'aisha');
let family: Awaited<ReturnType<typeof bookingPatients>>;

beforeAll(async () => {
  family = await bookingPatients(aisha);
});

const memberId = (name: string) => family[name]?.familyMemberId ?? -1;

async function book(client: Client, slot: Parameters<typeof bookingPayload>[0]) {
  const res = await client.post('/api/appointment/bookappointment', bookingPayload(slot));
  return { res, body: bookAppointmentResponse.parse(res.json()) };
}

async function history(client: Client, body: Record<string, unknown> = { familyMemberId: 0 }) {
  const res = await client.post('/api/appointment/appointmenthistory', body);
  expect(res.statusCode, res.body).toBe(200);
  return appointmentHistoryResponse.parse(res.json()).data;
}

describe('POST /api/appointment/bookappointment', () => {
  it('books a free slot for self and answers the reference number; it shows under upcoming', async () => {
    const { res, body } = await book(aisha, { ...AHMED, date: TOMORROW, start: '08:00', end: '08:15' });
    expect(res.statusCode).toBe(200);
    expect(body.message).toEqual({
      status: 'Success',
      message: ['Appointment booked successfully'],
      code: 'booking.booked',
    });
    expect(body.data).toMatchObject({
      appointmentRefNo: expect.stringMatching(/^APT\d+$/),
      appointmentRef: expect.stringMatching(/^AD10-\d+$/),
      apptDate: TOMORROW,
      apptTime: '08:00',
      apptEndTime: '08:15',
      patientId: 'ADH100001',
      facilityId: 'AD10',
    });
    const upcoming = (await history(aisha)).upcomingAppts.find(
      (a) => a.appointmentId === body.data?.appointmentId,
    );
    expect(upcoming).toMatchObject({
      appointmentRefNo: body.data?.appointmentRefNo,
      appointmentStatus: '0',
      physicianName: 'Dr. Ahmed Al Hashimi',
      specialty: 'Family Medicine',
      location: 'Al Dhannah Hospital',
      scheduleType: 'OPD',
      patientName: 'Aisha Al Mansoori',
      familyMemberId: 0,
      patientNo: 'ADH100001',
      his: 'ADH',
      mobileNo: '971501234567',
      duration: 15,
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'appointment.book'), eq(auditLog.userId, aisha.userId)));
    expect(audit?.outcome).toBe('success');
  });

  it('books for a family member: a child on the user’s mobile, an adult on their own', async () => {
    const child = await book(aisha, {
      ...AHMED,
      date: TOMORROW,
      start: '09:00',
      end: '09:15',
      familyMemberId: memberId('Yousef'),
    });
    expect(child.res.statusCode, child.res.body).toBe(200);
    expect(child.body.data?.patientId).toBe('ADH100002');
    const adult = await book(aisha, {
      ...AHMED,
      date: TOMORROW,
      start: '09:15',
      end: '09:30',
      familyMemberId: String(memberId('Hamad')) as unknown as number,
    });
    expect(adult.res.statusCode, adult.res.body).toBe(200);
    const yousef = await history(aisha, { familyMemberId: memberId('Yousef') });
    expect(yousef.upcomingAppts.map((a) => [a.apptTime, a.patientName])).toEqual([
      ['09:00', 'Yousef Al Mansoori'],
    ]);
    // Self's history holds none of the family's appointments.
    expect((await history(aisha)).upcomingAppts.map((a) => a.patientName)).not.toContain(
      'Yousef Al Mansoori',
    );
  });

  it('refuses a slot taken already, one not in the schedule and one already started, with E statuses', async () => {
    const taken = await book(aisha, {
      ...AHMED,
      date: TOMORROW,
      start: '08:00',
      end: '08:15',
      familyMemberId: memberId('Hamad'),
    });
    expect(taken.res.statusCode).toBe(409);
    expect(taken.body.message).toEqual({
      status: 'ESlotTaken',
      message: ['This slot is no longer available, please choose another.'],
      code: 'booking.slotTaken',
    });
    for (const slot of [
      { start: '08:07', end: '08:22' },
      { start: '08:00', end: '08:30' },
      { start: '12:00', end: '12:15' },
    ]) {
      const off = await book(aisha, { ...AHMED, date: TOMORROW, ...slot });
      expect(off.res.statusCode).toBe(409);
      expect(off.body.message.status).toBe('ESlotTaken');
    }
    const started = await book(aisha, { ...AHMED, date: TODAY, start: '09:00', end: '09:15' });
    expect(started.res.statusCode).toBe(409);
  });

  it('runs the pre-checks of section 5 in order', async () => {
    const latifa = await book(aisha, {
      ...AHMED,
      date: TOMORROW,
      start: '10:00',
      end: '10:15',
      familyMemberId: memberId('Latifa'),
    });
    expect(latifa.res.statusCode).toBe(400);
    expect(latifa.body.message).toEqual({
      status: 'EFamilyMobileSame',
      message: ['family member mobile number is same as login user mobile number'],
      code: 'booking.familyMobileSame',
    });

    const [salem] = await t.db
      .insert(familyMembers)
      .values({
        userId: aisha.userId,
        firstName: 'Salem',
        lastName: 'Al Mansoori',
        relationId: 7,
        dateOfBirth: '2001-01-01',
        genderId: 1,
        callingCode: '971',
        mobile: '507778899',
        documentTypeId: 1,
        documentId: '784199912345678',
      })
      .returning({ id: familyMembers.id });
    const salemBooking = await book(aisha, {
      ...AHMED,
      date: TOMORROW,
      start: '10:00',
      end: '10:15',
      familyMemberId: salem?.id,
    });
    expect(salemBooking.res.statusCode).toBe(400);
    expect(salemBooking.body.message).toEqual({
      status: 'EEmiratesIdDob',
      message: ['Emirates id or date of birth is invalid, please check'],
      code: 'booking.emiratesIdDobInvalid',
    });

    const past = await book(aisha, { ...AHMED, date: '2026-03-01', start: '10:00', end: '10:15' });
    expect(past.res.statusCode).toBe(400);
    expect(past.body.message.status).toBe('EPastDate');
  });

  it('refuses doctors without department and department codes, and answers 404 for an unknown doctor', async () => {
    const brooks = await book(aisha, {
      physicianNo: 'D2005',
      department: 'OPH',
      facilityId: 'BM10',
      date: '2026-03-09',
      start: '09:00',
      end: '09:20',
    });
    expect(brooks.res.statusCode).toBe(400);
    expect(brooks.body.message.status).toBe('EDoctorNotBookable');
    const ivf = await book(aisha, {
      physicianNo: 'D1010',
      department: 'IVF',
      date: TOMORROW,
      start: '09:00',
      end: '09:20',
    });
    expect(ivf.res.statusCode).toBe(400);
    expect(ivf.body.message.status).toBe('EDepartmentNotBookable');
    const unknown = await book(aisha, {
      physicianNo: 'D9999',
      department: 'FM',
      date: TOMORROW,
      start: '09:00',
      end: '09:15',
    });
    expect(unknown.res.statusCode).toBe(404);
    const wrongFacility = await book(aisha, {
      ...AHMED,
      facilityId: 'BM10',
      date: TOMORROW,
      start: '10:00',
      end: '10:15',
    });
    expect(wrongFacility.res.statusCode).toBe(404);
    const wrongDepartment = await book(aisha, {
      ...AHMED,
      department: 'CARD',
      date: TOMORROW,
      start: '10:00',
      end: '10:15',
    });
    expect(wrongDepartment.res.statusCode).toBe(400);
  });

  it('blocks Aisha’s restricted insurance where a flag asks for the check, and only there', async () => {
    const youssef = { physicianNo: 'D1008', department: 'ENT', date: TOMORROW, start: '09:00', end: '09:15' };
    const blocked = await book(aisha, youssef);
    expect(blocked.res.statusCode).toBe(400);
    expect(blocked.body.message).toEqual({
      status: 'EInsuranceRestricted',
      message: ['Please contact Experience Center 8007267 for appointment booking.'],
      code: 'booking.insuranceRestricted',
    });
    // Her husband's plan (Thiqa) is not restricted at Mirfa.
    const hamad = await book(aisha, { ...youssef, familyMemberId: memberId('Hamad') });
    expect(hamad.res.statusCode, hamad.res.body).toBe(200);
    // Same clinic and list, but Dr. Hessa's flags are all 'no'.
    const hessa = await book(aisha, {
      physicianNo: 'D1009',
      department: 'FM',
      date: TOMORROW,
      start: '08:00',
      end: '08:20',
    });
    expect(hessa.res.statusCode, hessa.res.body).toBe(200);
    // A patient the hospital has no insurance for books anyway.
    const newcomer = await signInAs(t.app, await createUser(t.db, { firstName: 'Noor' }));
    const fresh = await book(newcomer, { ...youssef, start: '09:15', end: '09:30' });
    expect(fresh.res.statusCode, fresh.res.body).toBe(200);
  });

  it('matches the restricted insurer and plan case-insensitively and trimmed, on the server', async () => {
    const youssef = { physicianNo: 'D1008', department: 'ENT', date: TOMORROW, start: '10:00', end: '10:15' };
    const hamad = { ...youssef, familyMemberId: memberId('Hamad') };
    const setHamadInsurance = (insuranceName: string, planName: string) =>
      t.db
        .update(hospitalPatients)
        .set({ insuranceName, planName })
        .where(eq(hospitalPatients.patientId, 'ADH100003'));
    // The hospital wrote Daman Basic (restricted at Mirfa) in its own spelling.
    await setHamadInsurance('  DAMAN ', 'basic  ');
    try {
      const blocked = await book(aisha, hamad);
      expect(blocked.res.statusCode).toBe(400);
      expect(blocked.body.message.status).toBe('EInsuranceRestricted');
      // The insurer alone is not enough: the plan must match too.
      await setHamadInsurance('daman', 'Enhanced');
      const other = await book(aisha, hamad);
      expect(other.res.statusCode, other.res.body).toBe(200);
    } finally {
      await setHamadInsurance('Thiqa', 'Thiqa 1');
    }
  });

  it('refuses an adult family member on the user’s mobile however the number is written', async () => {
    const [sara] = await t.db
      .insert(familyMembers)
      .values({
        userId: aisha.userId,
        firstName: 'Sara',
        lastName: 'Al Mansoori',
        relationId: 7,
        dateOfBirth: '1995-06-01',
        genderId: 2,
        callingCode: '+971',
        mobile: '0501234567',
        documentTypeId: 1,
        documentId: '784199512345671',
      })
      .returning({ id: familyMembers.id });
    try {
      const refused = await book(aisha, {
        ...AHMED,
        date: TOMORROW,
        start: '10:30',
        end: '10:45',
        familyMemberId: sara?.id,
      });
      expect(refused.res.statusCode).toBe(400);
      expect(refused.body.message).toEqual({
        status: 'EFamilyMobileSame',
        message: ['family member mobile number is same as login user mobile number'],
        code: 'booking.familyMobileSame',
      });
    } finally {
      if (sara) await t.db.delete(familyMembers).where(eq(familyMembers.id, sara.id));
    }
  });

  it('registers a patient unknown at the facility, and finds the record next time', async () => {
    const omar = await signInDemo(t.app, 'omar');
    const before = patientRecordResponse.parse(
      (await omar.post(`/api/user/getpatientrecord/${omar.userId}?familyMemberId=0&facilityId=AD10`)).json(),
    );
    expect(before.data).toEqual([]);
    const first = await book(omar, { ...AHMED, date: TOMORROW, start: '11:00', end: '11:15' });
    expect(first.res.statusCode, first.res.body).toBe(200);
    expect(first.body.data?.patientId).toMatch(/^ADH5\d{5}$/);
    const records = patientRecordResponse.parse(
      (await omar.post(`/api/user/getpatientrecord/${omar.userId}?familyMemberId=0`)).json(),
    ).data;
    expect(records.map((r) => [r.facilityId, r.patientId])).toEqual([
      ['AD10', first.body.data?.patientId],
      ['BM10', 'CMC100001'],
    ]);
    const second = await book(omar, {
      ...AHMED,
      date: TOMORROW,
      start: '11:15',
      end: '11:30',
      patientId: first.body.data?.patientId,
    });
    expect(second.body.data?.patientId).toBe(first.body.data?.patientId);
    const rows = await t.db
      .select()
      .from(hospitalPatients)
      .where(eq(hospitalPatients.identityNumber, '784198523456781'));
    expect(rows).toHaveLength(2);
  });

  it('refuses an incomplete payload with the spec text', async () => {
    const res = await aisha.post('/api/appointment/bookappointment', { facilityId: 'AD10' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message.message).toContain('All fields are required');
  });
});

describe('patient records and details', () => {
  it('answers the records of self and of a family member, and their insurer and plan', async () => {
    const own = patientRecordResponse.parse(
      (
        await aisha.post(`/api/user/getpatientrecord/${aisha.userId}?familyMemberId=0&facilityId=AD10`)
      ).json(),
    );
    expect(own.data).toEqual([
      {
        his: 'ADH',
        patientId: 'ADH100001',
        facilityId: 'AD10',
        mobileNo: '971501234567',
        dateOfBirth: '1990-04-12',
      },
    ]);
    const hamad = patientRecordResponse.parse(
      (
        await aisha.post(`/api/user/getpatientrecord/${aisha.userId}?familyMemberId=${memberId('Hamad')}`)
      ).json(),
    );
    expect(hamad.data.map((r) => [r.patientId, r.mobileNo])).toEqual([['ADH100003', '971506667788']]);
    const details = patientDetailsResponse.parse(
      (
        await aisha.post('/api/user/getpatientdetails', {
          his: 'ADH',
          patientId: 'ADH100001',
          institution: 'AD10',
        })
      ).json(),
    );
    expect(details.data[0]).toEqual({ insuranceName: 'Daman', planName: 'Basic' });
    const missing = await aisha.post('/api/user/getpatientdetails', {
      his: 'ADH',
      patientId: 'ADH999999',
      institution: 'AD10',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message.message).toEqual(['Patient details not found']);
  });
});

describe('reschedule and cancel', () => {
  async function fresh(start: string, end: string, date = TOMORROW) {
    const { res, body } = await book(aisha, { ...AHMED, date, start, end });
    expect(res.statusCode, res.body).toBe(200);
    return body.data as NonNullable<typeof body.data>;
  }
  const freeTimes = async (date: string) => {
    const res = await aisha.post('/api/appointment/timeslots', slotsRequest([AHMED.physicianNo], date));
    const data = timeSlotsResponse.parse(res.json()).data;
    return [...data.morningSlots, ...data.afternoonSlots, ...data.eveningSlots].map((s) => s.startTime);
  };

  it('moves an appointment to a free slot with new references, freeing the old slot', async () => {
    const booked = await fresh('13:00', '13:15');
    const res = await aisha.put('/api/appointment/updateappointment', {
      facilityId: 'AD10',
      appointmentId: booked.appointmentId,
      appointmentRef: booked.appointmentRef,
      apptDate: '2026-03-04',
      apptTime: '13:30',
      duration: 15,
      department: 'FM',
      patientNo: booked.patientId,
      mobileNo: '971501234567',
      physicianNo: 'D1001',
      physicianLicense: 'DOH-GP-10231',
    });
    expect(res.statusCode, res.body).toBe(200);
    const moved = updateAppointmentResponse.parse(res.json());
    expect(moved.message.message).toEqual(['Appointment rescheduled successfully']);
    expect(moved.data).toMatchObject({ apptDate: '2026-03-04', apptTime: '13:30', apptEndTime: '13:45' });
    expect(moved.data?.appointmentRefNo).not.toBe(booked.appointmentRefNo);
    expect(moved.data?.appointmentRef).not.toBe(booked.appointmentRef);
    expect(await freeTimes(TOMORROW)).toContain('13:00');
    expect(await freeTimes('2026-03-04')).not.toContain('13:30');
    const upcoming = (await history(aisha)).upcomingAppts.map((a) => a.appointmentId);
    expect(upcoming).toContain(moved.data?.appointmentId);
    expect(upcoming).not.toContain(booked.appointmentId);
    const [old] = await t.db
      .select()
      .from(hospitalAppointments)
      .where(eq(hospitalAppointments.id, Number(booked.appointmentId)));
    expect(old).toMatchObject({ status: 'Rescheduled', rescheduledTo: Number(moved.data?.appointmentId) });
  });

  it('keeps the appointment when the new slot is taken, and refuses what cannot change', async () => {
    const booked = await fresh('13:15', '13:30');
    await fresh('14:00', '14:15');
    const update = (patch: Record<string, unknown>) =>
      aisha.put('/api/appointment/updateappointment', {
        facilityId: 'AD10',
        appointmentId: booked.appointmentId,
        appointmentRef: booked.appointmentRef,
        apptDate: TOMORROW,
        apptTime: '14:00',
        physicianNo: 'D1001',
        ...patch,
      });
    const taken = await update({});
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message.status).toBe('ESlotTaken');
    const [still] = await t.db
      .select()
      .from(hospitalAppointments)
      .where(eq(hospitalAppointments.id, Number(booked.appointmentId)));
    expect(still?.status).toBe('0');
    expect((await update({ physicianNo: 'D1009' })).statusCode).toBe(400);
    expect((await update({ apptDate: '2026-03-01' })).json().message.status).toBe('EPastDate');
    expect((await update({ appointmentRef: 'AD10-1' })).statusCode).toBe(404);

    const cancel = await aisha.del('/api/appointment/deleteappointment', {
      facilityId: 'AD10',
      appointmentId: booked.appointmentId,
      appointmentRef: booked.appointmentRef,
      patientNo: booked.patientId,
      reason: 'Travelling',
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({
      message: {
        status: 'Success',
        message: ['Appointment cancelled successfully!'],
        code: 'booking.cancelled',
      },
      data: null,
    });
    const again = await update({ apptTime: '15:00' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message.status).toBe('ENotChangeable');
    const cancelAgain = await aisha.del('/api/appointment/deleteappointment', {
      facilityId: 'AD10',
      appointmentId: booked.appointmentId,
      appointmentRef: booked.appointmentRef,
    });
    expect(cancelAgain.json().message.status).toBe('ENotChangeable');
    // The cancelled slot can be booked again.
    await fresh('13:15', '13:30');
  });

  it('turns a booked appointment that has ended into a past Not Visited one', async () => {
    const booked = await fresh('19:45', '20:00', TODAY);
    const later = await createTestApp(t.database, {
      clock: new TestClock('2026-03-02T16:30:00.000Z'),
      config: LONG_TOKENS,
    });
    try {
      const res = await later.app.inject({
        method: 'POST',
        url: '/api/appointment/appointmenthistory',
        headers: { authorization: `Bearer ${aisha.token}` },
        payload: { familyMemberId: 0 },
      });
      const data = appointmentHistoryResponse.parse(res.json()).data;
      expect(data.upcomingAppts.map((a) => a.appointmentId)).not.toContain(booked.appointmentId);
      expect(data.pastAppts.find((a) => a.appointmentId === booked.appointmentId)?.appointmentStatus).toBe(
        'Not Visited',
      );
      const cancel = await later.app.inject({
        method: 'DELETE',
        url: '/api/appointment/deleteappointment',
        headers: { authorization: `Bearer ${aisha.token}` },
        payload: {
          facilityId: 'AD10',
          appointmentId: booked.appointmentId,
          appointmentRef: booked.appointmentRef,
        },
      });
      expect(cancel.json().message.status).toBe('ENotChangeable');
    } finally {
      await later.app.close();
    }
  });
});

describe('Add to calendar (.ics)', () => {
  it('downloads an own booked appointment as text/calendar in UTC, escaped and folded', async () => {
    const { body } = await book(aisha, { ...AHMED, date: TOMORROW, start: '17:00', end: '17:15' });
    const res = await aisha.get(`/api/appointment/calendar?appointmentId=${body.data?.appointmentId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="appointment-${body.data?.appointmentRefNo}.ics"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    // 17:00 in the UAE is 13:00 UTC.
    expect(unfolded).toContain('DTSTART:20260303T130000Z');
    expect(unfolded).toContain('DTEND:20260303T131500Z');
    expect(unfolded).toContain('DTSTAMP:20260302T080000Z');
    expect(unfolded).toContain('SUMMARY:Appointment with Dr. Ahmed Al Hashimi');
    expect(unfolded).toContain(`UID:${body.data?.appointmentRefNo}@patient-portal`);
    expect(unfolded).toContain(
      'LOCATION:Al Dhannah Hospital\\, Al Dhannah City\\, Al Dhafra Region\\, Abu Dhabi',
    );
    expect(unfolded).toContain(`Reference: ${body.data?.appointmentRefNo}`);
    expect(unfolded).toContain('GEO:24.0983;52.7105');

    await aisha.del('/api/appointment/deleteappointment', {
      facilityId: 'AD10',
      appointmentId: body.data?.appointmentId,
      appointmentRef: body.data?.appointmentRef,
    });
    expect(
      (await aisha.get(`/api/appointment/calendar?appointmentId=${body.data?.appointmentId}`)).statusCode,
    ).toBe(404);
  });
});

describe('teleconsultation', () => {
  const noura = { physicianNo: 'D1011', department: 'FM', facilityId: 'AD10' };

  it('starts only on the day, from 5 minutes before, through the development provider', async () => {
    const { body } = await book(aisha, { ...noura, date: TODAY, start: '12:30', end: '12:45' });
    const start = () =>
      aisha.post('/api/appointment/teleconsultstart', { appointmentId: body.data?.appointmentId });
    const early = await start();
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toEqual({
      status: 'ETeleconsultWindow',
      message: ['You can start teleconsultation before 5 minute of your appointment time'],
      code: 'booking.teleconsultTooEarly',
    });
    t.clock.advance({ minutes: 25 });
    try {
      const res = await start();
      expect(res.statusCode, res.body).toBe(200);
      const data = teleconsultStartResponse.parse(res.json()).data;
      expect(data).toMatchObject({
        baseUrl: '/api/dev/teleconsult',
        appId: 'portal-dev-teleconsult',
        apptDate: TODAY,
        apptTime: '12:30',
        physicianName: 'Dr. Noura Al Kaabi',
      });
      expect(data?.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(data?.userId).toMatch(/^\d+$/);
    } finally {
      t.clock.advance({ minutes: -25 });
    }
  });

  it('tells the date of a later appointment, and refuses an OPD one', async () => {
    const { body } = await book(aisha, { ...noura, date: TOMORROW, start: '12:30', end: '12:45' });
    const later = await aisha.post('/api/appointment/teleconsultstart', {
      appointmentId: body.data?.appointmentId,
    });
    expect(later.json().message).toEqual({
      status: 'ETeleconsultWindow',
      message: ['Your teleconsultation appointment is scheduled on 03/03/2026'],
      code: 'booking.teleconsultOtherDay',
      params: { date: '03/03/2026' },
    });
    const opd = await book(aisha, { ...AHMED, date: TODAY, start: '13:45', end: '14:00' });
    const refused = await aisha.post('/api/appointment/teleconsultstart', {
      appointmentId: opd.body.data?.appointmentId,
    });
    expect(refused.json().message.status).toBe('ENotTelemedicine');
  });

  it('serves the development sso-login with an APPID check, never in production', async () => {
    const payload = {
      name: 'Aisha Al Mansoori',
      gender: 'female',
      phone: '+971501234567',
      emirates: '784199012345671',
    };
    const url = '/api/dev/teleconsult/web/api/default/sso-login';
    const wrong = await t.app.inject({ method: 'POST', url, payload, headers: { appid: 'nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: 'Invalid APPID' });
    const right = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { APPID: 'portal-dev-teleconsult' },
    });
    const answer = ssoLoginResponse.parse(right.json());
    expect(answer.success).toBe(true);
    expect(answer.data?.PatientProfile).toEqual({ user_id: expect.any(Number), id: expect.any(Number) });
    const again = ssoLoginResponse.parse(
      (
        await t.app.inject({ method: 'POST', url, payload, headers: { appid: 'portal-dev-teleconsult' } })
      ).json(),
    );
    expect(again.data?.PatientProfile).toEqual(answer.data?.PatientProfile);
    expect(again.data?.access_token).not.toBe(answer.data?.access_token);

    const prod = await createTestApp(t.database, {
      clock: new TestClock('2026-03-02T08:56:00.000Z'),
      config: { ...LONG_TOKENS, production: true, nodeEnv: 'production' },
    });
    try {
      expect((await prod.app.inject({ method: 'POST', url, payload })).statusCode).toBe(404);
      const { body } = await book(aisha, { ...noura, date: TODAY, start: '13:00', end: '13:15' });
      const failed = await prod.app.inject({
        method: 'POST',
        url: '/api/appointment/teleconsultstart',
        headers: { authorization: `Bearer ${aisha.token}` },
        payload: { appointmentId: body.data?.appointmentId },
      });
      // 12:56, inside the window, but production has no provider configured.
      expect(failed.statusCode).toBe(502);
      expect(failed.json().message).toEqual({
        status: 'ETeleconsultFailed',
        message: ['Something went wrong'],
        code: 'auth.somethingWentWrong',
      });
    } finally {
      await prod.app.close();
    }
  });
});
