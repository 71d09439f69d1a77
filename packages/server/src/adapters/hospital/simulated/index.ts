/**
 * The simulated hospital: the default HIS adapter, backed by the hospital_* tables of
 * 0004_hospital.sql and filled by the demo seed (db/seed/hospital). It behaves like a hospital
 * system would: slots come from weekly schedules minus booked appointments, a slot is taken once
 * (a partial unique index), patients unknown at a facility are registered when first booked.
 *
 * One file per capability of the port (directory.ts, scheduling.ts, records.ts, labs.ts); this class puts
 * them together on one database, so a new capability is a file beside them and a few lines here.
 */
import type { LocalDateTime } from '@portal/contract';
import type { Clock } from '../../../clock';
import type { AppDb } from '../../../db/index';
import type {
  BookingInput,
  DoctorFilter,
  HisDoctor,
  HospitalInformationSystem,
  LabOrderQuery,
  PatientIdentity,
  RescheduleInput,
  SlotQuery,
} from '../port';
import { SimulatedDirectory } from './directory';
import { SimulatedLabs } from './labs';
import { SimulatedMedications } from './medications';
import { SimulatedRecords } from './records';
import { SimulatedScheduling } from './scheduling';

export { slotsOfSessions } from './scheduling';
export { initialsOf, isUniqueViolation } from './shared';

export class SimulatedHospital implements HospitalInformationSystem {
  private readonly directory: SimulatedDirectory;
  private readonly records: SimulatedRecords;
  private readonly scheduling: SimulatedScheduling;
  private readonly medications: SimulatedMedications;
  private readonly labs: SimulatedLabs;

  constructor(db: AppDb, clock: Clock) {
    this.directory = new SimulatedDirectory(db);
    this.records = new SimulatedRecords(db, clock);
    this.scheduling = new SimulatedScheduling(db, clock, this.records);
    this.medications = new SimulatedMedications(db);
    this.labs = new SimulatedLabs(db, clock, this.records);
  }

  /* Directory. */

  locations(filter: { brand?: string | undefined }) {
    return this.directory.locations(filter);
  }
  searchDoctors(text: string) {
    return this.directory.searchDoctors(text);
  }
  doctors(filter: DoctorFilter) {
    return this.directory.doctors(filter);
  }
  doctor(id: number) {
    return this.directory.doctor(id);
  }
  doctorByPhysicianNo(physicianNo: string, facilityId: string) {
    return this.directory.doctorByPhysicianNo(physicianNo, facilityId);
  }
  specialties(filter: { locationId?: number | undefined; vblog?: string | undefined }) {
    return this.directory.specialties(filter);
  }
  departmentCodes() {
    return this.directory.departmentCodes();
  }
  restrictedInsurance(locationId: number) {
    return this.directory.restrictedInsurance(locationId);
  }
  facilitiesOfBrand(brand: string) {
    return this.directory.facilitiesOfBrand(brand);
  }

  /* Scheduling. */

  timeSlots(query: SlotQuery, now: LocalDateTime) {
    return this.scheduling.timeSlots(query, now);
  }
  freeSlots(doctor: HisDoctor, date: string, now: LocalDateTime) {
    return this.scheduling.freeSlots(doctor, date, now);
  }
  appointment(id: number) {
    return this.scheduling.appointment(id);
  }
  appointmentsOf(patients: readonly { facilityId: string; patientId: string }[]) {
    return this.scheduling.appointmentsOf(patients);
  }
  book(input: BookingInput) {
    return this.scheduling.book(input);
  }
  reschedule(input: RescheduleInput) {
    return this.scheduling.reschedule(input);
  }
  cancel(appointmentId: number, reason: string | null) {
    return this.scheduling.cancel(appointmentId, reason);
  }

  /* Records. */

  findPatients(identity: PatientIdentity, facilityId?: string) {
    return this.records.findPatients(identity, facilityId);
  }

  /* Medications. */

  prescriptionsOf(patients: readonly { facilityId: string; patientId: string }[]) {
    return this.medications.prescriptionsOf(patients);
  }

  /* Labs. */

  labOrders(patients: readonly { facilityId: string; patientId: string }[], query: LabOrderQuery) {
    return this.labs.labOrders(patients, query);
  }
  labOrder(facilityId: string, docNumber: string) {
    return this.labs.labOrder(facilityId, docNumber);
  }

  /* Development. */

  releaseLabResult(identity: PatientIdentity, facilityId: string) {
    return this.labs.releaseLabResult(identity, facilityId);
  }
}
