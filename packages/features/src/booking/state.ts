import {
  type Appointment,
  appointment,
  type BookingPatient,
  bookingPatient,
  type Doctor,
  doctor,
} from '@portal/contract';
import { stateRecord as record } from '../shared/locationState';

/*
 * What another screen hands this feature's screens when it navigates to them (location state, as
 * spec section 2 names it), read back through the contract's schemas: a reload or a typed address
 * brings whatever the history holds.
 */

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
