import { SearchIcon } from '@portal/ui';
import { BookingRoute } from '../booking/paths';
import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';
import { DoctorsRoute } from './paths';

const FindDoctorScreen = lazyScreen(
  () => import('./screens/FindDoctorScreen'),
  (m) => m.FindDoctorScreen,
);
const SearchDoctorResultScreen = lazyScreen(
  () => import('./screens/SearchDoctorResultScreen'),
  (m) => m.SearchDoctorResultScreen,
);

export const doctorsRoutes: FeatureRoutes = {
  signedIn: [
    { path: DoctorsRoute.findDoctor, screen: FindDoctorScreen },
    { path: DoctorsRoute.searchDoctorResult, screen: SearchDoctorResultScreen },
  ],
  menu: [
    {
      path: DoctorsRoute.findDoctor,
      label: 'nav.findDoctor',
      icon: <SearchIcon aria-hidden="true" />,
      // Booking a doctor found here belongs to this entry.
      also: [DoctorsRoute.searchDoctorResult, BookingRoute.bookAppointment, BookingRoute.bookTeleAppointment],
    },
  ],
};
