import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';
import { BookingRoute } from './paths';

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
    { path: BookingRoute.bookAppointment, screen: BookAppointmentScreen },
    { path: BookingRoute.bookPastAppointment, screen: BookPastAppointmentScreen },
    { path: BookingRoute.bookTeleAppointment, screen: BookTeleAppointmentScreen },
    { path: BookingRoute.bookTelePastAppointment, screen: BookTelePastAppointmentScreen },
    { path: BookingRoute.rescheduleAppointment, screen: RescheduleAppointmentScreen },
  ],
};
