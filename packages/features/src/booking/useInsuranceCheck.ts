import {
  BookingMessages,
  type InsuranceFlags,
  insuranceBlockIssue,
  needsInsuranceCheck,
  type PatientDetails,
  type PatientRecord,
  type RestrictedInsurance,
  type ServerMessage,
} from '@portal/contract';
import { useCallback } from 'react';
import { doctorsApi } from '../doctors/api';
import { useAppSelector } from '../store/hooks';
import { selectSessionUser } from '../store/session';
import { bookingApi } from './api';

export interface InsuranceCheckedDoctor extends InsuranceFlags {
  facilityId: string | null;
  locationId: number | null;
}

/** 'ok': book on; 'blocked': the insurance-block dialog; 'error': a message (a contract text). */
export type InsuranceVerdict =
  | { kind: 'ok' }
  | { kind: 'blocked' }
  | { kind: 'error'; message: ServerMessage };

const OK: InsuranceVerdict = { kind: 'ok' };

type Restricted = RestrictedInsurance[];

/**
 * The book or re-book insurance check (spec section 4): when any of the doctor's facility,
 * specialty or doctor flags is 'yes', the patient's record at the doctor's facility is fetched, then
 * its insurer and plan, while the location's restricted list is fetched alongside; the contract's
 * rule decides. No record or no insurance on record lets the booking proceed.
 */
export function useInsuranceCheck(): (
  doctor: InsuranceCheckedDoctor,
  familyMemberId: number,
) => Promise<InsuranceVerdict> {
  const user = useAppSelector(selectSessionUser);
  const [getRecords] = bookingApi.useLazyPatientRecordsQuery();
  const [getDetails] = bookingApi.useLazyPatientDetailsQuery();
  const [getRestricted] = doctorsApi.useLazyRestrictedInsuranceQuery();

  return useCallback(
    async (doctor, familyMemberId) => {
      if (!user || !needsInsuranceCheck(doctor)) return OK;
      // The location's restricted list depends on the doctor only: ask for it alongside the record
      // instead of after the record and its details (three round trips become two).
      const restrictedCall =
        doctor.locationId === null
          ? Promise.resolve<Restricted | 'error'>([])
          : getRestricted(doctor.locationId, true)
              .unwrap()
              .catch((): 'error' => 'error');
      let record: PatientRecord | undefined;
      try {
        const records = await getRecords(
          {
            userId: user.userId,
            familyMemberId,
            ...(doctor.facilityId ? { facilityId: doctor.facilityId } : {}),
          },
          true,
        ).unwrap();
        record = records[0];
      } catch {
        return { kind: 'error', message: BookingMessages.patientRecordsError };
      }
      if (!record) return OK;
      if (!record.his.trim() || !record.patientId.trim())
        return { kind: 'error', message: BookingMessages.recordIssue };

      let insurance: PatientDetails | null;
      try {
        insurance = await getDetails(
          { his: record.his, patientId: record.patientId, institution: record.facilityId },
          true,
        ).unwrap();
      } catch {
        return { kind: 'error', message: BookingMessages.patientDetailsNotFound };
      }
      if (!insurance?.insuranceName?.trim()) return OK;

      const restricted = await restrictedCall;
      if (restricted === 'error') return { kind: 'error', message: BookingMessages.recordIssue };
      return insuranceBlockIssue(doctor, insurance, restricted) ? { kind: 'blocked' } : OK;
    },
    [user, getRecords, getDetails, getRestricted],
  );
}
