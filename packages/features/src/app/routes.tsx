import { Spinner } from '@portal/ui';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createRoutesFromChildren, Navigate, Route, type RouteObject, Routes } from 'react-router';
import { appointmentsRoutes } from '../appointments/routes';
import { RequireSession } from '../auth/RequireSession';
import { authRoutes } from '../auth/routes';
import { SignedOutOnly, UnknownAddress } from '../auth/SignedOutOnly';
import { bookingRoutes } from '../booking/routes';
import { DashboardRoute } from '../dashboard/paths';
import { dashboardRoutes } from '../dashboard/routes';
import { doctorsRoutes } from '../doctors/routes';
import { familyRoutes } from '../family/routes';
import { passwordRoutes } from '../password/routes';
import { profileRoutes } from '../profile/routes';
import { registrationRoutes } from '../registration/routes';
import {
  type FeatureRoutes,
  lazyScreen,
  MenuContext,
  type MenuItem,
  type ScreenRoute,
} from '../shared/featureRoutes';
import { focusPageHeading } from '../shared/focus';
import { setSignedInLanding } from '../shared/landing';
import { teleconsultRoutes } from '../teleconsult/routes';
import { AppShell } from './AppShell';

/** Whether a screen has shown since the page loaded: the first one keeps the browser's focus. */
let screenShown = false;

/**
 * Runs when the screen beside it has rendered (its chunk in). After every navigation but the page's
 * first, focus goes to the new screen's heading, so a screen reader hears where it landed and Tab
 * starts from there, unless the screen focused something of its own (a field inside main, such as
 * the one-time code, or a dialog). A link in the side menu or header keeps no focus across the change.
 */
function FocusHeading({ screen }: { screen: ComponentType }) {
  // Two routes' screens in the same outlet are one Loading updated, not remounted: run per screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: screen is the trigger, not an input
  useEffect(() => {
    const first = !screenShown;
    screenShown = true;
    if (first) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.closest('main')) return;
    // A dialog that opened with the screen (completing the profile) keeps its focus.
    if (active?.closest('[role="dialog"], [role="alertdialog"]')) return;
    focusPageHeading();
  }, [screen]);
  return null;
}

/**
 * While a screen's chunk loads, its layout stays and shows a spinner where the screen goes (at once:
 * PortalApp's router navigates without transitions). Then focus follows (FocusHeading).
 */
function Loading({ screen: Screen }: { screen: ComponentType }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <Screen />
      <FocusHeading screen={Screen} />
    </Suspense>
  );
}

const PublicLayout = lazyScreen(
  () => import('../layout/PublicLayout'),
  (m) => m.PublicLayout,
);
const AuthLayout = lazyScreen(
  () => import('../layout/AuthLayout'),
  (m) => m.AuthLayout,
);
// Inside the signed-in layout's chunk: a chunk of its own split shared ui code out of the sign-in
// path's chunks and grew the sign-in first load.
const NotFoundScreen = lazyScreen(
  () => import('../layout/AuthLayout'),
  (m) => m.NotFoundScreen,
);

/**
 * The features, one line each. Their order is the side menu's (spec section 2); a route's place in
 * the tree comes from its kind (signedOut, open, signedIn), not from this order.
 */
export const features: readonly FeatureRoutes[] = [
  authRoutes,
  registrationRoutes,
  passwordRoutes,
  dashboardRoutes,
  doctorsRoutes,
  appointmentsRoutes,
  bookingRoutes,
  teleconsultRoutes,
  familyRoutes,
  profileRoutes,
];

const all = (kind: 'signedOut' | 'open' | 'signedIn') => features.flatMap((feature) => feature[kind] ?? []);

/** The side menu: every feature's entries, in the features' order. */
export const menu: readonly MenuItem[] = features.flatMap((feature) => feature.menu ?? []);

const landing = all('signedIn').find((route) => route.path === DashboardRoute.dashboard);

// Every sign-in lands on the dashboard: fetched while the patient reads the one-time code.
setSignedInLanding(() => {
  void AuthLayout.preload();
  void landing?.screen.preload();
});

const toLogin = <Navigate to="/home/login" replace />;

// Its own chunk: the 'not allowed' page it shows would bring the status screen's strings and parts
// into the sign-in path, which no visitor needs.
const RequireRole = lazy(() => import('../auth/RequireRole').then((m) => ({ default: m.RequireRole })));

/** A route of a feature: its screen in the layout's outlet, behind its roles when it has any. */
function screenRoute({ path, screen, roles }: ScreenRoute) {
  const element = <Loading screen={screen} />;
  const guarded = roles ? (
    <Suspense fallback={null}>
      <RequireRole roles={roles}>{element}</RequireRole>
    </Suspense>
  ) : (
    element
  );
  return <Route key={path} path={path} element={guarded} />;
}

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
      <Route element={<SignedOutOnly />}>{all('signedOut').map(screenRoute)}</Route>
      {all('open').map(screenRoute)}
    </Route>
    <Route path="auth" element={<RequireSession />}>
      <Route element={<AuthLayout />}>
        <Route index element={<Navigate to={DashboardRoute.dashboard} replace />} />
        {all('signedIn').map(screenRoute)}
        <Route path="*" element={<Loading screen={NotFoundScreen} />} />
      </Route>
    </Route>
    <Route path="*" element={<UnknownAddress />} />
  </Route>
);

export function PortalRoutes() {
  return (
    <MenuContext.Provider value={menu}>
      <Routes>{tree}</Routes>
    </MenuContext.Provider>
  );
}

/** The same tree as route objects. */
export const routes: RouteObject[] = createRoutesFromChildren(tree);
