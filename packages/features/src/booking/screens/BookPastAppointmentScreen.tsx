import { Navigate, useLocation } from 'react-router';
import { RebookFlow } from '../components/RebookFlow';
import { useBookingT } from '../i18n/strings';
import { CarePath, readBookPastAppointmentState } from '../routes';

/** /auth/bookPastAppointment (state: the past appointment, the family member id). */
export function BookPastAppointmentScreen() {
  const t = useBookingT();
  const state = readBookPastAppointmentState(useLocation().state);
  if (!state) return <Navigate to={CarePath.appointments} replace />;
  return (
    <RebookFlow title={t('care.booking.title')} item={state.item} familyMemberId={state.familyMemberId} />
  );
}
