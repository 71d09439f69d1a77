import { stateRecord as record } from '../shared/locationState';

/*
 * What another screen hands this feature's screens when it navigates to them (location state, as
 * spec section 2 names it), read back through the contract's schemas: a reload or a typed address
 * brings whatever the history holds.
 */

/** /auth/Teleconsultation: what the call screen shows; the provider's tokens stay in memory. */
export interface TeleconsultationState {
  appointmentId: string;
  apptDate: string;
  apptTime: string;
  physicianName: string;
  physicianNameAr: string;
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
