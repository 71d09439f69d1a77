import { HomeIcon } from '@portal/ui';
import { Path } from '../app/paths';
import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';

const DashboardScreen = lazyScreen(
  () => import('./DashboardScreen'),
  (m) => m.DashboardScreen,
);

export const dashboardRoutes: FeatureRoutes = {
  signedIn: [{ path: Path.dashboard, screen: DashboardScreen }],
  menu: [{ path: Path.dashboard, label: 'care.nav.dashboard', icon: <HomeIcon aria-hidden="true" /> }],
};
