/**
 * The simulated hospital's scheduling: slots from weekly schedules minus booked appointments, and the
 * appointments made in them (a slot is taken once: a partial unique index).
 */
import {
  addDays,
  type LocalDateTime,
  minutesOfDay,
  NEXT_AVAILABLE_DAYS,
  type Slot,
  type SlotGroup,
  slotGroupOf,
  slotText,
  type TimeSlotsData,
  timeOfMinutes,
  weekdayOf,
} from '@portal/contract';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import type { AppDb } from '../../../db/index';
import {
  facilities,
  type HospitalAppointmentRow,
  hospitalAppointments,
  hospitalDepartments,
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
import type { SimulatedRecords } from './records';
import { type Executor, isUniqueViolation, type Tx } from './shared';

const SLOT_INDEX = 'hospital_appointments_slot_idx';

/** Plain text order of two different strings. */
const byText = (a: string, b: string) => (a < b ? -1 : 1);

/** The later of two ISO dates. */
const laterDate = (a: string, b: string) => (a < b ? b : a);

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

/** A slot of a doctor's week, with its label and part of the day worked out with it. */
interface WeekSlot {
  startTime: string;
  endTime: string;
  /** The start as minutes of the day, to compare with the time now. */
  startMinutes: number;
  text: string;
  group: SlotGroup;
}

/** A doctor's slots by weekday, 0 (Sunday) to 6. */
type Week = WeekSlot[][];

/** A weekly session as the slot statement gives it: weekday (0 Sunday), start and end. */
type SessionTuple = [weekday: number, startTime: string, endTime: string];

/** How many distinct weeks (sessions and slot length), and day ranges, a process keeps worked out. */
const WEEKS_KEPT = 1000;

/** A day of a search: its ISO date and weekday (0 Sunday). */
interface Day {
  date: string;
  weekday: number;
}

/** The days from `from` to `to` (ISO dates, both included), by range: searches ask for the same few. */
const dayRanges = new Map<string, readonly Day[]>();

function daysOf(from: string, to: string): readonly Day[] {
  const key = `${from}|${to}`;
  const known = dayRanges.get(key);
  if (known) return known;
  const days: Day[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) days.push({ date, weekday: weekdayOf(date) });
  if (dayRanges.size >= WEEKS_KEPT) dayRanges.clear();
  dayRanges.set(key, days);
  return days;
}

const NONE_TAKEN: ReadonlySet<string> = new Set();

/**
 * The free slots of `doctor` on the day: ahead of `now` (the contract's isSlotAhead, with the minutes
 * worked out once per week) and not booked. With `firstOnly`, at most the first (enough for the next
 * free dates).
 */
function daySlots(doctor: SlotDoctor, { date, weekday }: Day, now: LocalDateTime, firstOnly = false) {
  const free: WeekSlot[] = [];
  const week = doctor.week[weekday];
  if (!week || date < now.date) return free;
  const after = date === now.date ? minutesOfDay(now.time) : -1;
  const taken = doctor.taken.get(date) ?? NONE_TAKEN;
  for (const slot of week) {
    if (slot.startMinutes > after && !taken.has(slot.startTime)) {
      free.push(slot);
      if (firstOnly) break;
    }
  }
  return free;
}

/** What a slot search needs of a bookable doctor: who, their week's slots, their booked slots. */
interface SlotDoctor {
  id: number;
  physicianNo: string;
  physicianLicense: string;
  departmentCode: string;
  facilityId: string;
  /** The slots of each weekday, 0 (Sunday) to 6. */
  week: Week;
  /** The start times of the booked slots, by date, in the dates asked. */
  taken: Map<string, Set<string>>;
}

export class SimulatedScheduling implements HospitalScheduling {
  /**
   * The bookable doctors of a slot search (active, of an online-booked department, with a location
   * at one of the facilities) with, in the same statement, their weekly sessions and their booked
   * slots from `from` to `to`: one round trip, and a statement prepared once (its SQL is not built
   * again per search, and PostgreSQL keeps its plan).
   */
  private readonly slotDoctors;

  /**
   * Weeks worked out, by slot length and sessions (the statement's text of them): a search
   * reads the sessions from the database every time, and cuts them into slots only when they are
   * ones it has not seen (the slots are a function of the two alone).
   */
  private readonly weeks = new Map<string, Week>();

  constructor(
    private readonly db: AppDb,
    private readonly clock: Clock,
    private readonly records: SimulatedRecords,
  ) {
    const s = hospitalSchedules;
    const a = hospitalAppointments;
    const d = hospitalDoctors;
    const phone = hospitalDepartments;
    // The sessions as text, 'weekday start end' joined by commas: a plain string aggregate costs the
    // database about a quarter of the statement less than building JSON of them in order (the search
    // orders them itself, and only when it has not seen the text before).
    const sessions = sql`select string_agg(${s.weekday} || ' ' || ${s.startTime} || ' ' || ${s.endTime}, ',')
      from ${s} where ${s.doctorId} = ${d.id}`;
    const booked = sql`select json_agg(json_build_array(${a.apptDate}, ${a.startTime})) from ${a}
      where ${a.doctorId} = ${d.id} and ${a.status} = '0'
        and ${a.apptDate} >= ${sql.placeholder('from')}::date and ${a.apptDate} <= ${sql.placeholder('to')}::date`;
    this.slotDoctors = db
      .select({
        id: d.id,
        physicianNo: d.physicianNo,
        physicianLicense: d.physicianLicense,
        departmentCode: sql<string>`${d.departmentCode}`,
        facilityId: locations.facilityId,
        slotMinutes: d.slotMinutes,
        sessions: sql<string>`coalesce((${sessions}), '')`,
        booked: sql<[date: string, startTime: string][]>`coalesce((${booked}), '[]'::json)`,
      })
      .from(d)
      .innerJoin(locations, eq(locations.id, d.locationId))
      .where(
        and(
          eq(d.isActive, true),
          sql`${d.physicianNo} = any(${sql.placeholder('physicianNos')}::text[])`,
          sql`${locations.facilityId} = any(${sql.placeholder('facilityIds')}::text[])`,
          sql`${d.departmentCode} <> ''`,
          // Departments are asked for in upper case; none asked is any department.
          sql`(cardinality(${sql.placeholder('departments')}::text[]) = 0 or upper(${d.departmentCode}) = any(${sql.placeholder('departments')}::text[]))`,
          // skipsSlots of the contract: a department booked by phone has no slots online.
          sql`not exists (select 1 from ${phone} where not ${phone.onlineBooking} and upper(trim(${phone.code})) = upper(trim(${d.departmentCode})))`,
        ),
      )
      .orderBy(asc(d.sortOrder), asc(d.id))
      .prepare('hospital_slot_doctors');
  }

  /* Slots. */

  /** The bookable doctors of `physicianNos` at `facilityIds`, with their weeks and booked slots. */
  private async doctorsWithSlots(
    query: Pick<SlotQuery, 'physicianNos' | 'facilityIds' | 'departments'>,
    from: string,
    to: string,
  ): Promise<SlotDoctor[]> {
    const rows = await this.slotDoctors.execute({
      physicianNos: query.physicianNos,
      facilityIds: query.facilityIds,
      departments: query.departments.map((code) => code.toUpperCase()),
      from,
      to,
    });
    return rows.map(({ sessions, booked, slotMinutes, ...doctor }) => {
      const taken = new Map<string, Set<string>>();
      for (const [date, start] of booked) {
        const day = taken.get(date);
        if (day) day.add(start);
        else taken.set(date, new Set([start]));
      }
      return { ...doctor, week: this.weekOf(sessions, slotMinutes), taken };
    });
  }

  /** The week of slots of `sessions` (the statement's text of them) cut into `slotMinutes`. */
  private weekOf(sessions: string, slotMinutes: number): Week {
    const key = `${slotMinutes}|${sessions}`;
    const known = this.weeks.get(key);
    if (known) return known;
    const tuples = sessions
      .split(',')
      .filter(Boolean)
      .map((session): SessionTuple => {
        const [weekday = '', startTime = '', endTime = ''] = session.split(' ');
        return [Number(weekday), startTime, endTime];
      });
    const week = Array.from({ length: 7 }, (_, weekday) =>
      slotsOfSessions(
        tuples.filter(([day]) => day === weekday).map(([, startTime, endTime]) => ({ startTime, endTime })),
        slotMinutes,
      ).map((slot) => ({
        ...slot,
        startMinutes: minutesOfDay(slot.startTime),
        text: slotText(slot.startTime),
        group: slotGroupOf(slot.startTime),
      })),
    );
    if (this.weeks.size >= WEEKS_KEPT) this.weeks.clear();
    this.weeks.set(key, week);
    return week;
  }

  async timeSlots(query: SlotQuery, now: LocalDateTime): Promise<TimeSlotsData> {
    const futureEnd = addDays(laterDate(query.beginDate, now.date), NEXT_AVAILABLE_DAYS);
    const lastDate = laterDate(futureEnd, query.endDate);
    const doctors = await this.doctorsWithSlots(query, query.beginDate, lastDate);

    // Each slot is made once, in its answer's shape (slNo set once the order is known).
    const picked: { group: SlotGroup; slot: Slot }[] = [];
    for (const day of daysOf(query.beginDate, query.endDate)) {
      const { date } = day;
      for (const doctor of doctors) {
        for (const s of daySlots(doctor, day, now)) {
          picked.push({
            group: s.group,
            slot: {
              slNo: 0,
              text: s.text,
              date,
              startTime: s.startTime,
              endTime: s.endTime,
              department: doctor.departmentCode,
              physicianNo: doctor.physicianNo,
              physicianLicense: doctor.physicianLicense,
              facilityId: doctor.facilityId,
            },
          });
        }
      }
    }
    // Dates and times are fixed-width digits: compared as text they sort as localeCompare would,
    // without its cost (a collation per comparison); the doctors' numbers keep localeCompare.
    const order = ({ slot: a }: (typeof picked)[number], { slot: b }: (typeof picked)[number]) =>
      a.date !== b.date
        ? byText(a.date, b.date)
        : a.startTime !== b.startTime
          ? byText(a.startTime, b.startTime)
          : a.physicianNo.localeCompare(b.physicianNo);
    // One doctor's slots come out of the loops in order already: checked in one pass, where the
    // sort's comparisons were most of the search's own time.
    let sorted = true;
    for (let i = 1; sorted && i < picked.length; i += 1) sorted = order(picked[i - 1]!, picked[i]!) < 0;
    if (!sorted) picked.sort(order);
    const groups: Record<SlotGroup, Slot[]> = { Morning: [], Afternoon: [], Evening: [] };
    picked.forEach(({ group, slot }, index) => {
      slot.slNo = index + 1;
      groups[group].push(slot);
    });

    const futureDates: string[] = [];
    for (const day of daysOf(addDays(query.endDate, 1), futureEnd)) {
      if (day.date < now.date) continue;
      if (doctors.some((doctor) => daySlots(doctor, day, now, true).length > 0)) futureDates.push(day.date);
    }
    return {
      morningSlots: groups.Morning,
      afternoonSlots: groups.Afternoon,
      eveningSlots: groups.Evening,
      futureDates,
    };
  }

  /**
   * The slot search's statement for the one doctor (the doctor of a booking or a rescheduling is
   * active, with a department and a location, by the time it gets here: doctorBookingIssue refused
   * any other).
   */
  async freeSlots(
    doctor: HisDoctor,
    date: string,
    now: LocalDateTime,
  ): Promise<{ startTime: string; endTime: string }[]> {
    const found = (
      await this.doctorsWithSlots(
        { physicianNos: [doctor.physicianNo], facilityIds: [doctor.facilityId ?? ''], departments: [] },
        date,
        date,
      )
    ).find((d) => d.id === doctor.id);
    return found ? daySlots(found, { date, weekday: weekdayOf(date) }, now) : [];
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
