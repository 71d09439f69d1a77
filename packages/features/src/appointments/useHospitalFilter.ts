import type { Appointment } from '@portal/contract';
import { useCallback } from 'react';
import { useAppSelector } from '../store/hooks';
import { selectSessionUser } from '../store/session';
import { useAppointmentsConfigurationQuery } from './api';

/**
 * The brand's filterToBeApplied (masterdata app configuration): when set, the appointments shown
 * are the chosen hospital's only, so choosing another hospital in the header changes them. The
 * appointments list and the dashboard's upcoming appointments apply it alike.
 */
export function useHospitalFilter(): (items: readonly Appointment[] | undefined) => Appointment[] {
  const user = useAppSelector(selectSessionUser);
  const config = useAppointmentsConfigurationQuery();
  const onlyFacility = config.data?.filterToBeApplied ? user?.facilityId : null;
  return useCallback(
    (items) => (items ?? []).filter((a) => !onlyFacility || a.facilityId === onlyFacility),
    [onlyFacility],
  );
}
