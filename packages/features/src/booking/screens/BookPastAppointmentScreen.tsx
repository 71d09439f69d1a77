import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { AppointmentsRoute } from '../../appointments/paths';
import { RebookFlow } from '../components/RebookFlow';
import { strings } from '../i18n/strings';
import { readBookPastAppointmentState } from '../state';

export const ready = strings.ready;

/** /auth/bookPastAppointment (state: the past appointment, the family member id). */
export function BookPastAppointmentScreen() {
  const { t } = useTranslation('booking');
  const state = readBookPastAppointmentState(useLocation().state);
  if (!state) return <Navigate to={AppointmentsRoute.appointments} replace />;
  return <RebookFlow title={t('booking.title')} item={state.item} familyMemberId={state.familyMemberId} />;
}
