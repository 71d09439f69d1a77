import { Path } from '../app/paths';
import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';

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
    { path: Path.teleconsultation, screen: TeleconsultationScreen },
    { path: Path.comingSoon, screen: ComingSoonScreen },
  ],
};
