import { Path } from '../app/paths';
import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';

const RegisterScreen = lazyScreen(
  () => import('./RegisterScreen'),
  (m) => m.RegisterScreen,
);
const SignUpScreen = lazyScreen(
  () => import('./SignUpScreen'),
  (m) => m.SignUpScreen,
);

export const registrationRoutes: FeatureRoutes = {
  signedOut: [
    { path: Path.register, screen: RegisterScreen },
    { path: Path.signUp, screen: SignUpScreen },
  ],
};
