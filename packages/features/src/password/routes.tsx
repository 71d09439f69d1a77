import { Path } from '../app/paths';
import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';

const ForgotPasswordScreen = lazyScreen(
  () => import('./ForgotPasswordScreen'),
  (m) => m.ForgotPasswordScreen,
);

export const passwordRoutes: FeatureRoutes = {
  signedOut: [{ path: Path.forgotPassword, screen: ForgotPasswordScreen }],
};
