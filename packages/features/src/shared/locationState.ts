import {
  type Appointment,
  appointment,
  type BookingPatient,
  bookingPatient,
  type Doctor,
  type DoctorCategory,
  doctor,
  doctorCategory,
} from '@portal/contract';

/*
 * Location state of each route, as spec section 2 names it: what one screen hands the next when it
 * navigates (app/paths.ts has the addresses). Read back through the contract's schemas, since a
 * reload or a typed address brings whatever the history holds.
 */

/** /auth/finddoctor: the text typed on the dashboard (empty from the Doctors tile). */
export interface FindDoctorState {
  docSearch?: string;
}

/** A picked suggestion: a doctor, a specialty or a condition. */
export interface SearchSuggestionRef {
  id: string;
  cat_type: DoctorCategory;
}

/** /auth/searchDoctorResult: the text searched, and the suggestion when one was picked. */
export interface SearchResultState {
  doctorSearchString: string;
  suggestion?: SearchSuggestionRef;
}

/** /auth/bookAppointment and /auth/bookTeleAppointment: the chosen doctor. */
export interface BookAppointmentState {
  doctor: Doctor;
}

/** /auth/bookPastAppointment and /auth/bookTelePastAppointment: the past appointment and whose it was. */
export interface BookPastAppointmentState {
  item: Appointment;
  familyMemberId: number;
}

/** /auth/rescheduleAppointment. */
export interface RescheduleState {
  item: Appointment;
  userName: string;
  familyMemberId: number;
  familyMemberList: BookingPatient[];
}

/** /auth/Teleconsultation: what the call screen shows; the provider's tokens stay in memory. */
export interface TeleconsultationState {
  appointmentId: string;
  apptDate: string;
  apptTime: string;
  physicianName: string;
  physicianNameAr: string;
}

const record = (state: unknown): Record<string, unknown> =>
  typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};

export function readFindDoctorState(state: unknown): FindDoctorState {
  const docSearch = record(state).docSearch;
  return typeof docSearch === 'string' ? { docSearch } : {};
}

export function readSearchResultState(state: unknown): SearchResultState | null {
  const { doctorSearchString, suggestion } = record(state);
  if (typeof doctorSearchString !== 'string') return null;
  const ref = record(suggestion);
  const category = doctorCategory.safeParse(ref.cat_type);
  return typeof ref.id === 'string' && category.success
    ? { doctorSearchString, suggestion: { id: ref.id, cat_type: category.data } }
    : { doctorSearchString };
}

export function readBookAppointmentState(state: unknown): BookAppointmentState | null {
  const parsed = doctor.safeParse(record(state).doctor);
  return parsed.success ? { doctor: parsed.data } : null;
}

export function readBookPastAppointmentState(state: unknown): BookPastAppointmentState | null {
  const { item, familyMemberId } = record(state);
  const parsed = appointment.safeParse(item);
  if (!parsed.success) return null;
  return {
    item: parsed.data,
    familyMemberId: typeof familyMemberId === 'number' ? familyMemberId : parsed.data.familyMemberId,
  };
}

export function readRescheduleState(state: unknown): RescheduleState | null {
  const { item, userName, familyMemberId, familyMemberList } = record(state);
  const parsed = appointment.safeParse(item);
  if (!parsed.success) return null;
  const members = Array.isArray(familyMemberList)
    ? familyMemberList.flatMap((m) => {
        const member = bookingPatient.safeParse(m);
        return member.success ? [member.data] : [];
      })
    : [];
  return {
    item: parsed.data,
    userName: typeof userName === 'string' ? userName : parsed.data.patientName,
    familyMemberId: typeof familyMemberId === 'number' ? familyMemberId : parsed.data.familyMemberId,
    familyMemberList: members,
  };
}

export function readTeleconsultationState(state: unknown): TeleconsultationState | null {
  const { appointmentId, apptDate, apptTime, physicianName, physicianNameAr } = record(state);
  if (typeof appointmentId !== 'string' || typeof apptDate !== 'string' || typeof apptTime !== 'string') {
    return null;
  }
  const name = typeof physicianName === 'string' ? physicianName : '';
  return {
    appointmentId,
    apptDate,
    apptTime,
    physicianName: name,
    physicianNameAr: typeof physicianNameAr === 'string' ? physicianNameAr : name,
  };
}
