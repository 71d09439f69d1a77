import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';
import { InsuranceRoute } from './paths';

const InsuranceScreen = lazyScreen(
  () => import('./screens/InsuranceScreen'),
  (m) => m.InsuranceScreen,
);

/** Reached from the dashboard's Insurance tile; the spec's side menu has no entry for it. */
export const insuranceRoutes: FeatureRoutes = {
  signedIn: [{ path: InsuranceRoute.insurance, screen: InsuranceScreen }],
};
