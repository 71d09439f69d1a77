import { Navigate, Route, Routes } from 'react-router';
import { RequireSession } from '../auth/RequireSession';
import { authRoutes } from '../auth/routes';
import { SignedOutOnly, UnknownAddress } from '../auth/SignedOutOnly';
import { DashboardRoute } from '../dashboard/paths';
import { passwordRoutes } from '../password/routes';
import { registrationRoutes } from '../registration/routes';
import { type FeatureRoutes, lazyScreen } from '../shared/featureRoutes';
import { setSignedInLanding } from '../shared/landing';
import { ValetRoute } from '../valet/paths';
import { AppShell } from './AppShell';
import { screenRoute } from './screenRoute';

/**
 * The features a visitor reaches before signing in (under /home), one line each. The signed-in
 * features are listed in app/signedInRoutes.tsx, a chunk of its own: the sign-in page carries none
 * of their routes, menu entries or chunk lists.
 */
export const publicFeatures: readonly FeatureRoutes[] = [authRoutes, registrationRoutes, passwordRoutes];

const all = (kind: 'signedOut' | 'open') => publicFeatures.flatMap((feature) => feature[kind] ?? []);

const PublicLayout = lazyScreen(
  () => import('../layout/PublicLayout'),
  (m) => m.PublicLayout,
);
/** The pages of their own outside /home and /auth (app/standaloneRoutes.tsx: the valet mock-ups). */
const Standalone = lazyScreen(
  () => import('./standaloneRoutes'),
  (m) => m.StandaloneRoutes,
);
/** Everything under /auth: the signed-in layout, its side menu and the signed-in features' routes. */
const SignedIn = lazyScreen(
  () => import('./signedInRoutes'),
  (m) => m.SignedInRoutes,
);

// Every sign-in lands on the dashboard: fetched while the patient reads the one-time code.
setSignedInLanding(() => {
  void import('./signedInRoutes').then((m) => m.preloadLanding());
});

// A page opened at a signed-in address (a reload, a bookmark) fetches the signed-in part at once,
// beside the session's refresh call, instead of after it.
if (typeof window !== 'undefined' && window.location.pathname.toLowerCase().startsWith('/auth')) {
  void SignedIn.preload();
}

const toLogin = <Navigate to="/home/login" replace />;

/**
 * Routes of spec section 2. Every layout and screen is a lazy chunk, so the sign-in path loads only
 * the shell, the public layout and the login screen. Declarative routes rather than a data router:
 * nothing here uses loaders or actions, and the data router would add about 18 kB gzip to the
 * sign-in path.
 */
const tree = (
  <Route element={<AppShell />}>
    <Route index element={toLogin} />
    <Route path="home" element={<PublicLayout />}>
      <Route index element={toLogin} />
      <Route element={<SignedOutOnly />}>{all('signedOut').map((route) => screenRoute(route))}</Route>
      {all('open').map((route) => screenRoute(route))}
    </Route>
    <Route path="auth" element={<RequireSession />}>
      <Route index element={<Navigate to={DashboardRoute.dashboard} replace />} />
      <Route path="*" element={<SignedIn />} />
    </Route>
    <Route path="valet" element={<Navigate to={ValetRoute.login} replace />} />
    <Route path="valetauth" element={<Navigate to={ValetRoute.dashboard} replace />} />
    <Route path="valet/*" element={<Standalone />} />
    <Route path="valetauth/*" element={<Standalone />} />
    <Route path="*" element={<UnknownAddress />} />
  </Route>
);

export function PortalRoutes() {
  return <Routes>{tree}</Routes>;
}
