import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';
import { HealthPackagesRoute } from './paths';

const HealthPackagesScreen = lazyScreen(
  () => import('./screens/HealthPackagesScreen'),
  (m) => m.HealthPackagesScreen,
);
const HealthPackageDetailsScreen = lazyScreen(
  () => import('./screens/HealthPackageDetailsScreen'),
  (m) => m.HealthPackageDetailsScreen,
);

/** Reached from the dashboard; the spec's side menu has no entry for them. */
export const healthPackagesRoutes: FeatureRoutes = {
  signedIn: [
    { path: HealthPackagesRoute.healthPackages, screen: HealthPackagesScreen },
    { path: HealthPackagesRoute.healthPackageDetails, screen: HealthPackageDetailsScreen },
  ],
};
