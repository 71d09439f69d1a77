import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';
import { NewsRoute } from './paths';

const AllNewsScreen = lazyScreen(
  () => import('./screens/AllNewsScreen'),
  (m) => m.AllNewsScreen,
);
const NewsScreen = lazyScreen(
  () => import('./screens/NewsScreen'),
  (m) => m.NewsScreen,
);
const AllMediaScreen = lazyScreen(
  () => import('./screens/AllMediaScreen'),
  (m) => m.AllMediaScreen,
);

/** Reached from the dashboard's news and events; the spec's side menu has no entry for them. */
export const newsRoutes: FeatureRoutes = {
  signedIn: [
    { path: NewsRoute.allNews, screen: AllNewsScreen },
    { path: NewsRoute.news, screen: NewsScreen },
    { path: NewsRoute.allMedia, screen: AllMediaScreen },
  ],
};
