import { UserIcon } from '@portal/ui';
import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';
import { FamilyRoute } from './paths';

const FamilyScreen = lazyScreen(
  () => import('./screens/FamilyScreen'),
  (m) => m.FamilyScreen,
);

export const familyRoutes: FeatureRoutes = {
  signedIn: [{ path: FamilyRoute.manageFamily, screen: FamilyScreen }],
  menu: [
    {
      path: FamilyRoute.manageFamily,
      label: 'nav.familyMembers',
      icon: <UserIcon aria-hidden="true" />,
    },
  ],
};
