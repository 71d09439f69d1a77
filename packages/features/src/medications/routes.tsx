import { FileIcon } from '@portal/ui';
import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';
import { MedicationsRoute } from './paths';

const MedicationsScreen = lazyScreen(
  () => import('./screens/MedicationsScreen'),
  (m) => m.MedicationsScreen,
);

export const medicationsRoutes: FeatureRoutes = {
  signedIn: [{ path: MedicationsRoute.myMedication, screen: MedicationsScreen }],
  menu: [
    { path: MedicationsRoute.myMedication, label: 'nav.myMedication', icon: <FileIcon aria-hidden="true" /> },
  ],
};
