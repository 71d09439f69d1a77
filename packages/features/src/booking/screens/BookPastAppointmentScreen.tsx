import { Navigate, useLocation } from 'react-router';
import { CarePath, readBookPastAppointmentState } from '../../app/paths';
import { RebookFlow } from '../components/RebookFlow';
import { useBookingT } from '../i18n/strings';

/** /auth/bookPastAppointment (state: the past appointment, the family member id). */
export function BookPastAppointmentScreen() {
  const t = useBookingT();
  const state = readBookPastAppointmentState(useLocation().state);
  if (!state) return <Navigate to={CarePath.appointments} replace />;
  return (
    <RebookFlow title={t('care.booking.title')} item={state.item} familyMemberId={state.familyMemberId} />
  );
}
