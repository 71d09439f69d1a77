import { CalendarIcon } from '@portal/ui';
import { BookingRoute } from '../booking/paths';
import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';
import { TeleconsultRoute } from '../teleconsult/paths';
import { AppointmentsRoute } from './paths';

const AppointmentsScreen = lazyScreen(
  () => import('./screens/AppointmentsScreen'),
  (m) => m.AppointmentsScreen,
);

export const appointmentsRoutes: FeatureRoutes = {
  signedIn: [{ path: AppointmentsRoute.appointments, screen: AppointmentsScreen }],
  menu: [
    {
      path: AppointmentsRoute.appointments,
      label: 'nav.appointments',
      icon: <CalendarIcon aria-hidden="true" />,
      // What a patient opens from an appointment belongs to this entry.
      also: [
        BookingRoute.rescheduleAppointment,
        BookingRoute.bookPastAppointment,
        BookingRoute.bookTelePastAppointment,
        TeleconsultRoute.teleconsultation,
      ],
    },
  ],
};
