import { type TimeSlotsData, timeSlotsResponse, weekdayOf } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slotsOfSessions } from '../adapters/hospital/simulated/index';
import { hospitalDoctors, locations } from '../db/schema';
import { createTestApp, TestClock } from './harness';
import {
  AHMED,
  bookingPayload,
  LONG_TOKENS,
  slotsRequest,
  TODAY,
  TOMORROW,
  useDemoClient,
  useHospitalApp,
} from './hospital-support';

const t = useHospitalApp();
const aisha = useDemoClient(t, 'aisha');

async function slots(
  physicianNo: string[],
  beginDate: string,
  endDate = beginDate,
  extra = {},
): Promise<TimeSlotsData> {
  const res = await aisha.post(
    '/api/appointment/timeslots',
    slotsRequest(physicianNo, beginDate, endDate, extra),
  );
  expect(res.statusCode, res.body).toBe(200);
  return timeSlotsResponse.parse(res.json()).data;
}

const times = (list: { startTime: string }[]) => list.map((s) => s.startTime);
const all = (data: TimeSlotsData) => [...data.morningSlots, ...data.afternoonSlots, ...data.eveningSlots];

describe('POST /api/appointment/timeslots', () => {
  it('cuts sessions into whole slots', () => {
    expect(slotsOfSessions([{ startTime: '09:00', endTime: '10:00' }], 20).map((s) => s.startTime)).toEqual([
      '09:00',
      '09:20',
      '09:40',
    ]);
    expect(slotsOfSessions([{ startTime: '09:00', endTime: '09:50' }], 20)).toHaveLength(2);
  });

  it('groups a day into Morning, Afternoon and Evening, numbered and labelled', async () => {
    const day = await slots([AHMED.physicianNo], TOMORROW);
    expect(day.morningSlots).toHaveLength(16);
    expect(day.afternoonSlots).toHaveLength(12);
    expect(day.eveningSlots).toHaveLength(12);
    expect(day.morningSlots[0]).toEqual({
      slNo: 1,
      text: '08:00 AM',
      date: TOMORROW,
      startTime: '08:00',
      endTime: '08:15',
      department: 'FM',
      physicianNo: 'D1001',
      physicianLicense: 'DOH-GP-10231',
      facilityId: 'AD10',
    });
    expect(day.morningSlots.at(-1)?.startTime).toBe('11:45');
    expect(day.afternoonSlots[0]).toMatchObject({ startTime: '13:00', text: '01:00 PM' });
    expect(day.afternoonSlots.at(-1)).toMatchObject({ startTime: '15:45', endTime: '16:00' });
    expect(day.eveningSlots[0]).toMatchObject({ startTime: '17:00', text: '05:00 PM' });
    expect(all(day).map((s) => s.slNo)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));

    // 20-minute slots: 16:00, 16:20 and 16:40 are afternoon, 17:00 evening.
    const sarah = await slots(['D1002'], TOMORROW);
    expect(times(sarah.morningSlots)).toEqual([
      '09:00',
      '09:20',
      '09:40',
      '10:00',
      '10:20',
      '10:40',
      '11:00',
      '11:20',
      '11:40',
    ]);
    expect(times(sarah.afternoonSlots)).toEqual(['12:00', '12:20', '12:40', '16:00', '16:20', '16:40']);
    expect(times(sarah.eveningSlots)).toEqual(['17:00', '17:20', '17:40', '18:00', '18:20', '18:40']);
  });

  it('leaves out what has already started today (UAE time)', async () => {
    // 12:00 in the UAE: the whole morning is gone.
    const today = await slots([AHMED.physicianNo], TODAY);
    expect(today.morningSlots).toEqual([]);
    expect(times(today.afternoonSlots)[0]).toBe('13:00');
    const later = await createTestApp(t.database, {
      clock: new TestClock('2026-03-02T09:20:00.000Z'),
      config: LONG_TOKENS,
    });
    try {
      const res = await later.app.inject({
        method: 'POST',
        url: '/api/appointment/timeslots',
        headers: { authorization: `Bearer ${aisha.token}` },
        payload: slotsRequest([AHMED.physicianNo], TODAY),
      });
      const at1320 = timeSlotsResponse.parse(res.json()).data;
      expect(times(at1320.afternoonSlots)[0]).toBe('13:30');
      expect(at1320.afternoonSlots[0]?.slNo).toBe(1);
    } finally {
      await later.app.close();
    }
    const yesterday = await slots([AHMED.physicianNo], '2026-03-01');
    expect(all(yesterday)).toEqual([]);
  });

  it('leaves out booked slots, and gives a cancelled one back', async () => {
    const booked = await aisha.post(
      '/api/appointment/bookappointment',
      bookingPayload({ ...AHMED, date: TOMORROW, start: '08:15', end: '08:30' }),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const after = await slots([AHMED.physicianNo], TOMORROW);
    expect(times(after.morningSlots)).not.toContain('08:15');
    expect(after.morningSlots).toHaveLength(15);
    expect(times(after.morningSlots).slice(0, 2)).toEqual(['08:00', '08:30']);

    const { appointmentId, appointmentRef } = booked.json().data;
    const cancelled = await aisha.del('/api/appointment/deleteappointment', {
      facilityId: 'AD10',
      appointmentId,
      appointmentRef,
      patientNo: '',
      reason: 'test',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(times((await slots([AHMED.physicianNo], TOMORROW)).morningSlots)).toContain('08:15');
  });

  it('serves several doctors at once, in time order, and filters by department', async () => {
    const both = await slots([AHMED.physicianNo, 'D1009'], TOMORROW);
    const morning = both.morningSlots.map((s) => `${s.startTime} ${s.physicianNo}`);
    expect(morning.slice(0, 3)).toEqual(['08:00 D1001', '08:00 D1009', '08:15 D1001']);
    expect(all(await slots([AHMED.physicianNo], TOMORROW, TOMORROW, { department: ['CARD'] }))).toEqual([]);
    expect(all(await slots([AHMED.physicianNo], TOMORROW, TOMORROW, { facilityId: ['BM10'] }))).toEqual([]);
  });

  it('has no slots for department codes or for a doctor without a department', async () => {
    for (const physicianNo of ['D1010', 'D2004', 'D2005']) {
      expect(await slots([physicianNo], TOMORROW)).toEqual({
        morningSlots: [],
        afternoonSlots: [],
        eveningSlots: [],
        futureDates: [],
      });
    }
  });

  it('lists the next dates with a free slot, within 30 days', async () => {
    // Saturday 7 March: Dr. Sarah works Sunday to Thursday.
    const saturday = await slots(['D1002'], '2026-03-07');
    expect(all(saturday)).toEqual([]);
    expect(saturday.futureDates[0]).toBe('2026-03-08');
    expect(saturday.futureDates.at(-1)).toBe('2026-04-06');
    expect(saturday.futureDates.every((d) => d > '2026-03-07' && d <= '2026-04-06')).toBe(true);
    expect(saturday.futureDates.map(weekdayOf).every((day) => day <= 4)).toBe(true);
    const daily = await slots([AHMED.physicianNo], TODAY);
    expect(daily.futureDates).toHaveLength(30);
    expect(daily.futureDates[0]).toBe(TOMORROW);
  });

  it('has no next dates for a doctor without a schedule (No slots available for next 30 days)', async () => {
    const [mirfa] = await t.db.select().from(locations).where(eq(locations.nameEn, 'Mirfa Clinic'));
    await t.db.insert(hospitalDoctors).values({
      physicianNo: 'T9001',
      physicianLicense: 'DOH-TEST-1',
      nameEn: 'Dr. Test Noschedule',
      nameAr: 'د. اختبار',
      specialtyCode: 'FM',
      specializationEn: 'Test',
      specializationAr: 'اختبار',
      departmentCode: 'FM',
      locationId: mirfa?.id,
      scheduleType: 'OPD',
      slotMinutes: 15,
      languagesEn: 'English',
      languagesAr: 'الإنجليزية',
      biographyEn: '-',
      biographyAr: '-',
    });
    expect(await slots(['T9001'], TOMORROW)).toEqual({
      morningSlots: [],
      afternoonSlots: [],
      eveningSlots: [],
      futureDates: [],
    });
  });

  it('refuses a bad request with the field and the rule', async () => {
    const backwards = await aisha.post(
      '/api/appointment/timeslots',
      slotsRequest(['D1001'], TOMORROW, TODAY),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message.message).toEqual(['endDate: endDate must not be before beginDate']);
    const long = await aisha.post('/api/appointment/timeslots', slotsRequest(['D1001'], TODAY, '2026-04-15'));
    expect(long.statusCode).toBe(400);
    const missing = await aisha.post('/api/appointment/timeslots', {
      facilityId: ['AD10'],
      beginDate: TODAY,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message.message).toContain('All fields are required');
  });
});
