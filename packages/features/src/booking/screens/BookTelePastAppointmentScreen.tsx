import { Navigate, useLocation } from 'react-router';
import { AppointmentsRoute } from '../../appointments/paths';
import { RebookFlow } from '../components/RebookFlow';
import { useBookingT } from '../i18n/strings';
import { readBookPastAppointmentState } from '../state';

/** /auth/bookTelePastAppointment (state: the past teleconsultation, the family member id). */
export function BookTelePastAppointmentScreen() {
  const t = useBookingT();
  const state = readBookPastAppointmentState(useLocation().state);
  if (!state) return <Navigate to={AppointmentsRoute.appointments} replace />;
  return (
    <RebookFlow title={t('care.booking.teleTitle')} item={state.item} familyMemberId={state.familyMemberId} />
  );
}
