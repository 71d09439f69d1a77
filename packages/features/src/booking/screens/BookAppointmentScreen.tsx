import { Navigate, useLocation } from 'react-router';
import { Path } from '../../app/paths';
import { readBookAppointmentState } from '../../shared/locationState';
import { BookingFlow } from '../components/BookingFlow';
import { useBookingT } from '../i18n/strings';
import { targetOfDoctor } from '../target';

/** /auth/bookAppointment (state: the chosen doctor). */
export function BookAppointmentScreen() {
  const t = useBookingT();
  const state = readBookAppointmentState(useLocation().state);
  if (!state) return <Navigate to={Path.findDoctor} replace />;
  return (
    <BookingFlow
      // Another doctor is another booking.
      key={state.doctor.id}
      title={t('care.booking.title')}
      target={targetOfDoctor(state.doctor)}
      mode="book"
    />
  );
}
