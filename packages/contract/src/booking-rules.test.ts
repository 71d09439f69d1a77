import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookAppointmentRequest, timeSlotsRequest, updateAppointmentRequest } from './appointments';
import {
  addDays,
  ageInYears,
  BookingStatus,
  BookingText,
  bookingPreCheck,
  daysBetween,
  doctorBookingIssue,
  emiratesIdMatchesDob,
  instantOf,
  insuranceBlockIssue,
  isAdult,
  isFlagOn,
  isInsuranceRestricted,
  isSlotAhead,
  localDateTime,
  minutesOfDay,
  needsInsuranceCheck,
  type PreCheckPatient,
  skipsSlots,
  slotGroupOf,
  slotText,
  teleconsultOpensAt,
  teleconsultWindow,
  timeOfMinutes,
  weekdayOf,
} from './booking-rules';

const user = { callingCode: '971', mobile: '501234567' };
const today = '2026-03-02';
const adult: PreCheckPatient = {
  familyMemberId: 7,
  dateOfBirth: '1987-02-03',
  callingCode: '971',
  mobile: '506667788',
  documentTypeId: 1,
  documentId: '784198711223344',
};
const check = (patient: Partial<PreCheckPatient>, slotDate = today) =>
  bookingPreCheck({ patient: { ...adult, ...patient }, user, slotDate, today });

describe('wall-clock time at the facility (UAE, UTC+4)', () => {
  it('turns an instant into the UAE date and time, across midnight', () => {
    expect(localDateTime(new Date('2026-03-02T08:00:00Z'))).toEqual({ date: '2026-03-02', time: '12:00' });
    expect(localDateTime(new Date('2026-03-02T20:30:00Z'))).toEqual({ date: '2026-03-03', time: '00:30' });
    expect(instantOf('2026-03-03', '00:30').toISOString()).toBe('2026-03-02T20:30:00.000Z');
  });

  it('round-trips any instant to the minute', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          const minute = new Date(Math.floor(d.getTime() / 60_000) * 60_000);
          const local = localDateTime(minute);
          expect(instantOf(local.date, local.time).getTime()).toBe(minute.getTime());
        },
      ),
    );
  });

  it('does calendar arithmetic on ISO dates', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-02', '2026-04-01')).toBe(30);
    expect(weekdayOf('2026-03-02')).toBe(1);
    expect(weekdayOf('2026-03-08')).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: -4000, max: 4000 }), (n) => {
        expect(daysBetween(today, addDays(today, n))).toBe(n);
      }),
    );
  });
});

describe('slots', () => {
  it('groups Morning before 12:00, Afternoon 12:00 to 16:59, Evening from 17:00', () => {
    expect(slotGroupOf('00:00')).toBe('Morning');
    expect(slotGroupOf('11:59')).toBe('Morning');
    expect(slotGroupOf('12:00')).toBe('Afternoon');
    expect(slotGroupOf('16:59')).toBe('Afternoon');
    expect(slotGroupOf('17:00')).toBe('Evening');
    expect(slotGroupOf('23:45')).toBe('Evening');
  });

  it('labels slots in 12-hour time', () => {
    expect(slotText('09:15')).toBe('09:15 AM');
    expect(slotText('00:05')).toBe('12:05 AM');
    expect(slotText('12:00')).toBe('12:00 PM');
    expect(slotText('17:40')).toBe('05:40 PM');
  });

  it('keeps only slots that have not started', () => {
    const now = { date: today, time: '12:00' };
    expect(isSlotAhead(today, '12:00', now)).toBe(false);
    expect(isSlotAhead(today, '12:15', now)).toBe(true);
    expect(isSlotAhead('2026-03-01', '23:00', now)).toBe(false);
    expect(isSlotAhead('2026-03-03', '08:00', now)).toBe(true);
  });

  it('skips the departments of the department codes, whatever the case', () => {
    expect(skipsSlots('ivf', ['IVF', 'DSURG'])).toBe(true);
    expect(skipsSlots('FM', ['IVF', 'DSURG'])).toBe(false);
    expect(skipsSlots(null, ['IVF'])).toBe(false);
  });
});

describe('booking pre-check (spec section 5)', () => {
  it('refuses an adult family member with the user’s calling code and mobile', () => {
    const refused = check({ mobile: '501234567' });
    expect(refused).toEqual({
      status: BookingStatus.FamilyMobileSame,
      message: {
        code: 'booking.familyMobileSame',
        text: 'family member mobile number is same as login user mobile number',
      },
    });
    expect(check({ mobile: '0501234567' })?.status).toBe(BookingStatus.FamilyMobileSame);
  });

  it('lets a child, the user themself, another calling code or another mobile through', () => {
    expect(
      check({ mobile: '501234567', dateOfBirth: '2016-08-20', documentId: '784201698765432' }),
    ).toBeNull();
    expect(check({ mobile: '501234567', familyMemberId: 0 })).toBeNull();
    expect(check({ mobile: '501234567', familyMemberId: null })).toBeNull();
    expect(check({ mobile: '501234567', callingCode: '966' })).toBeNull();
    expect(check({})).toBeNull();
  });

  it('counts as adult only over 18', () => {
    expect(ageInYears('2008-03-02', today)).toBe(18);
    expect(ageInYears('2008-03-03', today)).toBe(17);
    expect(isAdult('2008-03-02', today)).toBe(false);
    expect(isAdult('2007-03-02', today)).toBe(true);
    expect(isAdult(null, today)).toBe(false);
    expect(
      check({ mobile: '501234567', dateOfBirth: '2008-03-02', documentId: '784200812345678' }),
    ).toBeNull();
  });

  it('wants an Emirates ID of 784 + the birth year + the rest', () => {
    expect(emiratesIdMatchesDob('784-1987-1122334-4', '1987-02-03')).toBe(true);
    expect(emiratesIdMatchesDob('784198811223344', '1987-02-03')).toBe(false);
    expect(emiratesIdMatchesDob('785198711223344', '1987-02-03')).toBe(false);
    expect(emiratesIdMatchesDob('784198711223344', null)).toBe(false);
    const refused = check({ documentId: '784199911223344' });
    expect(refused?.status).toBe(BookingStatus.EmiratesIdDob);
    expect(refused?.message).toEqual({
      code: 'booking.emiratesIdDobInvalid',
      text: 'Emirates id or date of birth is invalid, please check',
    });
    expect(check({ dateOfBirth: null })?.status).toBe(BookingStatus.EmiratesIdDob);
    expect(check({ documentTypeId: 4, documentId: 'P1234567' })).toBeNull();
  });

  it('refuses a slot date before today', () => {
    expect(check({}, '2026-03-01')).toEqual({
      status: BookingStatus.PastDate,
      message: { code: 'booking.pastDate', text: BookingText.pastDate },
    });
    expect(check({}, today)).toBeNull();
  });

  it('answers statuses starting with E, as the client expects of booking errors', () => {
    for (const status of Object.values(BookingStatus)) expect(status).toMatch(/^E/);
  });
});

describe('doctors that cannot be booked', () => {
  const doctor = { department_code: 'FM', locationId: 1, location: 'Al Dhannah Hospital' };
  it('refuses a doctor without department or location', () => {
    expect(doctorBookingIssue(doctor, [])).toBeNull();
    expect(doctorBookingIssue({ ...doctor, department_code: null }, [])?.status).toBe(
      BookingStatus.DoctorNotBookable,
    );
    expect(doctorBookingIssue({ ...doctor, department_code: ' ' }, [])?.status).toBe(
      BookingStatus.DoctorNotBookable,
    );
    expect(doctorBookingIssue({ ...doctor, locationId: null }, [])?.status).toBe(
      BookingStatus.DoctorNotBookable,
    );
    expect(doctorBookingIssue({ ...doctor, location: null }, [])?.status).toBe(
      BookingStatus.DoctorNotBookable,
    );
  });
  it('sends department codes to the phone', () => {
    expect(doctorBookingIssue({ ...doctor, department_code: 'IVF' }, ['IVF'])?.status).toBe(
      BookingStatus.DepartmentNotBookable,
    );
  });
});

describe('insurance block (spec section 4)', () => {
  const off = {
    facility_insurance_validation: 'no',
    specialty_insurance_validation: 'no',
    doctor_insurance_validation: 'no',
  };
  const restricted = [
    { name: ' daman ', insurance_plan: 'BASIC ' },
    { name: 'NAS', insurance_plan: 'Silver' },
  ];

  it('checks when any of the facility, specialty or doctor flags is yes', () => {
    expect(needsInsuranceCheck(off)).toBe(false);
    expect(needsInsuranceCheck({ ...off, facility_insurance_validation: 'yes' })).toBe(true);
    expect(needsInsuranceCheck({ ...off, specialty_insurance_validation: ' Yes ' })).toBe(true);
    expect(needsInsuranceCheck({ ...off, doctor_insurance_validation: true })).toBe(true);
    expect(isFlagOn('YES')).toBe(true);
    expect(isFlagOn('y')).toBe(false);
    expect(isFlagOn(null)).toBe(false);
  });

  it('matches insurer and plan case-insensitively and trimmed, both of them', () => {
    expect(isInsuranceRestricted({ insuranceName: 'Daman', planName: 'Basic' }, restricted)).toBe(true);
    expect(isInsuranceRestricted({ insuranceName: 'DAMAN  ', planName: ' basic' }, restricted)).toBe(true);
    expect(isInsuranceRestricted({ insuranceName: 'Daman', planName: 'Enhanced' }, restricted)).toBe(false);
    expect(isInsuranceRestricted({ insuranceName: 'Thiqa', planName: 'Basic' }, restricted)).toBe(false);
    expect(isInsuranceRestricted({ insuranceName: null, planName: null }, restricted)).toBe(false);
    expect(isInsuranceRestricted(null, restricted)).toBe(false);
    expect(isInsuranceRestricted({ insuranceName: 'Daman', planName: 'Basic' }, [])).toBe(false);
  });

  it('blocks with the Experience Center message only when a flag is on and the plan is restricted', () => {
    const insurance = { insuranceName: 'Daman', planName: 'Basic' };
    expect(insuranceBlockIssue(off, insurance, restricted)).toBeNull();
    expect(
      insuranceBlockIssue({ ...off, doctor_insurance_validation: 'yes' }, insurance, restricted),
    ).toEqual({
      status: BookingStatus.InsuranceRestricted,
      message: {
        code: 'booking.insuranceRestricted',
        text: 'Please contact Experience Center 8007267 for appointment booking.',
      },
    });
    expect(
      insuranceBlockIssue(
        { ...off, doctor_insurance_validation: 'yes' },
        { ...insurance, planName: 'Gold' },
        restricted,
      ),
    ).toBeNull();
  });
});

describe('teleconsultation window (same day, from 5 minutes before)', () => {
  it('tells the date of an appointment on another day', () => {
    const result = teleconsultWindow('2026-03-03', '10:00', { date: today, time: '09:58' });
    expect(result).toEqual({
      allowed: false,
      status: BookingStatus.TeleconsultWindow,
      message: {
        code: 'booking.teleconsultOtherDay',
        text: 'Your teleconsultation appointment is scheduled on 03/03/2026',
        params: { date: '03/03/2026' },
      },
    });
  });

  it('refuses earlier than 5 minutes before the time, then allows', () => {
    const at = (time: string) => teleconsultWindow(today, '10:00', { date: today, time });
    expect(at('09:54')).toMatchObject({
      allowed: false,
      message: {
        code: 'booking.teleconsultTooEarly',
        text: 'You can start teleconsultation before 5 minute of your appointment time',
      },
    });
    expect(at('09:55')).toEqual({ allowed: true });
    expect(at('10:00')).toEqual({ allowed: true });
    expect(at('10:10')).toEqual({ allowed: true });
  });
});

describe('teleconsultation opening time', () => {
  it('is 5 minutes before the appointment, on its day, and never the day before', () => {
    expect(teleconsultOpensAt('2026-03-03', '10:00')).toEqual({ date: '2026-03-03', time: '09:55' });
    expect(teleconsultOpensAt('2026-03-03', '00:03')).toEqual({ date: '2026-03-03', time: '00:00' });
  });

  it('is the first minute the window allows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 - 1 }), (minutes) => {
        const time = timeOfMinutes(minutes);
        const opens = teleconsultOpensAt(today, time);
        expect(teleconsultWindow(today, time, opens)).toEqual({ allowed: true });
        if (opens.time !== '00:00') {
          const before = timeOfMinutes(minutesOfDay(opens.time) - 1);
          expect(teleconsultWindow(today, time, { date: today, time: before }).allowed).toBe(false);
        }
      }),
    );
  });
});

describe('booking payloads', () => {
  const base = {
    facilityId: 'AD10',
    apptDate: '2026-03-03',
    apptStartTime: '08:00',
    apptEndTime: '08:15',
    department: 'FM',
    physicianNo: 'D1001',
  };

  it('takes null, 0, a number or a numeric string as the family member, 0 meaning self', () => {
    expect(bookAppointmentRequest.parse({ ...base, familyMemberId: null }).familyMemberId).toBe(0);
    expect(bookAppointmentRequest.parse(base).familyMemberId).toBe(0);
    expect(bookAppointmentRequest.parse({ ...base, familyMemberId: 3 }).familyMemberId).toBe(3);
    expect(bookAppointmentRequest.parse({ ...base, familyMemberId: '3' }).familyMemberId).toBe(3);
    expect(bookAppointmentRequest.safeParse({ ...base, familyMemberId: -1 }).success).toBe(false);
  });

  it('normalises dates and times and refuses the impossible', () => {
    const parsed = bookAppointmentRequest.parse({
      ...base,
      apptDate: '2026-03-03T00:00:00',
      apptStartTime: '08:00:00',
      scheduleType: 'ONLINE',
      title: 'Mr',
      email: '',
    });
    expect(parsed).toMatchObject({ apptDate: '2026-03-03', apptStartTime: '08:00' });
    expect(bookAppointmentRequest.safeParse({ ...base, apptDate: '2026-02-30' }).success).toBe(false);
    expect(bookAppointmentRequest.safeParse({ ...base, apptStartTime: '24:00' }).success).toBe(false);
    expect(
      updateAppointmentRequest.safeParse({ ...base, appointmentId: '1', appointmentRef: 'x' }).success,
    ).toBe(false);
  });

  it('asks slots for at most 30 days, end not before begin', () => {
    const slots = { facilityId: ['AD10'], physicianNo: ['D1001'], beginDate: today, endDate: today };
    expect(timeSlotsRequest.parse(slots).department).toEqual([]);
    expect(timeSlotsRequest.safeParse({ ...slots, endDate: '2026-03-01' }).success).toBe(false);
    expect(timeSlotsRequest.safeParse({ ...slots, endDate: '2026-04-01' }).success).toBe(true);
    expect(timeSlotsRequest.safeParse({ ...slots, endDate: '2026-04-02' }).success).toBe(false);
    expect(timeSlotsRequest.safeParse({ ...slots, physicianNo: [] }).success).toBe(false);
  });
});
