import { CalendarIcon } from '@portal/ui';
import { Path } from '../app/paths';
import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';

const AppointmentsScreen = lazyScreen(
  () => import('./screens/AppointmentsScreen'),
  (m) => m.AppointmentsScreen,
);

export const appointmentsRoutes: FeatureRoutes = {
  signedIn: [{ path: Path.appointments, screen: AppointmentsScreen }],
  menu: [
    {
      path: Path.appointments,
      label: 'care.nav.appointments',
      icon: <CalendarIcon aria-hidden="true" />,
      // What a patient opens from an appointment belongs to this entry.
      also: [
        Path.rescheduleAppointment,
        Path.bookPastAppointment,
        Path.bookTelePastAppointment,
        Path.teleconsultation,
      ],
    },
  ],
};
