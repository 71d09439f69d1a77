import { InboxIcon } from '@portal/ui';
import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';
import { FeedbackRoute } from './paths';

const FeedbackScreen = lazyScreen(
  () => import('./screens/FeedbackScreen'),
  (m) => m.FeedbackScreen,
);

export const feedbackRoutes: FeatureRoutes = {
  signedIn: [
    { path: FeedbackRoute.feedback, screen: FeedbackScreen },
    { path: FeedbackRoute.complaint, screen: FeedbackScreen },
  ],
  menu: [{ path: FeedbackRoute.feedback, label: 'nav.feedback', icon: <InboxIcon aria-hidden="true" /> }],
};
