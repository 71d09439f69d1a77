import { INBOX_READ_ROLES } from '@portal/contract';
import { InboxIcon } from '@portal/ui';
import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';
import { InboxRoute } from './paths';

const InboxScreen = lazyScreen(
  () => import('./screens/InboxScreen'),
  (m) => m.InboxScreen,
);

export const inboxRoutes: FeatureRoutes = {
  signedIn: [{ path: InboxRoute.inbox, screen: InboxScreen, roles: INBOX_READ_ROLES }],
  menu: [
    {
      path: InboxRoute.inbox,
      label: 'nav.inbox',
      icon: <InboxIcon aria-hidden="true" />,
      roles: INBOX_READ_ROLES,
    },
  ],
};
