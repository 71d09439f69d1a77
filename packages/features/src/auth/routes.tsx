import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';
import { AuthRoute } from './paths';

const LoginScreen = lazyScreen(
  () => import('./screens/LoginScreen'),
  (m) => m.LoginScreen,
);
const OtpForLoginScreen = lazyScreen(
  () => import('./screens/OtpForLoginScreen'),
  (m) => m.OtpForLoginScreen,
);

export const authRoutes: FeatureRoutes = {
  signedOut: [{ path: AuthRoute.login, screen: LoginScreen }],
  open: [{ path: AuthRoute.otpForLogin, screen: OtpForLoginScreen }],
};
