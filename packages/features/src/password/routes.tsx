import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';
import { PasswordRoute } from './paths';

const ForgotPasswordScreen = lazyScreen(
  () => import('./ForgotPasswordScreen'),
  (m) => m.ForgotPasswordScreen,
);

export const passwordRoutes: FeatureRoutes = {
  signedOut: [{ path: PasswordRoute.forgotPassword, screen: ForgotPasswordScreen }],
};
