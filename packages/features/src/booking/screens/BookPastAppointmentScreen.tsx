import { Navigate, useLocation } from 'react-router';
import { Path } from '../../app/paths';
import { readBookPastAppointmentState } from '../../shared/locationState';
import { RebookFlow } from '../components/RebookFlow';
import { useBookingT } from '../i18n/strings';

/** /auth/bookPastAppointment (state: the past appointment, the family member id). */
export function BookPastAppointmentScreen() {
  const t = useBookingT();
  const state = readBookPastAppointmentState(useLocation().state);
  if (!state) return <Navigate to={Path.appointments} replace />;
  return (
    <RebookFlow title={t('care.booking.title')} item={state.item} familyMemberId={state.familyMemberId} />
  );
}
