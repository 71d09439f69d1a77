import { ROLE_ADMIN } from '@portal/contract';
import { SettingsIcon } from '@portal/ui';
import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';
import { AdminRoute } from './paths';

const AdminUsersScreen = lazyScreen(
  () => import('./screens/AdminUsersScreen'),
  (m) => m.AdminUsersScreen,
);

/** /auth/user, for admins (role 3) only: another role sees the not-allowed page (spec section 6). */
export const adminRoutes: FeatureRoutes = {
  signedIn: [{ path: AdminRoute.users, screen: AdminUsersScreen, roles: [ROLE_ADMIN] }],
  menu: [
    {
      path: AdminRoute.users,
      label: 'nav.adminUsers',
      icon: <SettingsIcon aria-hidden="true" />,
      roles: [ROLE_ADMIN],
    },
  ],
};
