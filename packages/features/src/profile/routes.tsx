import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';
import { ProfileRoute } from './paths';

const ProfileScreen = lazyScreen(
  () => import('./ProfileScreen'),
  (m) => m.ProfileScreen,
);

/** The profile opens from the header's profile menu, not the side menu. */
export const profileRoutes: FeatureRoutes = {
  signedIn: [{ path: ProfileRoute.profile, screen: ProfileScreen }],
};
