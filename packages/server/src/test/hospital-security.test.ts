/**
 * SECURITY.md test 3 (IDOR) for appointments, patient records and family members, and test 10
 * (concurrency): parallel bookings of one slot make exactly one appointment.
 */
import { bookAppointmentResponse } from '@portal/contract';
import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SlotTakenError } from '../adapters/hospital/port';
import { SimulatedHospital } from '../adapters/hospital/simulated/index';
import { auditLog, hospitalAppointments } from '../db/schema';
import { createUser } from './harness';
import {
  AHMED,
  bookingPatients,
  bookingPayload,
  type Client,
  signInAs,
  TOMORROW,
  useDemoClient,
  useHospitalApp,
} from './hospital-support';

const t = useHospitalApp();
const aisha = useDemoClient(t, 'aisha');
const omar = useDemoClient(t, 'omar');

async function lastAuditId(): Promise<number> {
  const rows = await t.db.select({ id: auditLog.id }).from(auditLog);
  return rows.reduce((max, row) => Math.max(max, row.id), 0);
}

describe('IDOR: a patient reaches only their own and their family’s appointments and records', () => {
  it('refuses Omar everything of Aisha’s, audits every attempt, and changes nothing', async () => {
    const family = await bookingPatients(aisha);
    const yousef = family.Yousef?.familyMemberId as number;
    const mine = await aisha.post(
      '/api/appointment/bookappointment',
      bookingPayload({ ...AHMED, date: TOMORROW, start: '10:00', end: '10:15' }),
    );
    const booked = bookAppointmentResponse.parse(mine.json()).data;
    if (!booked) throw new Error(`Aisha's booking failed: ${mine.body}`);
    const ref = {
      facilityId: 'AD10',
      appointmentId: booked.appointmentId,
      appointmentRef: booked.appointmentRef,
    };
    const since = await lastAuditId();

    const attempts: [string, () => ReturnType<Client['get']>, number][] = [
      [
        'history of her patient record',
        () =>
          omar.post('/api/appointment/appointmenthistory', {
            HIS: 'ADH',
            patientId: 'ADH100001',
            facilityId: 'AD10',
          }),
        404,
      ],
      [
        'history of her son',
        () => omar.post('/api/appointment/appointmenthistory', { familyMemberId: yousef }),
        404,
      ],
      [
        'recent consultations of her son',
        () => omar.get(`/api/user/recentconsultations?familyMemberId=${yousef}`),
        404,
      ],
      [
        'recent consultations of her record',
        () => omar.get('/api/user/recentconsultations?patientId=ADH100001'),
        404,
      ],
      [
        'her patient record (her user id)',
        () => omar.post(`/api/user/getpatientrecord/${aisha.userId}?familyMemberId=0`),
        403,
      ],
      [
        'her son’s patient record',
        () => omar.post(`/api/user/getpatientrecord/${omar.userId}?familyMemberId=${yousef}`),
        404,
      ],
      [
        'her insurance',
        () =>
          omar.post('/api/user/getpatientdetails', {
            his: 'ADH',
            patientId: 'ADH100001',
            institution: 'AD10',
          }),
        404,
      ],
      [
        'booking for her son',
        () =>
          omar.post(
            '/api/appointment/bookappointment',
            bookingPayload({
              ...AHMED,
              date: TOMORROW,
              start: '11:00',
              end: '11:15',
              familyMemberId: yousef,
            }),
          ),
        404,
      ],
      [
        'booking onto her patient number',
        () =>
          omar.post(
            '/api/appointment/bookappointment',
            bookingPayload({
              ...AHMED,
              date: TOMORROW,
              start: '11:00',
              end: '11:15',
              patientId: 'ADH100001',
            }),
          ),
        404,
      ],
      [
        'rescheduling her appointment',
        () =>
          omar.put('/api/appointment/updateappointment', {
            ...ref,
            apptDate: TOMORROW,
            apptTime: '11:30',
            physicianNo: 'D1001',
          }),
        404,
      ],
      [
        'cancelling her appointment',
        () => omar.del('/api/appointment/deleteappointment', { ...ref, reason: 'x' }),
        404,
      ],
      [
        'her calendar file',
        () => omar.get(`/api/appointment/calendar?appointmentId=${booked.appointmentId}`),
        404,
      ],
      [
        'her teleconsultation',
        () => omar.post('/api/appointment/teleconsultstart', { appointmentId: booked.appointmentId }),
        404,
      ],
    ];
    for (const [what, attempt, status] of attempts) {
      const res = await attempt();
      expect(res.statusCode, what).toBe(status);
      expect(res.json().data, what).toBeNull();
      expect(res.body, what).not.toContain('Aisha');
      expect(res.body, what).not.toContain('Daman');
    }

    const denied = await t.db
      .select()
      .from(auditLog)
      .where(and(gt(auditLog.id, since), eq(auditLog.userId, omar.userId), eq(auditLog.action, 'authz')));
    expect(denied).toHaveLength(attempts.length);
    expect(new Set(denied.map((row) => row.outcome))).toEqual(new Set(['denied']));
    expect(new Set(denied.map((row) => row.reason))).toEqual(new Set(['not_owner']));
    expect(denied.every((row) => row.ip && row.requestId && row.occurredAt)).toBe(true);
    expect(denied.map((row) => row.details?.resource)).toEqual(
      expect.arrayContaining(['patient_record', 'family_member', 'user', 'appointment']),
    );

    const [still] = await t.db
      .select()
      .from(hospitalAppointments)
      .where(eq(hospitalAppointments.id, Number(booked.appointmentId)));
    expect(still).toMatchObject({
      status: '0',
      apptDate: TOMORROW,
      startTime: '10:00',
      patientId: 'ADH100001',
    });
    const omars = await t.db
      .select()
      .from(hospitalAppointments)
      .where(and(eq(hospitalAppointments.bookedByUserId, omar.userId), eq(hospitalAppointments.status, '0')));
    expect(omars).toEqual([]);

    // Aisha herself still reaches all of it.
    expect(
      (await aisha.get(`/api/appointment/calendar?appointmentId=${booked.appointmentId}`)).statusCode,
    ).toBe(200);
    const history = await aisha.post('/api/appointment/appointmenthistory', { familyMemberId: yousef });
    expect(history.statusCode).toBe(200);
  });

  it('does not let a made-up or mismatched reference reach an appointment', async () => {
    for (const appointmentId of ['0', '99999999', 'abc', '1 or 1=1']) {
      const res = await aisha.get(
        `/api/appointment/calendar?appointmentId=${encodeURIComponent(appointmentId)}`,
      );
      expect(res.statusCode, appointmentId).toBe(404);
    }
  });
});

describe('concurrency: one slot, many bookings (SECURITY.md test 10)', () => {
  it('makes exactly one appointment out of 20 parallel requests, and 19 clear errors', async () => {
    const patients = [aisha, omar];
    for (let i = 0; i < 3; i += 1) patients.push(await signInAs(t.app, await createUser(t.db)));
    const slot = bookingPayload({ ...AHMED, date: TOMORROW, start: '15:00', end: '15:15' });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (patients[i % patients.length] as Client).post('/api/appointment/bookappointment', slot),
      ),
    );
    const won = results.filter((r) => r.statusCode === 200);
    const lost = results.filter((r) => r.statusCode !== 200);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const res of lost) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: {
          status: 'ESlotTaken',
          message: ['This slot is no longer available, please choose another.'],
          code: 'booking.slotTaken',
        },
        data: null,
      });
    }
    const rows = await t.db
      .select()
      .from(hospitalAppointments)
      .where(
        and(
          eq(hospitalAppointments.physicianNo, 'D1001'),
          eq(hospitalAppointments.apptDate, TOMORROW),
          eq(hospitalAppointments.startTime, '15:00'),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.appointmentRefNo).toBe(won[0]?.json().data.appointmentRefNo);
  });

  it('holds at the database: 20 parallel inserts past every check make one appointment', async () => {
    // Straight to the adapter, so no request is turned away early by the free-slot check.
    const his = new SimulatedHospital(t.db, t.clock.now);
    const doctor = await his.doctorByPhysicianNo('D1001', 'AD10');
    if (!doctor) throw new Error('seed doctor D1001 is missing');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        his.book({
          doctor,
          patient: null,
          identity: {
            firstName: `Racer${i}`,
            lastName: 'Test',
            dateOfBirth: '1990-01-01',
            genderId: 1,
            mobileNo: `97155000${String(i).padStart(4, '0')}`,
            documentTypeId: null,
            identityNumber: null,
          },
          apptDate: '2026-03-06',
          startTime: '17:00',
          endTime: '17:15',
          comment: null,
          bookedByUserId: aisha.userId,
          familyMemberId: 0,
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const errors = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(errors).toHaveLength(19);
    for (const error of errors) expect(error).toBeInstanceOf(SlotTakenError);
    const rows = await t.db
      .select()
      .from(hospitalAppointments)
      .where(
        and(eq(hospitalAppointments.apptDate, '2026-03-06'), eq(hospitalAppointments.startTime, '17:00')),
      );
    expect(rows).toHaveLength(1);
  });

  it('lets only one of parallel reschedules into one slot win, leaving the others where they were', async () => {
    const slots = [
      ['08:00', '08:15'],
      ['08:15', '08:30'],
      ['08:30', '08:45'],
      ['08:45', '09:00'],
      ['09:00', '09:15'],
    ] as const;
    const booked = [];
    for (const [start, end] of slots) {
      const res = await aisha.post(
        '/api/appointment/bookappointment',
        bookingPayload({ ...AHMED, date: '2026-03-05', start, end }),
      );
      booked.push(bookAppointmentResponse.parse(res.json()).data);
    }
    const results = await Promise.all(
      booked.map((b) =>
        aisha.put('/api/appointment/updateappointment', {
          facilityId: 'AD10',
          appointmentId: b?.appointmentId,
          appointmentRef: b?.appointmentRef,
          apptDate: '2026-03-05',
          apptTime: '15:00',
          physicianNo: 'D1001',
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
    const day = await t.db
      .select()
      .from(hospitalAppointments)
      .where(and(eq(hospitalAppointments.apptDate, '2026-03-05'), eq(hospitalAppointments.status, '0')));
    expect(day).toHaveLength(5);
    expect(day.filter((a) => a.startTime === '15:00')).toHaveLength(1);
  });
});
