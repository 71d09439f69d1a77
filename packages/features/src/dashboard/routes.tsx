import { HomeIcon } from '@portal/ui';
import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';
import { DashboardRoute } from './paths';

const DashboardScreen = lazyScreen(
  () => import('./DashboardScreen'),
  (m) => m.DashboardScreen,
);

export const dashboardRoutes: FeatureRoutes = {
  signedIn: [{ path: DashboardRoute.dashboard, screen: DashboardScreen }],
  menu: [{ path: DashboardRoute.dashboard, label: 'nav.dashboard', icon: <HomeIcon aria-hidden="true" /> }],
};
