import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { AppointmentsRoute } from '../../appointments/paths';
import { RebookFlow } from '../components/RebookFlow';
import { strings } from '../i18n/strings';
import { readBookPastAppointmentState } from '../state';

export const ready = strings.ready;

/** /auth/bookTelePastAppointment (state: the past teleconsultation, the family member id). */
export function BookTelePastAppointmentScreen() {
  const { t } = useTranslation('booking');
  const state = readBookPastAppointmentState(useLocation().state);
  if (!state) return <Navigate to={AppointmentsRoute.appointments} replace />;
  return (
    <RebookFlow title={t('booking.teleTitle')} item={state.item} familyMemberId={state.familyMemberId} />
  );
}
