import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';
import { TeleconsultRoute } from './paths';

const TeleconsultationScreen = lazyScreen(
  () => import('./screens/TeleconsultationScreen'),
  (m) => m.TeleconsultationScreen,
);
const ComingSoonScreen = lazyScreen(
  () => import('./screens/ComingSoonScreen'),
  (m) => m.ComingSoonScreen,
);

export const teleconsultRoutes: FeatureRoutes = {
  signedIn: [
    { path: TeleconsultRoute.teleconsultation, screen: TeleconsultationScreen },
    { path: TeleconsultRoute.comingSoon, screen: ComingSoonScreen },
  ],
};
