import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';
import { HealthToolsRoute } from './paths';

const HealthToolsScreen = lazyScreen(
  () => import('./screens/HealthToolsScreen'),
  (m) => m.HealthToolsScreen,
);

/** Reached from the dashboard's Health Tap tile; the spec's side menu has no entry for it. */
export const healthToolsRoutes: FeatureRoutes = {
  signedIn: [{ path: HealthToolsRoute.healthTools, screen: HealthToolsScreen }],
};
