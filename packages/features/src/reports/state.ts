import { stateRecord as record } from '../shared/locationState';

/**
 * /auth/diagnosticReports (spec section 2: optional state, from notification and familyMemberId):
 * a lab-report notification opens the list of the family member the report is about.
 */
export interface LabReportsState {
  fromNotification: boolean;
  /** 0 is the signed-in patient. */
  familyMemberId: number;
}

/** The state as the history holds it, or null when there is none worth reading. */
export function readLabReportsState(state: unknown): LabReportsState | null {
  const { fromNotification, familyMemberId } = record(state);
  if (typeof familyMemberId !== 'number' || !Number.isInteger(familyMemberId) || familyMemberId < 0) {
    return null;
  }
  return { fromNotification: fromNotification === true, familyMemberId };
}
