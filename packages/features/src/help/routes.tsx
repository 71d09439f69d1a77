import { InboxIcon, InfoIcon } from '@portal/ui';
import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';
import { HelpRoute } from './paths';

const NeedHelpScreen = lazyScreen(
  () => import('./screens/NeedHelpScreen'),
  (m) => m.NeedHelpScreen,
);

/** Contact Us's side-menu entry (spec section 2 lists it before feedback): it opens its dialog. */
export const contactUsRoutes: FeatureRoutes = {
  menu: [{ dialog: 'contactUs', label: 'nav.contactUs', icon: <InboxIcon aria-hidden="true" /> }],
};

/** Need Help (after profile in the spec's side menu); the profile menu links it too. */
export const helpRoutes: FeatureRoutes = {
  signedIn: [{ path: HelpRoute.needHelp, screen: NeedHelpScreen }],
  menu: [{ path: HelpRoute.needHelp, label: 'nav.needHelp', icon: <InfoIcon aria-hidden="true" /> }],
};
