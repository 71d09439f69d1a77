import { FileIcon } from '@portal/ui';
import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';
import { ReportsRoute } from './paths';

const LabReportsScreen = lazyScreen(
  () => import('./screens/LabReportsScreen'),
  (m) => m.LabReportsScreen,
);

export const reportsRoutes: FeatureRoutes = {
  signedIn: [{ path: ReportsRoute.labReports, screen: LabReportsScreen }],
  menu: [
    {
      path: ReportsRoute.labReports,
      label: 'nav.labReports',
      icon: <FileIcon aria-hidden="true" />,
    },
  ],
};
