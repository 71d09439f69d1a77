import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';
import { InternationalRoute } from './paths';

const InternationalPatientsScreen = lazyScreen(
  () => import('./screens/InternationalPatientsScreen'),
  (m) => m.InternationalPatientsScreen,
);

/** The spec's side menu has no entry for it (section 2, Authenticated area). */
export const internationalRoutes: FeatureRoutes = {
  signedIn: [{ path: InternationalRoute.internationalPatients, screen: InternationalPatientsScreen }],
};
