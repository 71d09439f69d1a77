import { BellIcon } from '@portal/ui';
import type { FeatureRoutes } from '../shared/featureRoutes';

/**
 * Notifications have no address of their own (spec section 2 has none): the header's bell opens
 * the list (NotificationsBell, in the signed-in layout) and the side menu's entry opens the same
 * list in a dialog.
 */
export const notificationsRoutes: FeatureRoutes = {
  menu: [{ dialog: 'notifications', label: 'nav.notifications', icon: <BellIcon aria-hidden="true" /> }],
};
