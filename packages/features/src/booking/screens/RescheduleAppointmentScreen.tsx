import { Navigate, useLocation } from 'react-router';
import { Path } from '../../app/paths';
import { readRescheduleState } from '../../shared/locationState';
import { BookingFlow } from '../components/BookingFlow';
import { useBookingT } from '../i18n/strings';
import { targetOfAppointment } from '../target';

/** /auth/rescheduleAppointment (state: item, userName, family member id, family member list). */
export function RescheduleAppointmentScreen() {
  const t = useBookingT();
  const state = readRescheduleState(useLocation().state);
  if (!state) return <Navigate to={Path.appointments} replace />;
  return (
    <BookingFlow
      key={state.item.appointmentId}
      title={t('care.reschedule.title')}
      target={targetOfAppointment(state.item)}
      mode="reschedule"
      reschedule={{ item: state.item, userName: state.userName }}
    />
  );
}
