/**
 * The simulated hospital: the default HIS adapter, backed by the hospital_* tables of
 * 0004_hospital.sql and filled by the demo seed (db/seed-hospital.ts). It behaves like a hospital
 * system would: slots come from weekly schedules minus booked appointments, a slot is taken once
 * (a partial unique index), patients unknown at a facility are registered when first booked.
 */
import {
  addDays,
  type DoctorLocation,
  type DoctorSuggestion,
  isSlotAhead,
  type LocalDateTime,
  minutesOfDay,
  NEXT_AVAILABLE_DAYS,
  type RestrictedInsurance,
  type Slot,
  type Specialty,
  skipsSlots,
  slotGroupOf,
  slotText,
  type TimeSlotsData,
  timeOfMinutes,
  weekdayOf,
} from '@portal/contract';
import { and, asc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { AppDb } from '../../db/index';
import {
  facilities,
  type HospitalAppointmentRow,
  hospitalAppointments,
  hospitalConditions,
  hospitalDepartments,
  hospitalDoctors,
  hospitalPatients,
  hospitalRestrictedInsurance,
  hospitalSchedules,
  hospitalSpecialties,
  locations,
} from '../../db/schema';
import {
  AppointmentStateError,
  type BookingInput,
  type DoctorFilter,
  type HisAppointment,
  type HisDoctor,
  type HisPatient,
  type HospitalInformationSystem,
  type PatientIdentity,
  type RescheduleInput,
  type SlotQuery,
  SlotTakenError,
} from './port';

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];
type Executor = AppDb | Tx;

const SLOT_INDEX = 'hospital_appointments_slot_idx';
const SEARCH_LIMIT = 10;

const yesNo = (flag: boolean | null | undefined): 'yes' | 'no' => (flag ? 'yes' : 'no');

/** 'Dr. Ahmed Al Hashimi' gives 'AH'. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^(dr\.?|prof\.?)\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The later of two ISO dates. */
const laterDate = (a: string, b: string) => [a, b].sort()[1] as string;

/** Text for ILIKE with the user's % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** True when `error` (or what it wraps) is a unique violation, of `constraint` when named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      if (!constraint) return true;
      if (candidate.constraint === constraint) return true;
      return typeof candidate.message === 'string' && candidate.message.includes(constraint);
    }
    current = candidate.cause;
  }
  return false;
}

const doctorColumns = {
  doctor: hospitalDoctors,
  specialtyEn: hospitalSpecialties.nameEn,
  specialtyAr: hospitalSpecialties.nameAr,
  specialtyFlag: hospitalSpecialties.insuranceValidation,
  departmentEn: hospitalDepartments.nameEn,
  locationEn: locations.nameEn,
  locationAr: locations.nameAr,
  addressEn: locations.addressEn,
  addressAr: locations.addressAr,
  mapLink: locations.mapLink,
  latitude: locations.latitude,
  longitude: locations.longitude,
  locationFlag: locations.insuranceValidation,
  facilityId: locations.facilityId,
};

type DoctorRow = {
  doctor: typeof hospitalDoctors.$inferSelect;
  specialtyEn: string;
  specialtyAr: string;
  specialtyFlag: boolean;
  departmentEn: string | null;
  locationEn: string | null;
  locationAr: string | null;
  addressEn: string | null;
  addressAr: string | null;
  mapLink: string | null;
  latitude: number | null;
  longitude: number | null;
  locationFlag: boolean | null;
  facilityId: string | null;
};

function toDoctor(row: DoctorRow): HisDoctor {
  const d = row.doctor;
  // A doctor's location carries the facility flag: each location of a facility decides its own.
  return {
    id: d.id,
    name: d.nameEn,
    name_ar: d.nameAr,
    physicianName: d.nameEn,
    image: d.photoUrl,
    initials: initialsOf(d.nameEn),
    specialty: row.specialtyEn,
    specialty_ar: row.specialtyAr,
    specialtyCode: d.specialtyCode,
    location: row.locationEn,
    location_ar: row.locationAr,
    locationId: d.locationId,
    facilityId: row.facilityId,
    department_code: d.departmentCode,
    department: row.departmentEn,
    physicianNo: d.physicianNo,
    physicianLicense: d.physicianLicense,
    scheduleType: d.scheduleType,
    appointment_message: d.appointmentMessage,
    facility_insurance_validation: yesNo(row.locationFlag),
    specialty_insurance_validation: yesNo(row.specialtyFlag),
    doctor_insurance_validation: yesNo(d.insuranceValidation),
    cat_type: 'doctor',
    experience: d.experienceYears,
    specialization: d.specializationEn,
    specialization_ar: d.specializationAr,
    nationality: d.nationalityEn,
    nationality_ar: d.nationalityAr,
    know_langauges: d.languagesEn,
    know_langauges_ar: d.languagesAr,
    biography_web: d.biographyEn,
    biography_web_ar: d.biographyAr,
    isActive: d.isActive,
    slotMinutes: d.slotMinutes,
    address: row.addressEn,
    address_ar: row.addressAr,
    map_link: row.mapLink,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

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

export class SimulatedHospital implements HospitalInformationSystem {
  constructor(
    private readonly db: AppDb,
    private readonly clock: Clock,
  ) {}

  /* Directory. */

  async locations(filter: { brand?: string | undefined }): Promise<DoctorLocation[]> {
    const rows = await this.db
      .select({ location: locations, hisName: facilities.hisName })
      .from(locations)
      .innerJoin(facilities, eq(facilities.id, locations.facilityId))
      .where(
        and(
          eq(locations.isActive, true),
          eq(facilities.isActive, true),
          filter.brand ? eq(sql`lower(${locations.brand})`, filter.brand.toLowerCase()) : undefined,
        ),
      )
      .orderBy(asc(locations.brand), asc(locations.sortOrder), asc(locations.id));
    return rows.map(({ location, hisName }) => ({
      id: location.id,
      locationId: location.facilityId,
      facilityId: location.facilityId,
      name: location.nameEn,
      name_ar: location.nameAr,
      address: location.addressEn,
      address_ar: location.addressAr,
      brandname: location.brand,
      his_name: hisName,
      insurance_validation: yesNo(location.insuranceValidation),
      is_arabic: false,
      latitude: location.latitude,
      longitude: location.longitude,
      locationImg: location.imageUrl,
      map_link: location.mapLink,
      vblog: location.vblog,
      websiteLink: location.websiteLink,
    }));
  }

  private doctorRows(where: SQL | undefined, activeOnly = true) {
    return this.db
      .select(doctorColumns)
      .from(hospitalDoctors)
      .innerJoin(hospitalSpecialties, eq(hospitalSpecialties.code, hospitalDoctors.specialtyCode))
      .leftJoin(hospitalDepartments, eq(hospitalDepartments.code, hospitalDoctors.departmentCode))
      .leftJoin(locations, eq(locations.id, hospitalDoctors.locationId))
      .where(and(activeOnly ? eq(hospitalDoctors.isActive, true) : undefined, where))
      .orderBy(asc(hospitalDoctors.sortOrder), asc(hospitalDoctors.id));
  }

  async searchDoctors(text: string): Promise<DoctorSuggestion[]> {
    const pattern = containing(text.trim());
    const [doctorRows, specialtyRows, conditionRows] = await Promise.all([
      this.doctorRows(
        or(ilike(hospitalDoctors.nameEn, pattern), ilike(hospitalDoctors.nameAr, pattern)),
      ).limit(SEARCH_LIMIT),
      this.db
        .select()
        .from(hospitalSpecialties)
        .where(or(ilike(hospitalSpecialties.nameEn, pattern), ilike(hospitalSpecialties.nameAr, pattern)))
        .orderBy(asc(hospitalSpecialties.sortOrder))
        .limit(SEARCH_LIMIT),
      this.db
        .select()
        .from(hospitalConditions)
        .where(or(ilike(hospitalConditions.nameEn, pattern), ilike(hospitalConditions.nameAr, pattern)))
        .orderBy(asc(hospitalConditions.id))
        .limit(SEARCH_LIMIT),
    ]);
    return [
      ...doctorRows.map(toDoctor).map((d) => ({
        id: String(d.id),
        name: d.name,
        name_ar: d.name_ar,
        cat_type: 'doctor' as const,
        location: d.location ?? '',
        location_ar: d.location_ar ?? '',
      })),
      ...specialtyRows.map((s) => ({
        id: s.code,
        name: s.nameEn,
        name_ar: s.nameAr,
        cat_type: 'specialty' as const,
        location: '',
        location_ar: '',
      })),
      ...conditionRows.map((c) => ({
        id: String(c.id),
        name: c.nameEn,
        name_ar: c.nameAr,
        cat_type: 'condition' as const,
        location: '',
        location_ar: '',
      })),
    ];
  }

  async doctors(filter: DoctorFilter): Promise<HisDoctor[]> {
    const conditions: (SQL | undefined)[] = [];
    if (filter.ids) conditions.push(filter.ids.length ? inArray(hospitalDoctors.id, filter.ids) : sql`false`);
    if (filter.specialtyCode) {
      conditions.push(eq(sql`upper(${hospitalDoctors.specialtyCode})`, filter.specialtyCode.toUpperCase()));
    }
    if (filter.conditionId !== undefined) {
      conditions.push(
        sql`${hospitalDoctors.specialtyCode} in (select ${hospitalConditions.specialtyCode} from ${hospitalConditions} where ${hospitalConditions.id} = ${filter.conditionId})`,
      );
    }
    if (filter.locationId !== undefined) conditions.push(eq(hospitalDoctors.locationId, filter.locationId));
    if (filter.scheduleType) conditions.push(eq(hospitalDoctors.scheduleType, filter.scheduleType));
    if (filter.text) {
      const pattern = containing(filter.text.trim());
      conditions.push(
        or(
          ilike(hospitalDoctors.nameEn, pattern),
          ilike(hospitalDoctors.nameAr, pattern),
          ilike(hospitalSpecialties.nameEn, pattern),
          ilike(hospitalSpecialties.nameAr, pattern),
          ilike(hospitalDepartments.nameEn, pattern),
          sql`${hospitalDoctors.specialtyCode} in (select ${hospitalConditions.specialtyCode} from ${hospitalConditions} where ${hospitalConditions.nameEn} ilike ${pattern} or ${hospitalConditions.nameAr} ilike ${pattern})`,
        ),
      );
    }
    // Looked up by id (appointments of the past), a doctor who has left is still named.
    const rows = await this.doctorRows(and(...conditions), filter.ids === undefined);
    return rows.map(toDoctor);
  }

  async doctor(id: number): Promise<HisDoctor | null> {
    const [row] = await this.doctorRows(eq(hospitalDoctors.id, id), false);
    return row ? toDoctor(row) : null;
  }

  async doctorByPhysicianNo(physicianNo: string, facilityId: string): Promise<HisDoctor | null> {
    const [row] = await this.doctorRows(
      and(eq(hospitalDoctors.physicianNo, physicianNo), eq(locations.facilityId, facilityId)),
    );
    return row ? toDoctor(row) : null;
  }

  async specialties(filter: {
    locationId?: number | undefined;
    vblog?: string | undefined;
  }): Promise<Specialty[]> {
    const scoped = filter.locationId !== undefined || filter.vblog !== undefined;
    const doctorScope = and(
      eq(hospitalDoctors.isActive, true),
      filter.locationId !== undefined ? eq(hospitalDoctors.locationId, filter.locationId) : undefined,
      filter.vblog !== undefined ? eq(sql`lower(${locations.vblog})`, filter.vblog.toLowerCase()) : undefined,
    );
    const [specialtyRows, counts, conditionRows] = await Promise.all([
      this.db.select().from(hospitalSpecialties).orderBy(asc(hospitalSpecialties.sortOrder)),
      this.db
        .select({ code: hospitalDoctors.specialtyCode, count: sql<number>`count(*)::int` })
        .from(hospitalDoctors)
        .leftJoin(locations, eq(locations.id, hospitalDoctors.locationId))
        .where(doctorScope)
        .groupBy(hospitalDoctors.specialtyCode),
      this.db.select().from(hospitalConditions).orderBy(asc(hospitalConditions.id)),
    ]);
    const countOf = new Map(counts.map((c) => [c.code, Number(c.count)]));
    return specialtyRows
      .map((s) => ({
        id: s.code,
        name: s.nameEn,
        name_ar: s.nameAr,
        insurance_validation: yesNo(s.insuranceValidation),
        conditions: conditionRows
          .filter((c) => c.specialtyCode === s.code)
          .map((c) => ({ id: c.id, name: c.nameEn, name_ar: c.nameAr })),
        doctorCount: countOf.get(s.code) ?? 0,
      }))
      .filter((s) => !scoped || s.doctorCount > 0);
  }

  async departmentCodes(): Promise<string[]> {
    const rows = await this.db
      .select({ code: hospitalDepartments.code })
      .from(hospitalDepartments)
      .where(eq(hospitalDepartments.onlineBooking, false))
      .orderBy(asc(hospitalDepartments.code));
    return rows.map((r) => r.code);
  }

  async restrictedInsurance(locationId: number): Promise<RestrictedInsurance[]> {
    const rows = await this.db
      .select({
        name: hospitalRestrictedInsurance.name,
        insurance_plan: hospitalRestrictedInsurance.insurancePlan,
      })
      .from(hospitalRestrictedInsurance)
      .where(eq(hospitalRestrictedInsurance.locationId, locationId))
      .orderBy(asc(hospitalRestrictedInsurance.id));
    return rows;
  }

  async facilitiesOfBrand(brand: string): Promise<string[] | null> {
    const key = brand.trim().toLowerCase();
    if (!key) return null;
    const rows = await this.db
      .select({ id: facilities.id })
      .from(facilities)
      .where(
        or(
          eq(sql`lower(${facilities.brand})`, key),
          eq(sql`lower(${facilities.vblog})`, key),
          eq(sql`lower(${facilities.nameEn})`, key),
          eq(sql`lower(${facilities.id})`, key),
        ),
      );
    return rows.length > 0 ? rows.map((r) => r.id) : null;
  }

  /* Slots. */

  private async schedulesOf(doctorIds: number[]): Promise<Map<number, (Session & { weekday: number })[]>> {
    const byDoctor = new Map<number, (Session & { weekday: number })[]>();
    if (doctorIds.length === 0) return byDoctor;
    const rows = await this.db
      .select()
      .from(hospitalSchedules)
      .where(inArray(hospitalSchedules.doctorId, doctorIds));
    for (const row of rows) {
      const list = byDoctor.get(row.doctorId) ?? [];
      list.push({ weekday: row.weekday, startTime: row.startTime, endTime: row.endTime });
      byDoctor.set(row.doctorId, list);
    }
    return byDoctor;
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
    sessions: readonly (Session & { weekday: number })[],
    taken: ReadonlySet<string>,
    date: string,
    now: LocalDateTime,
  ) {
    const weekday = weekdayOf(date);
    return slotsOfSessions(
      sessions.filter((s) => s.weekday === weekday),
      doctor.slotMinutes,
    ).filter((s) => isSlotAhead(date, s.startTime, now) && !taken.has(`${doctor.id}|${date}|${s.startTime}`));
  }

  async timeSlots(query: SlotQuery, now: LocalDateTime): Promise<TimeSlotsData> {
    const codes = await this.departmentCodes();
    const departments = query.departments.map((d) => d.toUpperCase());
    const candidates = await this.doctorRows(
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
    const ids = doctors.map((d) => d.id);
    const [schedules, taken] = await Promise.all([
      this.schedulesOf(ids),
      this.takenSlots(ids, query.beginDate, lastDate),
    ]);

    const picked: Omit<Slot, 'slNo'>[] = [];
    for (let date = query.beginDate; date <= query.endDate; date = addDays(date, 1)) {
      for (const doctor of doctors) {
        for (const s of this.daySlots(doctor, schedules.get(doctor.id) ?? [], taken, date, now)) {
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
      const free = doctors.some(
        (doctor) => this.daySlots(doctor, schedules.get(doctor.id) ?? [], taken, date, now).length > 0,
      );
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
    const [schedules, taken] = await Promise.all([
      this.schedulesOf([doctor.id]),
      this.takenSlots([doctor.id], date, date),
    ]);
    return this.daySlots(doctor, schedules.get(doctor.id) ?? [], taken, date, now);
  }

  /* Patients. */

  private identityMatch(identity: PatientIdentity): SQL | undefined {
    if (identity.identityNumber && identity.documentTypeId !== null) {
      return and(
        eq(hospitalPatients.documentTypeId, identity.documentTypeId),
        eq(hospitalPatients.identityNumber, identity.identityNumber),
      );
    }
    // Without a document a hospital knows a patient by mobile, birth date and first name.
    if (!identity.dateOfBirth) return sql`false`;
    return and(
      isNull(hospitalPatients.identityNumber),
      eq(hospitalPatients.mobileNo, identity.mobileNo),
      eq(hospitalPatients.dateOfBirth, identity.dateOfBirth),
      eq(sql`lower(${hospitalPatients.firstName})`, identity.firstName.trim().toLowerCase()),
    );
  }

  async findPatients(identity: PatientIdentity, facilityId?: string): Promise<HisPatient[]> {
    return this.findPatientsWith(this.db, identity, facilityId);
  }

  private async findPatientsWith(
    db: Executor,
    identity: PatientIdentity,
    facilityId?: string,
  ): Promise<HisPatient[]> {
    const rows = await db
      .select()
      .from(hospitalPatients)
      .where(
        and(
          this.identityMatch(identity),
          facilityId ? eq(hospitalPatients.facilityId, facilityId) : undefined,
        ),
      )
      .orderBy(asc(hospitalPatients.facilityId), asc(hospitalPatients.id));
    return rows.map((row) => ({
      his: row.his,
      patientId: row.patientId,
      facilityId: row.facilityId,
      mobileNo: row.mobileNo,
      dateOfBirth: row.dateOfBirth,
      insuranceName: row.insuranceName,
      planName: row.planName,
    }));
  }

  /** Registers a patient at a facility (idempotent under races: a concurrent twin wins quietly). */
  private async registerPatient(tx: Tx, identity: PatientIdentity, facilityId: string): Promise<HisPatient> {
    const [facility] = await tx
      .select({ his: facilities.hisName })
      .from(facilities)
      .where(eq(facilities.id, facilityId));
    if (!facility) throw new Error(`unknown facility ${facilityId}`);
    await tx
      .insert(hospitalPatients)
      .values({
        facilityId,
        his: facility.his,
        patientId: sql`${facility.his}::text || nextval('hospital_patient_no_seq')::text`,
        firstName: identity.firstName,
        lastName: identity.lastName,
        dateOfBirth: identity.dateOfBirth,
        genderId: identity.genderId,
        mobileNo: identity.mobileNo,
        documentTypeId: identity.identityNumber ? identity.documentTypeId : null,
        identityNumber: identity.identityNumber,
        createdAt: this.clock(),
      })
      .onConflictDoNothing();
    const [patient] = await this.findPatientsWith(tx, identity, facilityId);
    if (!patient) throw new Error('patient registration found no record');
    return patient;
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
        const patient = input.patient ?? (await this.registerPatient(tx, input.identity, facilityId));
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
