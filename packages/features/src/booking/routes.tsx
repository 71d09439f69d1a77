import { Path } from '../app/paths';
import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';

const BookAppointmentScreen = lazyScreen(
  () => import('./screens/BookAppointmentScreen'),
  (m) => m.BookAppointmentScreen,
);
const BookPastAppointmentScreen = lazyScreen(
  () => import('./screens/BookPastAppointmentScreen'),
  (m) => m.BookPastAppointmentScreen,
);
const BookTeleAppointmentScreen = lazyScreen(
  () => import('./screens/BookTeleAppointmentScreen'),
  (m) => m.BookTeleAppointmentScreen,
);
const BookTelePastAppointmentScreen = lazyScreen(
  () => import('./screens/BookTelePastAppointmentScreen'),
  (m) => m.BookTelePastAppointmentScreen,
);
const RescheduleAppointmentScreen = lazyScreen(
  () => import('./screens/RescheduleAppointmentScreen'),
  (m) => m.RescheduleAppointmentScreen,
);

/** Booking opens from a doctor or an appointment; its screens belong to those menu entries. */
export const bookingRoutes: FeatureRoutes = {
  signedIn: [
    { path: Path.bookAppointment, screen: BookAppointmentScreen },
    { path: Path.bookPastAppointment, screen: BookPastAppointmentScreen },
    { path: Path.bookTeleAppointment, screen: BookTeleAppointmentScreen },
    { path: Path.bookTelePastAppointment, screen: BookTelePastAppointmentScreen },
    { path: Path.rescheduleAppointment, screen: RescheduleAppointmentScreen },
  ],
};
