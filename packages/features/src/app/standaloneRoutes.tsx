import { Routes, useLocation } from 'react-router';
import type { FeatureRoutes } from '../shared/featureRoutes';
import { valetRoutes } from '../valet/routes';
import { screenRoute } from './screenRoute';

/**
 * Pages of their own outside /home and /auth (the valet mock-ups), one line each. A chunk of its
 * own, fetched when such an address is opened: the sign-in page carries none of it.
 */
export const standaloneFeatures: readonly FeatureRoutes[] = [valetRoutes];

const pages = standaloneFeatures.flatMap((feature) => feature.standalone ?? []);

const topOf = (path: string) => path.split('/')[1]?.toLowerCase() ?? '';

/**
 * The standalone pages under the address's first segment (app/routes.tsx mounts this at each
 * such segment: /valet/*, /valetauth/*), each routed below it.
 */
export function StandaloneRoutes() {
  const top = topOf(useLocation().pathname);
  return (
    <Routes>
      {pages
        .filter((route) => topOf(route.path) === top)
        .map((route) => screenRoute(route, route.path.split('/').slice(2).join('/')))}
    </Routes>
  );
}
