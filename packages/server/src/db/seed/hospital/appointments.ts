/** A few appointments dated from today: visits, missed ones, one ahead, one for Aisha's son. */
import { addDays, weekdayOf } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { hospitalAppointments } from '../../schema';
import { HOSPITAL_DOCTORS } from './doctors';
import { LOCATION_NAMES, type LocationIds } from './locations';
import { type SeedDb, SUN_THU } from './shared';

/** The first day on or after `from` whose weekday is among `days`. */
function nextWorkingDay(from: string, days: readonly number[]): string {
  let date = from;
  while (!days.includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

export async function seedAppointments(
  db: SeedDb,
  {
    today,
    aisha,
    omar,
    memberId,
    doctorId,
    locationIds,
  }: {
    today: string;
    aisha: { id: number };
    omar: { id: number };
    memberId: (firstName: string) => number | null;
    doctorId: ReadonlyMap<string, number>;
    locationIds: LocationIds;
  },
): Promise<void> {
  const appointments = [
    {
      patientId: 'ADH100001',
      doctor: 'D1001',
      date: addDays(today, -40),
      start: '09:00',
      status: 'Visited',
      by: aisha.id,
    },
    {
      patientId: 'ADH100001',
      doctor: 'D1002',
      date: addDays(today, -21),
      start: '10:00',
      status: 'Not Visited',
      by: aisha.id,
    },
    {
      patientId: 'ADH100001',
      doctor: 'D1007',
      date: addDays(today, -5),
      start: '14:00',
      status: 'Not Visited',
      by: aisha.id,
    },
    {
      patientId: 'ADH100002',
      doctor: 'D1003',
      date: addDays(today, -10),
      start: '08:30',
      status: 'Visited',
      by: aisha.id,
      member: memberId('Yousef'),
    },
    {
      patientId: 'ADH100001',
      doctor: 'D1006',
      date: nextWorkingDay(addDays(today, 2), SUN_THU),
      start: '09:00',
      status: '0',
      by: aisha.id,
    },
    {
      patientId: 'CMC100001',
      doctor: 'D2001',
      date: addDays(today, -14),
      start: '11:00',
      status: 'Visited',
      by: omar.id,
    },
  ] as const;
  for (const a of appointments) {
    const doctor = HOSPITAL_DOCTORS.find((d) => d.physicianNo === a.doctor);
    if (!doctor?.department) throw new Error(`seed doctor ${a.doctor} cannot be booked`);
    const facilityId = LOCATION_NAMES[doctor.location].facilityId;
    const [{ n } = { n: '' }] = await db
      .select({ n: sql<string>`nextval('hospital_appointment_ref_seq')::text` })
      .from(sql`(select 1) as one`);
    const [hours, minutes] = a.start.split(':').map(Number);
    const end = (hours ?? 0) * 60 + (minutes ?? 0) + doctor.slotMinutes;
    await db.insert(hospitalAppointments).values({
      appointmentRef: `${facilityId}-${n}`,
      appointmentRefNo: `APT${n}`,
      facilityId,
      patientId: a.patientId,
      doctorId: doctorId.get(a.doctor) as number,
      physicianNo: doctor.physicianNo,
      physicianLicense: doctor.physicianLicense,
      department: doctor.department,
      locationId: locationIds[doctor.location],
      scheduleType: doctor.scheduleType,
      apptDate: a.date,
      startTime: a.start,
      endTime: `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`,
      status: a.status,
      bookedByUserId: a.by,
      familyMemberId: 'member' in a ? a.member : null,
    });
  }
}
