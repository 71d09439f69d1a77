/**
 * The portal's side of booking: who may see, book, move or cancel what, and the rules of the
 * contract, in front of the hospital information system. A patient reaches only their own and their
 * family members' records and appointments; anything else is answered 404 and audited.
 */
import {
  type Appointment,
  type AppointmentHistoryData,
  AppointmentStatus,
  type BookingIssue,
  type BookingResult,
  BookingStatus,
  bookingPreCheck,
  type ConsultedDoctor,
  doctorBookingIssue,
  insuranceBlockIssue,
  type LocalDateTime,
  localDateTime,
  Messages,
  minutesOfDay,
  type PatientRecord,
  type ServerMessage,
  Status,
  type TimeSlotsData,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import {
  AppointmentStateError,
  doctorCard,
  type HisAppointment,
  type HisDoctor,
  type HisPatient,
  type HospitalInformationSystem,
  type SlotQuery,
  SlotTakenError,
} from '../../adapters/hospital/port';
import type { Clock } from '../../clock';
import type { AppContext } from '../../context';
import type { AppDb } from '../../db/index';
import { ApiError } from '../../http/envelope';
import type { AuditLog } from '../../services/audit';
import { identityOf, loadPerson, loadPersons, type Person, provesRecord } from '../../services/persons';

/** The signed-in user and the request they made (for the audit trail). */
export interface Caller {
  userId: number;
  request: FastifyRequest;
}

interface OwnedRecord {
  person: Person;
  record: HisPatient;
}

export interface OwnedAppointment {
  appointment: HisAppointment;
  person: Person;
  holder: Person;
}

export const refuse = (issue: BookingIssue, statusCode = 400) =>
  new ApiError(statusCode, issue.status, [issue.message]);

const slotGone = () => refuse({ status: BookingStatus.SlotTaken, message: Messages.booking.slotTaken }, 409);
const notChangeable = () =>
  refuse({ status: BookingStatus.NotChangeable, message: Messages.booking.notChangeable });

const APPOINTMENT_ID = /^\d{1,9}$/;

/** True once the appointment's end time has passed at the facility. */
export function hasEnded(
  appointment: Pick<HisAppointment, 'apptDate' | 'endTime'>,
  now: LocalDateTime,
): boolean {
  if (appointment.apptDate !== now.date) return appointment.apptDate < now.date;
  return minutesOfDay(appointment.endTime) <= minutesOfDay(now.time);
}

export class BookingService {
  constructor(
    private readonly db: AppDb,
    readonly his: HospitalInformationSystem,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
  ) {}

  /** The facility's date and time now (UAE). */
  now(): LocalDateTime {
    return localDateTime(this.clock());
  }

  /** Audits a refused access and answers 404, so nobody learns what exists for others. */
  async deny(
    caller: Caller,
    resource: string,
    details: Record<string, unknown>,
    options: { statusCode?: 403 | 404; message?: ServerMessage } = {},
  ): Promise<never> {
    const { request } = caller;
    await this.audit.record(request, {
      action: 'authz',
      outcome: 'denied',
      userId: caller.userId,
      reason: 'not_owner',
      details: { method: request.method, route: request.routeOptions.url, resource, ...details },
    });
    const statusCode = options.statusCode ?? 404;
    throw new ApiError(statusCode, statusCode === 403 ? Status.Forbidden : Status.NotFound, [
      options.message ?? (statusCode === 403 ? Messages.auth.forbidden : Messages.auth.notFound),
    ]);
  }

  async persons(caller: Caller): Promise<Person[]> {
    return loadPersons(this.db, caller.userId);
  }

  /** The user (0) or one of their own family members; anyone else's is denied. */
  async person(caller: Caller, familyMemberId: number): Promise<{ person: Person; holder: Person }> {
    const person = await loadPerson(this.db, caller.userId, familyMemberId);
    const holder = familyMemberId === 0 ? person : await loadPerson(this.db, caller.userId, 0);
    if (!person || !holder) return this.deny(caller, 'family_member', { familyMemberId });
    return { person, holder };
  }

  /**
   * The hospital's records of a person, split by the identity proof: `proven` are theirs; `unproven`
   * counts records the hospital found (by a document number, say) that the person has not proven.
   */
  private async recordsOf(
    person: Person,
    holder: Person,
    facilityId?: string,
  ): Promise<{ proven: HisPatient[]; unproven: number }> {
    const found = await this.his.findPatients(identityOf(person, holder), facilityId || undefined);
    const proven = found.filter((record) => provesRecord(person, holder, record));
    return { proven, unproven: found.length - proven.length };
  }

  private async ownedRecords(persons: Person[], facilityId?: string): Promise<OwnedRecord[]> {
    const holder = persons.find((p) => p.familyMemberId === 0);
    if (!holder) return [];
    const lists = await Promise.all(
      persons.map(async (person) =>
        (await this.recordsOf(person, holder, facilityId)).proven.map((record) => ({ person, record })),
      ),
    );
    return lists.flat();
  }

  /* Patient records and details. */

  async patientRecords(
    caller: Caller,
    familyMemberId: number,
    facilityId?: string,
  ): Promise<PatientRecord[]> {
    const { person, holder } = await this.person(caller, familyMemberId);
    const { proven: records } = await this.recordsOf(person, holder, facilityId);
    return records.map(({ his, patientId, facilityId: facility, mobileNo, dateOfBirth }) => ({
      his,
      patientId,
      facilityId: facility,
      mobileNo,
      dateOfBirth,
    }));
  }

  async patientDetails(caller: Caller, input: { his: string; patientId: string; institution: string }) {
    const owned = await this.ownedRecords(await this.persons(caller), input.institution);
    const match = owned.find(
      ({ record }) =>
        record.patientId === input.patientId && record.his.toLowerCase() === input.his.trim().toLowerCase(),
    );
    if (!match) {
      return this.deny(caller, 'patient_record', input, { message: Messages.booking.patientDetailsNotFound });
    }
    return [{ insuranceName: match.record.insuranceName, planName: match.record.planName }];
  }

  /* Appointments. */

  private async doctorsOf(appointments: readonly HisAppointment[]): Promise<Map<number, HisDoctor>> {
    const ids = [...new Set(appointments.map((a) => a.doctorId))];
    const doctors = ids.length ? await this.his.doctors({ ids }) : [];
    return new Map(doctors.map((d) => [d.id, d]));
  }

  toAppointment(
    a: HisAppointment,
    doctor: HisDoctor | undefined,
    person: Person,
    status = a.status,
  ): Appointment {
    return {
      appointmentId: String(a.id),
      appointmentRef: a.appointmentRef,
      appointmentRefNo: a.appointmentRefNo,
      apptDate: a.apptDate,
      apptTime: a.startTime,
      apptEndTime: a.endTime,
      duration: minutesOfDay(a.endTime) - minutesOfDay(a.startTime),
      appointmentStatus: status,
      scheduleType: a.scheduleType,
      appointment_message: doctor?.appointment_message ?? null,
      physicianName: doctor?.name ?? a.physicianNo,
      physicianName_ar: doctor?.name_ar ?? a.physicianNo,
      specialty: doctor?.specialty ?? '',
      specialty_ar: doctor?.specialty_ar ?? '',
      experience: doctor?.experience ?? null,
      location: doctor?.location ?? null,
      location_ar: doctor?.location_ar ?? null,
      locationId: a.locationId,
      address: doctor?.address ?? null,
      address_ar: doctor?.address_ar ?? null,
      map_link: doctor?.map_link ?? null,
      image: doctor?.image ?? null,
      doctorId: a.doctorId,
      department: a.department,
      physicianNo: a.physicianNo,
      physicianLicense: a.physicianLicense,
      facilityId: a.facilityId,
      patientNo: a.patientId,
      patientId: a.patientId,
      his: a.his,
      mobileNo: a.mobileNo,
      familyMemberId: person.familyMemberId,
      patientName: `${person.firstName} ${person.lastName}`,
    };
  }

  /**
   * Upcoming (booked, not yet over), past (visited, not visited, or booked and over: a no-show)
   * and the doctors seen, for one patient record or every record of one person.
   */
  async history(
    caller: Caller,
    input: {
      HIS?: string | null | undefined;
      patientId?: string | null | undefined;
      facilityId?: string | null | undefined;
      familyMemberId: number;
    },
    brandName?: string,
  ): Promise<AppointmentHistoryData> {
    const persons = await this.persons(caller);
    const owned = await this.ownedRecords(persons);
    let selected: OwnedRecord[];
    if (input.patientId) {
      selected = owned.filter(
        ({ record }) =>
          record.patientId === input.patientId &&
          (!input.facilityId || record.facilityId === input.facilityId) &&
          (!input.HIS || record.his.toLowerCase() === input.HIS.toLowerCase()),
      );
      if (selected.length === 0) {
        return this.deny(caller, 'patient_record', {
          HIS: input.HIS ?? null,
          patientId: input.patientId,
          facilityId: input.facilityId ?? null,
        });
      }
    } else {
      if (!persons.some((p) => p.familyMemberId === input.familyMemberId)) {
        return this.deny(caller, 'family_member', { familyMemberId: input.familyMemberId });
      }
      selected = owned.filter(({ person }) => person.familyMemberId === input.familyMemberId);
    }
    const brandFacilities = brandName ? await this.his.facilitiesOfBrand(brandName) : null;
    if (brandFacilities)
      selected = selected.filter(({ record }) => brandFacilities.includes(record.facilityId));

    const ownerOf = new Map(
      selected.map(({ person, record }) => [`${record.facilityId}|${record.patientId}`, person]),
    );
    const appointments = await this.his.appointmentsOf(selected.map(({ record }) => record));
    const doctors = await this.doctorsOf(appointments);
    const now = this.now();
    const upcomingAppts: Appointment[] = [];
    const pastAppts: Appointment[] = [];
    for (const a of appointments) {
      const person = ownerOf.get(`${a.facilityId}|${a.patientId}`);
      if (!person) continue;
      const doctor = doctors.get(a.doctorId);
      if (a.status === '0' && !hasEnded(a, now)) upcomingAppts.push(this.toAppointment(a, doctor, person));
      else if (a.status === '0')
        pastAppts.push(this.toAppointment(a, doctor, person, AppointmentStatus.NotVisited));
      else if (a.status === 'Visited' || a.status === 'Not Visited') {
        pastAppts.push(this.toAppointment(a, doctor, person));
      }
    }
    pastAppts.reverse();
    return { upcomingAppts, pastAppts, consultedDoctors: this.consulted(appointments, doctors) };
  }

  /** Doctors of visited appointments, most recent first, each once. */
  private consulted(
    appointments: readonly HisAppointment[],
    doctors: Map<number, HisDoctor>,
  ): ConsultedDoctor[] {
    const seen = new Map<number, ConsultedDoctor>();
    for (const a of [...appointments].reverse()) {
      const doctor = doctors.get(a.doctorId);
      if (a.status !== 'Visited' || !doctor || seen.has(doctor.id)) continue;
      seen.set(doctor.id, { ...doctorCard(doctor), lastVisit: a.apptDate });
    }
    return [...seen.values()];
  }

  async recentConsultations(
    caller: Caller,
    input: { patientId?: string | undefined; familyMemberId: number; brandName?: string | undefined },
  ): Promise<ConsultedDoctor[]> {
    const history = await this.history(
      caller,
      { patientId: input.patientId || null, familyMemberId: input.familyMemberId },
      input.brandName,
    );
    return history.consultedDoctors;
  }

  /**
   * An appointment of the user or of one of their family members. The references the client sent
   * must agree with it; a mismatch or someone else's appointment is denied alike.
   */
  async ownedAppointment(
    caller: Caller,
    appointmentId: string,
    match: { appointmentRef?: string | null; facilityId?: string | null; patientNo?: string | null } = {},
  ): Promise<OwnedAppointment> {
    const details = { appointmentId, ...match };
    const appointment = APPOINTMENT_ID.test(appointmentId)
      ? await this.his.appointment(Number(appointmentId))
      : null;
    if (
      !appointment ||
      (match.appointmentRef && match.appointmentRef !== appointment.appointmentRef) ||
      (match.facilityId && match.facilityId !== appointment.facilityId) ||
      (match.patientNo && match.patientNo !== appointment.patientId)
    ) {
      return this.deny(caller, 'appointment', details);
    }
    const persons = await this.persons(caller);
    const owned = await this.ownedRecords(persons, appointment.facilityId);
    const owner = owned.find(({ record }) => record.patientId === appointment.patientId);
    const holder = persons.find((p) => p.familyMemberId === 0);
    if (!owner || !holder) return this.deny(caller, 'appointment', details);
    return { appointment, person: owner.person, holder };
  }

  /* Slots and booking. */

  async timeSlots(query: SlotQuery): Promise<TimeSlotsData> {
    return this.his.timeSlots(query, this.now());
  }

  /** The doctor's slot that starts at `startTime` on `date`, if free and ahead. */
  private async freeSlot(doctor: HisDoctor, date: string, startTime: string, endTime?: string) {
    const slots = await this.his.freeSlots(doctor, date, this.now());
    return (
      slots.find((s) => s.startTime === startTime && (endTime === undefined || s.endTime === endTime)) ?? null
    );
  }

  async book(
    caller: Caller,
    input: {
      facilityId: string;
      apptDate: string;
      apptStartTime: string;
      apptEndTime: string;
      patientId?: string | null | undefined;
      familyMemberId: number;
      department: string;
      physicianNo: string;
      comment?: string | null | undefined;
    },
  ): Promise<BookingResult> {
    const { person, holder } = await this.person(caller, input.familyMemberId);
    const doctor = await this.his.doctorByPhysicianNo(input.physicianNo, input.facilityId);
    if (!doctor) throw new ApiError(404, Status.NotFound, [Messages.auth.notFound]);
    const blocked = doctorBookingIssue(doctor, await this.his.departmentCodes());
    if (blocked) throw refuse(blocked);
    if (input.department.toUpperCase() !== doctor.department_code?.toUpperCase()) {
      throw new ApiError(400, Status.BadRequest, ['department: does not match the doctor']);
    }
    const now = this.now();
    const preCheck = bookingPreCheck({
      patient: person,
      user: { callingCode: holder.callingCode ?? '', mobile: holder.mobile ?? '' },
      slotDate: input.apptDate,
      today: now.date,
    });
    if (preCheck) throw refuse(preCheck);
    if (!(await this.freeSlot(doctor, input.apptDate, input.apptStartTime, input.apptEndTime)))
      throw slotGone();

    const identity = identityOf(person, holder);
    const { proven, unproven } = await this.recordsOf(person, holder, input.facilityId);
    const [record = null] = proven;
    if (!record && unproven > 0) {
      // The hospital knows this person under details the account has not proven: booking would
      // either reach someone else's record or make a second one. The helpline links them.
      await this.audit.record(caller.request, {
        action: 'appointment.book',
        outcome: 'denied',
        userId: caller.userId,
        reason: 'record_unproven',
        details: { familyMemberId: person.familyMemberId, facilityId: input.facilityId },
      });
      throw refuse({ status: BookingStatus.RecordUnproven, message: Messages.booking.recordIssue }, 409);
    }
    if (input.patientId && input.patientId !== record?.patientId) {
      return this.deny(caller, 'patient_record', {
        patientId: input.patientId,
        facilityId: input.facilityId,
      });
    }
    const insurance = insuranceBlockIssue(
      doctor,
      record,
      doctor.locationId === null ? [] : await this.his.restrictedInsurance(doctor.locationId),
    );
    if (insurance) throw refuse(insurance);

    let booked: HisAppointment;
    try {
      booked = await this.his.book({
        doctor,
        patient: record,
        identity,
        apptDate: input.apptDate,
        startTime: input.apptStartTime,
        endTime: input.apptEndTime,
        comment: input.comment ?? null,
        bookedByUserId: caller.userId,
        familyMemberId: person.familyMemberId,
      });
    } catch (error) {
      if (error instanceof SlotTakenError) throw slotGone();
      throw error;
    }
    await this.audit.record(caller.request, {
      action: 'appointment.book',
      outcome: 'success',
      userId: caller.userId,
      details: { appointmentId: booked.id, familyMemberId: person.familyMemberId },
    });
    return resultOf(booked);
  }

  async reschedule(
    caller: Caller,
    input: {
      facilityId: string;
      appointmentId: string;
      appointmentRef: string;
      apptDate: string;
      apptTime: string;
      patientNo?: string | null | undefined;
      physicianNo: string;
    },
  ): Promise<BookingResult> {
    const { appointment } = await this.ownedAppointment(caller, input.appointmentId, {
      appointmentRef: input.appointmentRef,
      facilityId: input.facilityId,
      patientNo: input.patientNo,
    });
    if (input.physicianNo !== appointment.physicianNo) {
      throw new ApiError(400, Status.BadRequest, ['physicianNo: an appointment keeps its doctor']);
    }
    const now = this.now();
    if (appointment.status !== '0' || hasEnded(appointment, now)) throw notChangeable();
    const doctor = await this.his.doctor(appointment.doctorId);
    if (!doctor?.isActive) throw notChangeable();
    const blocked = doctorBookingIssue(doctor, await this.his.departmentCodes());
    if (blocked) throw refuse(blocked);
    if (input.apptDate < now.date)
      throw refuse({ status: BookingStatus.PastDate, message: Messages.booking.pastDate });
    const slot = await this.freeSlot(doctor, input.apptDate, input.apptTime);
    if (!slot) throw slotGone();
    let moved: HisAppointment;
    try {
      moved = await this.his.reschedule({
        appointmentId: appointment.id,
        apptDate: input.apptDate,
        startTime: slot.startTime,
        endTime: slot.endTime,
      });
    } catch (error) {
      if (error instanceof SlotTakenError) throw slotGone();
      if (error instanceof AppointmentStateError) throw notChangeable();
      throw error;
    }
    await this.audit.record(caller.request, {
      action: 'appointment.reschedule',
      outcome: 'success',
      userId: caller.userId,
      details: { appointmentId: appointment.id, newAppointmentId: moved.id },
    });
    return resultOf(moved);
  }

  async cancel(
    caller: Caller,
    input: {
      facilityId: string;
      appointmentId: string;
      appointmentRef: string;
      patientNo?: string | null | undefined;
      reason?: string | null | undefined;
    },
  ): Promise<void> {
    const { appointment } = await this.ownedAppointment(caller, input.appointmentId, {
      appointmentRef: input.appointmentRef,
      facilityId: input.facilityId,
      patientNo: input.patientNo,
    });
    if (appointment.status !== '0' || hasEnded(appointment, this.now())) throw notChangeable();
    try {
      await this.his.cancel(appointment.id, input.reason ?? null);
    } catch (error) {
      if (error instanceof AppointmentStateError) throw notChangeable();
      throw error;
    }
    await this.audit.record(caller.request, {
      action: 'appointment.cancel',
      outcome: 'success',
      userId: caller.userId,
      details: { appointmentId: appointment.id },
    });
  }
}

function resultOf(a: HisAppointment): BookingResult {
  return {
    appointmentRefNo: a.appointmentRefNo,
    appointmentRef: a.appointmentRef,
    appointmentId: String(a.id),
    apptDate: a.apptDate,
    apptTime: a.startTime,
    apptEndTime: a.endTime,
    patientId: a.patientId,
    facilityId: a.facilityId,
  };
}

const services = new WeakMap<AppContext, BookingService>();

/** The booking service of a context (appointments and teleconsultation share it): one per context, no per-user state. */
export function bookingFor(context: AppContext): BookingService {
  let service = services.get(context);
  if (!service) {
    service = new BookingService(context.db, context.hospital, context.clock, context.audit);
    services.set(context, service);
  }
  return service;
}
