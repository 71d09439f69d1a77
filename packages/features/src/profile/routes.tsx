import { SettingsIcon } from '@portal/ui';
import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';
import { ProfileRoute } from './paths';

const ProfileScreen = lazyScreen(
  () => import('./ProfileScreen'),
  (m) => m.ProfileScreen,
);

/** The profile opens from the header's profile menu and the side menu (spec section 2). */
export const profileRoutes: FeatureRoutes = {
  signedIn: [{ path: ProfileRoute.profile, screen: ProfileScreen }],
  menu: [{ path: ProfileRoute.profile, label: 'nav.profile', icon: <SettingsIcon aria-hidden="true" /> }],
};
