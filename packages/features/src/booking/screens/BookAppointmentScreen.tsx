import { Navigate, useLocation } from 'react-router';
import { DoctorsRoute } from '../../doctors/paths';
import { BookingFlow } from '../components/BookingFlow';
import { useBookingT } from '../i18n/strings';
import { readBookAppointmentState } from '../state';
import { targetOfDoctor } from '../target';

/** /auth/bookAppointment (state: the chosen doctor). */
export function BookAppointmentScreen() {
  const t = useBookingT();
  const state = readBookAppointmentState(useLocation().state);
  if (!state) return <Navigate to={DoctorsRoute.findDoctor} replace />;
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
