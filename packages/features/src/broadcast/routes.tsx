import { BROADCAST_ROLES } from '@portal/contract';
import { BellIcon } from '@portal/ui';
import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';
import { BroadcastRoute } from './paths';

const BroadcastScreen = lazyScreen(
  () => import('./screens/BroadcastScreen'),
  (m) => m.BroadcastScreen,
);

/**
 * The broadcast screen, for roles 2 and 3 only (spec sections 2 and 6): the route refuses anyone
 * else and the side menu shows its one entry to those two roles (the spec's "separate menu items
 * for each role, same route" is one entry both see).
 */
export const broadcastRoutes: FeatureRoutes = {
  signedIn: [{ path: BroadcastRoute.broadcast, screen: BroadcastScreen, roles: BROADCAST_ROLES }],
  menu: [
    {
      path: BroadcastRoute.broadcast,
      label: 'nav.broadcast',
      icon: <BellIcon aria-hidden="true" />,
      roles: BROADCAST_ROLES,
    },
  ],
};
