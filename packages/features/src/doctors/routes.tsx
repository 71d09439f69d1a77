import { SearchIcon } from '@portal/ui';
import { Path } from '../app/paths';
import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';

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
    { path: Path.findDoctor, screen: FindDoctorScreen },
    { path: Path.searchDoctorResult, screen: SearchDoctorResultScreen },
  ],
  menu: [
    {
      path: Path.findDoctor,
      label: 'care.nav.findDoctor',
      icon: <SearchIcon aria-hidden="true" />,
      // Booking a doctor found here belongs to this entry.
      also: [Path.searchDoctorResult, Path.bookAppointment, Path.bookTeleAppointment],
    },
  ],
};
