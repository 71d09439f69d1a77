/**
 * Domain rules of booking (spec sections 4, 5, 8 and 9): pure functions the client runs before a
 * call and the server enforces on it. Times of appointments and slots are wall-clock times of the
 * facility (the UAE: Asia/Dubai, UTC+4 all year, no daylight saving): an ISO date (yyyy-MM-dd) and
 * an 'HH:mm' time, never an instant. `now` is turned into the facility's date and time here.
 */
import {
  ADULT_AGE,
  DocumentType,
  EMIRATES_ID_PREFIX,
  HELPLINE,
  TELECONSULT_WINDOW_MINUTES,
} from './constants';
import { formatDisplayDate, isoDateAt, UAE_UTC_OFFSET_MINUTES } from './dates';
import { emiratesIdDigits, RuleMessage, ruleMessageText } from './rules';
import { catalog, type ServerMessage, withParams } from './serverMessage';

/** Statuses of booking refusals: each starts with 'E', so the client shows `message.message[0]` (section 8). */
export const BookingStatus = {
  FamilyMobileSame: 'EFamilyMobileSame',
  EmiratesIdDob: 'EEmiratesIdDob',
  PastDate: 'EPastDate',
  DoctorNotBookable: 'EDoctorNotBookable',
  DepartmentNotBookable: 'EDepartmentNotBookable',
  InsuranceRestricted: 'EInsuranceRestricted',
  SlotTaken: 'ESlotTaken',
  SlotUnavailable: 'ESlotUnavailable',
  NotChangeable: 'ENotChangeable',
  NotTelemedicine: 'ENotTelemedicine',
  TeleconsultWindow: 'ETeleconsultWindow',
  TeleconsultFailed: 'ETeleconsultFailed',
  /** The hospital has a record for these details that the account has not proven (SECURITY.md). */
  RecordUnproven: 'ERecordUnproven',
} as const;
export type BookingStatus = (typeof BookingStatus)[keyof typeof BookingStatus];

/** Texts of booking answers; the spec's wording where it gives one. */
export const BookingText = {
  booked: 'Appointment booked successfully',
  rescheduled: 'Appointment rescheduled successfully',
  cancelled: 'Appointment cancelled successfully!',
  familyMobileSame: 'family member mobile number is same as login user mobile number',
  emiratesIdDobInvalid: ruleMessageText[RuleMessage.emiratesIdDobInvalid],
  pastDate: 'The selected date is in the past, please choose another date.',
  doctorNotBookable: `This doctor cannot be booked online, please contact ${HELPLINE}.`,
  departmentNotBookable: `Appointments in this department are booked by phone, please contact ${HELPLINE}.`,
  insuranceRestricted: `Please contact Experience Center ${HELPLINE} for appointment booking.`,
  insuranceDialogTitle: 'Error',
  slotTaken: 'This slot is no longer available, please choose another.',
  notChangeable: 'This appointment can no longer be changed.',
  notTelemedicine: 'This is not a teleconsultation appointment.',
  teleconsultTooEarly: `You can start teleconsultation before ${TELECONSULT_WINDOW_MINUTES} minute of your appointment time`,
  /** '{date}' is replaced by the appointment's date as dd/MM/yyyy. */
  teleconsultOtherDay: 'Your teleconsultation appointment is scheduled on {date}',
  patientRecordsError: 'Error in get patient records',
  patientDetailsNotFound: 'Patient details not found',
  recordIssue: `There is an issue with this record, please contact ${HELPLINE}.`,
  noSlot: 'No slot available',
  noSlotsNext30Days: 'No slots available for next 30 days',
  noDoctors: 'No Doctors to display',
  noAppointments: 'No appointments to display',
  searchFirst: 'Search first',
} as const;

/** The booking texts as the server sends them, with their codes ('booking.slotTaken'). */
export const BookingMessages = catalog('booking', BookingText);

export interface BookingIssue {
  status: BookingStatus;
  message: ServerMessage;
}

const issue = (status: BookingStatus, message: ServerMessage): BookingIssue => ({ status, message });

/* Time of day and calendar arithmetic on wall-clock strings. */

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** 'HH:mm' or 'HH:mm:ss' to 'HH:mm'; null for anything else. */
export function normaliseTime(value: string): string | null {
  const match = TIME.exec(value.trim());
  return match ? `${match[1]}:${match[2]}` : null;
}

/** Minutes since midnight of an 'HH:mm' time. */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** 'HH:mm' of minutes since midnight (0 to 1439). */
export function timeOfMinutes(total: number): string {
  const hours = Math.floor(total / 60);
  return `${String(hours).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** ISO date `days` later (earlier when negative). */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both ISO dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Day of the week of an ISO date: 0 Sunday to 6 Saturday. */
export function weekdayOf(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

export interface LocalDateTime {
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm */
  time: string;
}

/** The facility's calendar day and wall-clock time at `instant` (UAE time by default). */
export function localDateTime(instant: Date, offsetMinutes = UAE_UTC_OFFSET_MINUTES): LocalDateTime {
  const shifted = new Date(instant.getTime() + offsetMinutes * 60_000);
  return {
    date: isoDateAt(instant, offsetMinutes),
    time: timeOfMinutes(shifted.getUTCHours() * 60 + shifted.getUTCMinutes()),
  };
}

/** The instant of a facility wall-clock date and time (UAE time by default). */
export function instantOf(date: string, time: string, offsetMinutes = UAE_UTC_OFFSET_MINUTES): Date {
  return new Date(Date.parse(`${date}T${time}:00Z`) - offsetMinutes * 60_000);
}

/* Slots. */

export type SlotGroup = 'Morning' | 'Afternoon' | 'Evening';

/** Morning before 12:00, Afternoon from 12:00 to before 17:00, Evening from 17:00. */
export function slotGroupOf(startTime: string): SlotGroup {
  const minutes = minutesOfDay(startTime);
  if (minutes < 12 * 60) return 'Morning';
  if (minutes < 17 * 60) return 'Afternoon';
  return 'Evening';
}

/** The label of a slot: '09:15 AM', '12:00 PM', '05:40 PM'. */
export function slotText(startTime: string): string {
  const minutes = minutesOfDay(startTime);
  const hours = Math.floor(minutes / 60);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A slot can still be taken: its day is not past and, today, it has not started yet. */
export function isSlotAhead(date: string, startTime: string, now: LocalDateTime): boolean {
  if (date !== now.date) return date > now.date;
  return minutesOfDay(startTime) > minutesOfDay(now.time);
}

/** The departments of the department codes call are booked by phone: their slots are not fetched. */
export function skipsSlots(
  department: string | null | undefined,
  departmentCodes: readonly string[],
): boolean {
  if (!department) return false;
  const code = department.trim().toUpperCase();
  return departmentCodes.some((c) => c.trim().toUpperCase() === code);
}

/* Who and when may be booked (section 5, Booking pre-check). */

/** Full years from an ISO date of birth to `today`. */
export function ageInYears(dateOfBirth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/** Adult for booking means an age over 18. */
export function isAdult(dateOfBirth: string | null | undefined, today: string): boolean {
  return Boolean(dateOfBirth) && ageInYears(dateOfBirth as string, today) > ADULT_AGE;
}

/**
 * The booking pre-check's Emirates ID rule: the id must equal 784 + the birth year + the id from
 * the 8th character on (dashes of the mask ignored). Without a date of birth it cannot hold.
 */
export function emiratesIdMatchesDob(documentId: string, dateOfBirth: string | null | undefined): boolean {
  if (!dateOfBirth) return false;
  const digits = emiratesIdDigits(documentId.trim());
  return digits === `${EMIRATES_ID_PREFIX}${dateOfBirth.slice(0, 4)}${digits.slice(7)}`;
}

export interface PreCheckPatient {
  /** 0 or null: the signed-in user books for themself. */
  familyMemberId: number | null;
  dateOfBirth: string | null;
  callingCode: string | null;
  mobile: string | null;
  documentTypeId: number | null;
  documentId: string | null;
}

export interface BookingPreCheckInput {
  patient: PreCheckPatient;
  user: { callingCode: string; mobile: string };
  /** ISO date of the chosen slot. */
  slotDate: string;
  /** Today at the facility (ISO). */
  today: string;
}

const digitsOf = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '').replace(/^0+/, '');

interface PhoneNumber {
  callingCode: string | null;
  mobile: string | null;
}

/** Whether two numbers are the same phone however written ('+971', a leading 0, spaces). */
export function isSameMobile(a: PhoneNumber, b: PhoneNumber): boolean {
  return (
    digitsOf(a.mobile) !== '' &&
    digitsOf(a.callingCode) === digitsOf(b.callingCode) &&
    digitsOf(a.mobile) === digitsOf(b.mobile)
  );
}

/**
 * The checks before a booking call, in the spec's order: an adult family member sharing the user's
 * calling code and mobile; an Emirates ID not matching the birth year; a slot before today.
 */
export function bookingPreCheck({
  patient,
  user,
  slotDate,
  today,
}: BookingPreCheckInput): BookingIssue | null {
  const isFamily = (patient.familyMemberId ?? 0) !== 0;
  if (isFamily && isAdult(patient.dateOfBirth, today) && isSameMobile(patient, user)) {
    return issue(BookingStatus.FamilyMobileSame, BookingMessages.familyMobileSame);
  }
  if (
    patient.documentTypeId === DocumentType.EmiratesId &&
    !emiratesIdMatchesDob(patient.documentId ?? '', patient.dateOfBirth)
  ) {
    return issue(BookingStatus.EmiratesIdDob, BookingMessages.emiratesIdDobInvalid);
  }
  if (slotDate < today) return issue(BookingStatus.PastDate, BookingMessages.pastDate);
  return null;
}

/* Which doctors can be booked online. */

export interface BookableDoctor {
  department_code: string | null;
  locationId: number | null;
  location: string | null;
}

/**
 * A doctor without a department or a location cannot be booked; one in a department of the
 * department codes call is booked by phone.
 */
export function doctorBookingIssue(
  doctor: BookableDoctor,
  departmentCodes: readonly string[],
): BookingIssue | null {
  if (!doctor.department_code?.trim() || doctor.locationId === null || !doctor.location?.trim()) {
    return issue(BookingStatus.DoctorNotBookable, BookingMessages.doctorNotBookable);
  }
  if (skipsSlots(doctor.department_code, departmentCodes)) {
    return issue(BookingStatus.DepartmentNotBookable, BookingMessages.departmentNotBookable);
  }
  return null;
}

/* Insurance block (section 4, Book or re-book insurance check). */

/** An insurance-validation flag as the hospital sends it: 'yes' (any case) means on. */
export function isFlagOn(flag: string | boolean | null | undefined): boolean {
  if (typeof flag === 'boolean') return flag;
  return (flag ?? '').trim().toLowerCase() === 'yes';
}

export interface InsuranceFlags {
  facility_insurance_validation: string | boolean | null;
  specialty_insurance_validation: string | boolean | null;
  doctor_insurance_validation: string | boolean | null;
}

/** The patient's insurance is checked when any of the facility, specialty or doctor flags is 'yes'. */
export function needsInsuranceCheck(flags: InsuranceFlags): boolean {
  return (
    isFlagOn(flags.facility_insurance_validation) ||
    isFlagOn(flags.specialty_insurance_validation) ||
    isFlagOn(flags.doctor_insurance_validation)
  );
}

export interface PatientInsurance {
  insuranceName: string | null;
  planName: string | null;
}

export interface RestrictedInsuranceEntry {
  name: string;
  insurance_plan: string;
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * True when the patient's insurer and plan both match an entry of the location's restricted list
 * (case-insensitive, trimmed). No insurance on record never blocks.
 */
export function isInsuranceRestricted(
  insurance: PatientInsurance | null | undefined,
  restricted: readonly RestrictedInsuranceEntry[],
): boolean {
  if (!insurance?.insuranceName?.trim()) return false;
  return restricted.some(
    (entry) => same(entry.name, insurance.insuranceName) && same(entry.insurance_plan, insurance.planName),
  );
}

/** The insurance check of a booking: null when it may proceed. */
export function insuranceBlockIssue(
  flags: InsuranceFlags,
  insurance: PatientInsurance | null | undefined,
  restricted: readonly RestrictedInsuranceEntry[],
): BookingIssue | null {
  if (!needsInsuranceCheck(flags) || !isInsuranceRestricted(insurance, restricted)) return null;
  return issue(BookingStatus.InsuranceRestricted, BookingMessages.insuranceRestricted);
}

/* Teleconsultation start (section 4): the same day, from 5 minutes before the appointment time. */

export type TeleconsultWindow = { allowed: true } | ({ allowed: false } & BookingIssue);

/**
 * When the window opens: the appointment's day, 5 minutes before its time (midnight at the
 * earliest, the window never reaching into the day before). The screen shows it ahead of time.
 */
export function teleconsultOpensAt(apptDate: string, apptTime: string): LocalDateTime {
  return {
    date: apptDate,
    time: timeOfMinutes(Math.max(0, minutesOfDay(apptTime) - TELECONSULT_WINDOW_MINUTES)),
  };
}

export function teleconsultWindow(apptDate: string, apptTime: string, now: LocalDateTime): TeleconsultWindow {
  if (apptDate !== now.date) {
    const shown = formatDisplayDate(apptDate) ?? apptDate;
    return {
      allowed: false,
      status: BookingStatus.TeleconsultWindow,
      message: withParams(BookingMessages.teleconsultOtherDay, { date: shown }),
    };
  }
  if (minutesOfDay(now.time) < minutesOfDay(apptTime) - TELECONSULT_WINDOW_MINUTES) {
    return {
      allowed: false,
      status: BookingStatus.TeleconsultWindow,
      message: BookingMessages.teleconsultTooEarly,
    };
  }
  return { allowed: true };
}
