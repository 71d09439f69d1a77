import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';
import { RegistrationRoute } from './paths';

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
    { path: RegistrationRoute.register, screen: RegisterScreen },
    { path: RegistrationRoute.signUp, screen: SignUpScreen },
  ],
};
