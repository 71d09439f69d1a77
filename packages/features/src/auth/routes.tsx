import { Path } from '../app/paths';
import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';

const LoginScreen = lazyScreen(
  () => import('./screens/LoginScreen'),
  (m) => m.LoginScreen,
);
const OtpForLoginScreen = lazyScreen(
  () => import('./screens/OtpForLoginScreen'),
  (m) => m.OtpForLoginScreen,
);

export const authRoutes: FeatureRoutes = {
  signedOut: [{ path: Path.login, screen: LoginScreen }],
  open: [{ path: Path.otpForLogin, screen: OtpForLoginScreen }],
};
