import { Navigate, useLocation } from 'react-router';
import { AppointmentsRoute } from '../../appointments/paths';
import { RebookFlow } from '../components/RebookFlow';
import { useBookingT } from '../i18n/strings';
import { readBookPastAppointmentState } from '../state';

/** /auth/bookPastAppointment (state: the past appointment, the family member id). */
export function BookPastAppointmentScreen() {
  const t = useBookingT();
  const state = readBookPastAppointmentState(useLocation().state);
  if (!state) return <Navigate to={AppointmentsRoute.appointments} replace />;
  return (
    <RebookFlow title={t('care.booking.title')} item={state.item} familyMemberId={state.familyMemberId} />
  );
}
