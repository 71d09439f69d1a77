import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { DoctorsRoute } from '../../doctors/paths';
import { BookingFlow } from '../components/BookingFlow';
import { strings } from '../i18n/strings';
import { readBookAppointmentState } from '../state';
import { targetOfDoctor } from '../target';

export const ready = strings.ready;

/** /auth/bookAppointment (state: the chosen doctor). */
export function BookAppointmentScreen() {
  const { t } = useTranslation('booking');
  const state = readBookAppointmentState(useLocation().state);
  if (!state) return <Navigate to={DoctorsRoute.findDoctor} replace />;
  return (
    <BookingFlow
      // Another doctor is another booking.
      key={state.doctor.id}
      title={t('booking.title')}
      target={targetOfDoctor(state.doctor)}
      mode="book"
    />
  );
}
