import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { AppointmentsRoute } from '../../appointments/paths';
import { BookingFlow } from '../components/BookingFlow';
import { strings } from '../i18n/strings';
import { readRescheduleState } from '../state';
import { targetOfAppointment } from '../target';

export const ready = strings.ready;

/** /auth/rescheduleAppointment (state: item, userName, family member id, family member list). */
export function RescheduleAppointmentScreen() {
  const { t } = useTranslation('booking');
  const state = readRescheduleState(useLocation().state);
  if (!state) return <Navigate to={AppointmentsRoute.appointments} replace />;
  return (
    <BookingFlow
      key={state.item.appointmentId}
      title={t('reschedule.title')}
      target={targetOfAppointment(state.item)}
      mode="reschedule"
      reschedule={{ item: state.item, userName: state.userName }}
    />
  );
}
