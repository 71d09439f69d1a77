import { Path } from '../app/paths';
import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';

const ProfileScreen = lazyScreen(
  () => import('./ProfileScreen'),
  (m) => m.ProfileScreen,
);

/** The profile opens from the header's profile menu, not the side menu. */
export const profileRoutes: FeatureRoutes = {
  signedIn: [{ path: Path.profile, screen: ProfileScreen }],
};
