import { Navigate, useLocation } from 'react-router';
import { Path } from '../../app/paths';
import { readBookPastAppointmentState } from '../../shared/locationState';
import { RebookFlow } from '../components/RebookFlow';
import { useBookingT } from '../i18n/strings';

/** /auth/bookTelePastAppointment (state: the past teleconsultation, the family member id). */
export function BookTelePastAppointmentScreen() {
  const t = useBookingT();
  const state = readBookPastAppointmentState(useLocation().state);
  if (!state) return <Navigate to={Path.appointments} replace />;
  return (
    <RebookFlow title={t('care.booking.teleTitle')} item={state.item} familyMemberId={state.familyMemberId} />
  );
}
