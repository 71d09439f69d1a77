/**
 * The simulated hospital's scheduling: slots from weekly schedules minus booked appointments, and the
 * appointments made in them (a slot is taken once: a partial unique index).
 */
import {
  addDays,
  isSlotAhead,
  type LocalDateTime,
  minutesOfDay,
  NEXT_AVAILABLE_DAYS,
  type Slot,
  skipsSlots,
  slotGroupOf,
  slotText,
  type TimeSlotsData,
  timeOfMinutes,
  weekdayOf,
} from '@portal/contract';
import { and, asc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import type { AppDb } from '../../../db/index';
import {
  facilities,
  type HospitalAppointmentRow,
  hospitalAppointments,
  hospitalDoctors,
  hospitalPatients,
  hospitalSchedules,
  locations,
} from '../../../db/schema';
import {
  AppointmentStateError,
  type BookingInput,
  type HisAppointment,
  type HisDoctor,
  type HospitalScheduling,
  type RescheduleInput,
  type SlotQuery,
  SlotTakenError,
} from '../port';
import type { SimulatedDirectory } from './directory';
import type { SimulatedRecords } from './records';
import { type Executor, isUniqueViolation, selectDoctors, type Tx, toDoctor } from './shared';

const SLOT_INDEX = 'hospital_appointments_slot_idx';

/** The later of two ISO dates. */
const laterDate = (a: string, b: string) => [a, b].sort()[1] as string;

interface Session {
  startTime: string;
  endTime: string;
}

/** The slots of a day's sessions: from each start, while a whole slot fits before the end. */
export function slotsOfSessions(
  sessions: readonly Session[],
  slotMinutes: number,
): { startTime: string; endTime: string }[] {
  const slots: { startTime: string; endTime: string }[] = [];
  for (const session of [...sessions].sort((a, b) => a.startTime.localeCompare(b.startTime))) {
    const end = minutesOfDay(session.endTime);
    for (let start = minutesOfDay(session.startTime); start + slotMinutes <= end; start += slotMinutes) {
      slots.push({ startTime: timeOfMinutes(start), endTime: timeOfMinutes(start + slotMinutes) });
    }
  }
  return slots;
}

/** A doctor's slots by weekday, 0 (Sunday) to 6. */
type Week = { startTime: string; endTime: string }[][];

/** A slot of the doctor on the day that is ahead of `now` and not booked. */
function isFree(
  doctor: HisDoctor,
  slot: { startTime: string },
  taken: ReadonlySet<string>,
  date: string,
  now: LocalDateTime,
): boolean {
  return isSlotAhead(date, slot.startTime, now) && !taken.has(`${doctor.id}|${date}|${slot.startTime}`);
}

export class SimulatedScheduling implements HospitalScheduling {
  constructor(
    private readonly db: AppDb,
    private readonly clock: Clock,
    private readonly directory: SimulatedDirectory,
    private readonly records: SimulatedRecords,
  ) {}

  /* Slots. */

  /**
   * The slots of each doctor's week (index 0 Sunday to 6 Saturday), worked out once per call: the
   * days a search walks through (up to 30 ahead for the next free dates) reuse their weekday's.
   */
  private async weeksOf(doctors: readonly HisDoctor[]): Promise<Map<number, Week>> {
    const weeks = new Map<number, Week>();
    if (doctors.length === 0) return weeks;
    const rows = await this.db
      .select()
      .from(hospitalSchedules)
      .where(
        inArray(
          hospitalSchedules.doctorId,
          doctors.map((d) => d.id),
        ),
      );
    for (const doctor of doctors) {
      const sessions = rows.filter((row) => row.doctorId === doctor.id);
      weeks.set(
        doctor.id,
        Array.from({ length: 7 }, (_, weekday) =>
          slotsOfSessions(
            sessions.filter((s) => s.weekday === weekday),
            doctor.slotMinutes,
          ),
        ),
      );
    }
    return weeks;
  }

  private async takenSlots(doctorIds: number[], from: string, to: string): Promise<Set<string>> {
    if (doctorIds.length === 0) return new Set();
    const rows = await this.db
      .select({
        doctorId: hospitalAppointments.doctorId,
        date: hospitalAppointments.apptDate,
        start: hospitalAppointments.startTime,
      })
      .from(hospitalAppointments)
      .where(
        and(
          inArray(hospitalAppointments.doctorId, doctorIds),
          eq(hospitalAppointments.status, '0'),
          gte(hospitalAppointments.apptDate, from),
          lte(hospitalAppointments.apptDate, to),
        ),
      );
    return new Set(rows.map((r) => `${r.doctorId}|${r.date}|${r.start}`));
  }

  /** Free slots of bookable doctors on one day, ahead of `now`. */
  private daySlots(
    doctor: HisDoctor,
    week: Week | undefined,
    taken: ReadonlySet<string>,
    date: string,
    now: LocalDateTime,
  ) {
    return (week?.[weekdayOf(date)] ?? []).filter((s) => isFree(doctor, s, taken, date, now));
  }

  /** True when the doctor has a free slot on the day (the next free dates need no more). */
  private hasFreeSlot(
    doctor: HisDoctor,
    week: Week | undefined,
    taken: ReadonlySet<string>,
    date: string,
    now: LocalDateTime,
  ) {
    return (week?.[weekdayOf(date)] ?? []).some((s) => isFree(doctor, s, taken, date, now));
  }

  async timeSlots(query: SlotQuery, now: LocalDateTime): Promise<TimeSlotsData> {
    const codes = await this.directory.departmentCodes();
    const departments = query.departments.map((d) => d.toUpperCase());
    const candidates = await selectDoctors(
      this.db,
      and(
        inArray(hospitalDoctors.physicianNo, query.physicianNos),
        inArray(locations.facilityId, query.facilityIds),
      ),
    );
    const doctors = candidates
      .map(toDoctor)
      .filter(
        (d) =>
          d.department_code &&
          d.locationId !== null &&
          !skipsSlots(d.department_code, codes) &&
          (departments.length === 0 || departments.includes(d.department_code.toUpperCase())),
      );
    const futureEnd = addDays(laterDate(query.beginDate, now.date), NEXT_AVAILABLE_DAYS);
    const lastDate = laterDate(futureEnd, query.endDate);
    const [weeks, taken] = await Promise.all([
      this.weeksOf(doctors),
      this.takenSlots(
        doctors.map((d) => d.id),
        query.beginDate,
        lastDate,
      ),
    ]);

    const picked: Omit<Slot, 'slNo'>[] = [];
    for (let date = query.beginDate; date <= query.endDate; date = addDays(date, 1)) {
      for (const doctor of doctors) {
        for (const s of this.daySlots(doctor, weeks.get(doctor.id), taken, date, now)) {
          picked.push({
            text: slotText(s.startTime),
            date,
            startTime: s.startTime,
            endTime: s.endTime,
            department: doctor.department_code ?? '',
            physicianNo: doctor.physicianNo,
            physicianLicense: doctor.physicianLicense,
            facilityId: doctor.facilityId ?? '',
          });
        }
      }
    }
    picked.sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        a.startTime.localeCompare(b.startTime) ||
        a.physicianNo.localeCompare(b.physicianNo),
    );
    const slots: Slot[] = picked.map((s, index) => ({ slNo: index + 1, ...s }));

    const futureDates: string[] = [];
    for (let date = addDays(query.endDate, 1); date <= futureEnd; date = addDays(date, 1)) {
      if (date < now.date) continue;
      const free = doctors.some((doctor) => this.hasFreeSlot(doctor, weeks.get(doctor.id), taken, date, now));
      if (free) futureDates.push(date);
    }
    return {
      morningSlots: slots.filter((s) => slotGroupOf(s.startTime) === 'Morning'),
      afternoonSlots: slots.filter((s) => slotGroupOf(s.startTime) === 'Afternoon'),
      eveningSlots: slots.filter((s) => slotGroupOf(s.startTime) === 'Evening'),
      futureDates,
    };
  }

  async freeSlots(doctor: HisDoctor, date: string, now: LocalDateTime) {
    const [weeks, taken] = await Promise.all([
      this.weeksOf([doctor]),
      this.takenSlots([doctor.id], date, date),
    ]);
    return this.daySlots(doctor, weeks.get(doctor.id), taken, date, now);
  }

  /* Appointments. */

  private appointmentRows(db: Executor, where: SQL | undefined) {
    return db
      .select({
        appointment: hospitalAppointments,
        his: facilities.hisName,
        mobileNo: hospitalPatients.mobileNo,
      })
      .from(hospitalAppointments)
      .innerJoin(facilities, eq(facilities.id, hospitalAppointments.facilityId))
      .innerJoin(
        hospitalPatients,
        and(
          eq(hospitalPatients.facilityId, hospitalAppointments.facilityId),
          eq(hospitalPatients.patientId, hospitalAppointments.patientId),
        ),
      )
      .where(where)
      .orderBy(
        asc(hospitalAppointments.apptDate),
        asc(hospitalAppointments.startTime),
        asc(hospitalAppointments.id),
      );
  }

  private toAppointment(row: {
    appointment: HospitalAppointmentRow;
    his: string;
    mobileNo: string;
  }): HisAppointment {
    const a = row.appointment;
    return {
      id: a.id,
      appointmentRef: a.appointmentRef,
      appointmentRefNo: a.appointmentRefNo,
      facilityId: a.facilityId,
      his: row.his,
      patientId: a.patientId,
      mobileNo: row.mobileNo,
      doctorId: a.doctorId,
      physicianNo: a.physicianNo,
      physicianLicense: a.physicianLicense,
      department: a.department,
      locationId: a.locationId,
      scheduleType: a.scheduleType,
      apptDate: a.apptDate,
      startTime: a.startTime,
      endTime: a.endTime,
      status: a.status,
      comment: a.comment,
    };
  }

  async appointment(id: number): Promise<HisAppointment | null> {
    const [row] = await this.appointmentRows(this.db, eq(hospitalAppointments.id, id));
    return row ? this.toAppointment(row) : null;
  }

  async appointmentsOf(
    patients: readonly { facilityId: string; patientId: string }[],
  ): Promise<HisAppointment[]> {
    if (patients.length === 0) return [];
    const rows = await this.appointmentRows(
      this.db,
      or(
        ...patients.map((p) =>
          and(
            eq(hospitalAppointments.facilityId, p.facilityId),
            eq(hospitalAppointments.patientId, p.patientId),
          ),
        ),
      ),
    );
    return rows.map((row) => this.toAppointment(row));
  }

  /** APT + a sequence number, and the facility's reference for the same number. */
  private async nextReferences(tx: Tx, facilityId: string) {
    const [row] = await tx
      .select({ n: sql<string>`nextval('hospital_appointment_ref_seq')::text` })
      .from(sql`(select 1) as one`);
    const n = row?.n;
    if (!n) throw new Error('no appointment reference');
    return { appointmentRefNo: `APT${n}`, appointmentRef: `${facilityId}-${n}` };
  }

  async book(input: BookingInput): Promise<HisAppointment> {
    const { doctor } = input;
    if (!doctor.facilityId || !doctor.department_code) throw new Error('doctor cannot be booked');
    const facilityId = doctor.facilityId;
    const department = doctor.department_code;
    try {
      return await this.db.transaction(async (tx) => {
        const patient = input.patient ?? (await this.records.registerPatient(tx, input.identity, facilityId));
        const now = this.clock();
        const [created] = await tx
          .insert(hospitalAppointments)
          .values({
            ...(await this.nextReferences(tx, facilityId)),
            facilityId,
            patientId: patient.patientId,
            doctorId: doctor.id,
            physicianNo: doctor.physicianNo,
            physicianLicense: doctor.physicianLicense,
            department,
            locationId: doctor.locationId,
            scheduleType: doctor.scheduleType,
            apptDate: input.apptDate,
            startTime: input.startTime,
            endTime: input.endTime,
            status: '0',
            comment: input.comment,
            bookedByUserId: input.bookedByUserId,
            familyMemberId: input.familyMemberId || null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!created) throw new Error('booking inserted nothing');
        return this.toAppointment({ appointment: created, his: patient.his, mobileNo: patient.mobileNo });
      });
    } catch (error) {
      if (isUniqueViolation(error, SLOT_INDEX)) throw new SlotTakenError();
      throw error;
    }
  }

  async reschedule(input: RescheduleInput): Promise<HisAppointment> {
    try {
      return await this.db.transaction(async (tx) => {
        const [old] = await tx
          .select()
          .from(hospitalAppointments)
          .where(eq(hospitalAppointments.id, input.appointmentId))
          .for('update');
        if (old?.status !== '0') throw new AppointmentStateError();
        const now = this.clock();
        await tx
          .update(hospitalAppointments)
          .set({ status: 'Rescheduled', updatedAt: now })
          .where(eq(hospitalAppointments.id, old.id));
        const [created] = await tx
          .insert(hospitalAppointments)
          .values({
            ...(await this.nextReferences(tx, old.facilityId)),
            facilityId: old.facilityId,
            patientId: old.patientId,
            doctorId: old.doctorId,
            physicianNo: old.physicianNo,
            physicianLicense: old.physicianLicense,
            department: old.department,
            locationId: old.locationId,
            scheduleType: old.scheduleType,
            apptDate: input.apptDate,
            startTime: input.startTime,
            endTime: input.endTime,
            status: '0',
            comment: old.comment,
            bookedByUserId: old.bookedByUserId,
            familyMemberId: old.familyMemberId,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!created) throw new Error('reschedule inserted nothing');
        await tx
          .update(hospitalAppointments)
          .set({ rescheduledTo: created.id })
          .where(eq(hospitalAppointments.id, old.id));
        const [row] = await this.appointmentRows(tx, eq(hospitalAppointments.id, created.id));
        if (!row) throw new Error('rescheduled appointment vanished');
        return this.toAppointment(row);
      });
    } catch (error) {
      if (isUniqueViolation(error, SLOT_INDEX)) throw new SlotTakenError();
      throw error;
    }
  }

  async cancel(appointmentId: number, reason: string | null): Promise<void> {
    const now = this.clock();
    const cancelled = await this.db
      .update(hospitalAppointments)
      .set({ status: 'Cancelled', cancelReason: reason, cancelledAt: now, updatedAt: now })
      .where(and(eq(hospitalAppointments.id, appointmentId), eq(hospitalAppointments.status, '0')))
      .returning({ id: hospitalAppointments.id });
    if (cancelled.length === 0) throw new AppointmentStateError();
  }
}
