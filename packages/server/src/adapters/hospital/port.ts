/**
 * The hospital information system (HIS) as the portal sees it: doctors and their schedules, slots,
 * patient records, insurance and appointments. The default is the database-backed simulated
 * hospital of the demo seed (simulated/); a real hospital's API would implement the same
 * interface. The HIS knows patients, not portal users: deciding who may see or change what is the
 * portal's job (booking.ts), done before any call here.
 *
 * Dates are ISO (yyyy-MM-dd) and times 'HH:mm', both wall-clock at the facility (UAE time).
 */
import type {
  Doctor,
  DoctorLocation,
  DoctorProfile,
  DoctorSuggestion,
  LocalDateTime,
  RestrictedInsurance,
  Specialty,
  TimeSlotsData,
} from '@portal/contract';

/**
 * A doctor as lists, appointments and booking use one: the contract's card and what booking needs
 * beyond it. Without the profile's texts (biography, languages, ...): a list does not show them.
 */
export type HisDoctor = Doctor & {
  /** False for a doctor who has left: still named on old appointments, no longer listed or booked. */
  isActive: boolean;
  slotMinutes: number;
  address: string | null;
  address_ar: string | null;
  map_link: string | null;
  latitude: number | null;
  longitude: number | null;
};

/** One doctor with the profile's texts too (the doctor's page). */
export type HisDoctorProfile = HisDoctor & Omit<DoctorProfile, keyof Doctor>;

/** Who a patient is, as a hospital registers them. */
export interface PatientIdentity {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  genderId: number | null;
  /** Calling code and number as one string of digits, e.g. 971501234567. */
  mobileNo: string;
  documentTypeId: number | null;
  /** Normalised document id (an Emirates ID's 15 digits), or null without a document. */
  identityNumber: string | null;
}

export interface HisPatient {
  his: string;
  patientId: string;
  facilityId: string;
  mobileNo: string;
  dateOfBirth: string | null;
  insuranceName: string | null;
  planName: string | null;
}

export type HisAppointmentStatus = '0' | 'Visited' | 'Not Visited' | 'Cancelled' | 'Rescheduled';

export interface HisAppointment {
  id: number;
  appointmentRef: string;
  appointmentRefNo: string;
  facilityId: string;
  his: string;
  patientId: string;
  mobileNo: string;
  doctorId: number;
  physicianNo: string;
  physicianLicense: string;
  department: string;
  locationId: number | null;
  scheduleType: 'OPD' | 'TELEMED';
  apptDate: string;
  startTime: string;
  endTime: string;
  status: HisAppointmentStatus;
  comment: string | null;
}

export interface DoctorFilter {
  ids?: number[];
  /** Doctor name, specialty, department or condition containing the text. */
  text?: string;
  specialtyCode?: string;
  conditionId?: number;
  locationId?: number;
  scheduleType?: 'OPD' | 'TELEMED';
  /**
   * Only the doctors of the facilities of this brand key, vblog or name (facilitiesOfBrand); a brand
   * that names no facility, or a blank one, leaves the list as it is.
   */
  brand?: string | undefined;
}

export interface SlotQuery {
  facilityIds: string[];
  physicianNos: string[];
  /** Empty: any department. */
  departments: string[];
  beginDate: string;
  endDate: string;
}

export interface BookingInput {
  doctor: HisDoctor;
  /** The patient's record at the doctor's facility; registered by book() when null. */
  patient: HisPatient | null;
  identity: PatientIdentity;
  apptDate: string;
  startTime: string;
  endTime: string;
  comment: string | null;
  bookedByUserId: number;
  familyMemberId: number;
}

export interface RescheduleInput {
  appointmentId: number;
  apptDate: string;
  startTime: string;
  endTime: string;
}

/** The slot was booked by someone else first (a unique-constraint loss). */
export class SlotTakenError extends Error {
  constructor() {
    super('slot already booked');
    this.name = 'SlotTakenError';
  }
}

/** The appointment is no longer booked (cancelled, moved or past) and cannot change. */
export class AppointmentStateError extends Error {
  constructor() {
    super('appointment is not booked');
    this.name = 'AppointmentStateError';
  }
}

/** Doctors, locations, specialties and brands: reference data, no patient. */
export interface HospitalDirectory {
  locations(filter: { brand?: string | undefined }): Promise<DoctorLocation[]>;
  searchDoctors(text: string): Promise<DoctorSuggestion[]>;
  doctors(filter: DoctorFilter): Promise<HisDoctor[]>;
  doctor(id: number): Promise<HisDoctorProfile | null>;
  doctorByPhysicianNo(physicianNo: string, facilityId: string): Promise<HisDoctor | null>;
  specialties(filter: { locationId?: number | undefined; vblog?: string | undefined }): Promise<Specialty[]>;
  /** Departments booked by phone (the department codes call). */
  departmentCodes(): Promise<string[]>;
  restrictedInsurance(locationId: number): Promise<RestrictedInsurance[]>;
  /** Facility ids of a brand key, vblog or name; null when nothing matches. */
  facilitiesOfBrand(brand: string): Promise<string[] | null>;
}

/** Free slots and the appointments made in them. */
export interface HospitalScheduling {
  timeSlots(query: SlotQuery, now: LocalDateTime): Promise<TimeSlotsData>;
  /** The free, still ahead slots of one doctor on one day. */
  freeSlots(
    doctor: HisDoctor,
    date: string,
    now: LocalDateTime,
  ): Promise<{ startTime: string; endTime: string }[]>;

  appointment(id: number): Promise<HisAppointment | null>;
  appointmentsOf(patients: readonly { facilityId: string; patientId: string }[]): Promise<HisAppointment[]>;
  /** One transaction; throws SlotTakenError when the slot went first. */
  book(input: BookingInput): Promise<HisAppointment>;
  /** One transaction: the old appointment turns 'Rescheduled', a new one takes the slot (new references). */
  reschedule(input: RescheduleInput): Promise<HisAppointment>;
  cancel(appointmentId: number, reason: string | null): Promise<void>;
}

/** The hospital's patient records, found by a person's identity. */
export interface HospitalRecords {
  findPatients(identity: PatientIdentity, facilityId?: string): Promise<HisPatient[]>;
}

/** One drug of a prescription; the duration in days. */
export interface HisPrescriptionItem {
  brandName: string;
  genericName: string;
  frequency: string;
  /** The pharmacy label's Arabic, when the hospital writes one. */
  frequencyAr: string | null;
  durationDays: number;
}

export interface HisPrescription {
  prescriptionNo: string;
  facilityId: string;
  patientId: string;
  doctorId: number;
  physicianNo: string;
  /** When the doctor wrote it. */
  createdAt: Date;
  items: HisPrescriptionItem[];
}

/** Prescriptions the hospital's doctors wrote for patient records. */
export interface HospitalMedications {
  /** Every prescription of these records, newest first. */
  prescriptionsOf(patients: readonly { facilityId: string; patientId: string }[]): Promise<HisPrescription[]>;
}

/** A test of a lab order, or the study of a radiology one (no value). */
export interface HisLabTest {
  nameEn: string;
  nameAr: string;
  /** As the analyser prints it ('13.2', 'Negative'); null for a radiology study. */
  value: string | null;
  unit: string | null;
  referenceRange: string | null;
  /** H above, L below the reference range, A abnormal otherwise; null within it. */
  abnormalFlag: 'H' | 'L' | 'A' | null;
}

/** A lab (LAB) or radiology (RBF) order with its report (spec section 3 Lab order). */
export interface HisLabOrder {
  facilityId: string;
  patientId: string;
  docNumber: string;
  docNumberRef: string;
  docPart: number;
  docType: 'LAB' | 'RBF';
  docVersion: number;
  /** ISO date, UAE calendar. */
  orderDate: string;
  doctorName: { en: string; ar: string } | null;
  /** A radiologist's findings and impression; null for a lab order. */
  findings: { en: string; ar: string } | null;
  impression: { en: string; ar: string } | null;
  tests: HisLabTest[];
}

export interface LabOrderQuery {
  /** ISO dates, both included. */
  startDate: string;
  endDate: string;
  /** Absent: both types. */
  docType?: 'LAB' | 'RBF' | undefined;
}

/** Lab and radiology reports of patient records (the portal decides whose records a user reaches). */
export interface HospitalLabs {
  /** The orders of these records in the range, the newest first. */
  labOrders(
    patients: readonly { facilityId: string; patientId: string }[],
    query: LabOrderQuery,
  ): Promise<HisLabOrder[]>;
  /** One order by its facility and document number; null when there is none. */
  labOrder(facilityId: string, docNumber: string): Promise<HisLabOrder | null>;
}

/**
 * Development only: a hospital that releases a lab result on demand (the simulated one), so that a
 * developer or a journey sees what a real hospital's new result does (a LABREPORT notification).
 */
export interface HospitalLabRelease {
  /** A new lab order of today for the person, registered at the facility first when unknown there. */
  releaseLabResult(identity: PatientIdentity, facilityId: string): Promise<HisLabOrder>;
}

export function releasesLabResults(hospital: object): hospital is HospitalLabRelease {
  return typeof (hospital as Partial<HospitalLabRelease>).releaseLabResult === 'function';
}

/**
 * Split by capability so that a module that needs one (lab reports: records) can ask for that
 * alone; a hospital's adapter still implements them all.
 */
export interface HospitalInformationSystem
  extends HospitalDirectory,
    HospitalScheduling,
    HospitalRecords,
    HospitalMedications,
    HospitalLabs {}

/** A doctor card of the contract, without the profile and booking extras. */
export function doctorCard(d: HisDoctor): Doctor {
  return {
    id: d.id,
    name: d.name,
    name_ar: d.name_ar,
    physicianName: d.physicianName,
    image: d.image,
    initials: d.initials,
    specialty: d.specialty,
    specialty_ar: d.specialty_ar,
    specialtyCode: d.specialtyCode,
    location: d.location,
    location_ar: d.location_ar,
    locationId: d.locationId,
    facilityId: d.facilityId,
    department_code: d.department_code,
    department: d.department,
    physicianNo: d.physicianNo,
    physicianLicense: d.physicianLicense,
    scheduleType: d.scheduleType,
    appointment_message: d.appointment_message,
    facility_insurance_validation: d.facility_insurance_validation,
    specialty_insurance_validation: d.specialty_insurance_validation,
    doctor_insurance_validation: d.doctor_insurance_validation,
    cat_type: 'doctor',
    experience: d.experience,
  };
}

export function doctorProfileOf(d: HisDoctorProfile): DoctorProfile {
  return {
    ...doctorCard(d),
    specialization: d.specialization,
    specialization_ar: d.specialization_ar,
    nationality: d.nationality,
    nationality_ar: d.nationality_ar,
    know_langauges: d.know_langauges,
    know_langauges_ar: d.know_langauges_ar,
    biography_web: d.biography_web,
    biography_web_ar: d.biography_web_ar,
  };
}
