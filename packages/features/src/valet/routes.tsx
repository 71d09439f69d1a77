import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';
import { ValetRoute } from './paths';

const ValetLoginScreen = lazyScreen(
  () => import('./screens/ValetLoginScreen'),
  (m) => m.ValetLoginScreen,
);
const ValetDashboardScreen = lazyScreen(
  () => import('./screens/ValetDashboardScreen'),
  (m) => m.ValetDashboardScreen,
);

/** The valet mock-ups: pages of their own (ValetPage), each a lazy chunk off the sign-in path. */
export const valetRoutes: FeatureRoutes = {
  standalone: [
    { path: ValetRoute.login, screen: ValetLoginScreen },
    { path: ValetRoute.dashboard, screen: ValetDashboardScreen },
  ],
};
