import { Route, Routes } from 'react-router';
import { adminRoutes } from '../admin/routes';
import { appointmentsRoutes } from '../appointments/routes';
import { bookingRoutes } from '../booking/routes';
import { broadcastRoutes } from '../broadcast/routes';
import { DashboardRoute } from '../dashboard/paths';
import { dashboardRoutes } from '../dashboard/routes';
import { doctorsRoutes } from '../doctors/routes';
import { familyRoutes } from '../family/routes';
import { feedbackRoutes } from '../feedback/routes';
import { healthPackagesRoutes } from '../healthPackages/routes';
import { healthToolsRoutes } from '../healthTools/routes';
import { contactUsRoutes, helpRoutes } from '../help/routes';
import { inboxRoutes } from '../inbox/routes';
import { insuranceRoutes } from '../insurance/routes';
import { internationalRoutes } from '../international/routes';
import { AuthLayout } from '../layout/AuthLayout';
import { medicationsRoutes } from '../medications/routes';
import { newsRoutes } from '../news/routes';
import { notificationsRoutes } from '../notifications/routes';
import { profileRoutes } from '../profile/routes';
import { reportsRoutes } from '../reports/routes';
import { type FeatureRoutes, MenuContext, type MenuItem } from '../shared/featureRoutes';
import { NotFoundScreen } from '../shared/StatusScreen';
import { teleconsultRoutes } from '../teleconsult/routes';
import { DialogHost } from './DialogHost';
import { Loading, screenRoute } from './screenRoute';

/** The signed-in layout waits for its strings (and the not-found page's) before it shows. */
export { ready } from '../layout/AuthLayout';

/**
 * The signed-in features (under /auth), one line each: the side menu follows this order (spec
 * section 2). A chunk of its own, loaded once a session is there (app/routes.tsx).
 */
export const signedInFeatures: readonly FeatureRoutes[] = [
  dashboardRoutes,
  doctorsRoutes,
  appointmentsRoutes,
  bookingRoutes,
  teleconsultRoutes,
  reportsRoutes,
  medicationsRoutes,
  familyRoutes,
  contactUsRoutes,
  feedbackRoutes,
  profileRoutes,
  helpRoutes,
  notificationsRoutes,
  healthToolsRoutes,
  internationalRoutes,
  newsRoutes,
  insuranceRoutes,
  healthPackagesRoutes,
  adminRoutes,
  inboxRoutes,
  broadcastRoutes,
];

const screens = signedInFeatures.flatMap((feature) => feature.signedIn ?? []);

/** The side menu: every feature's entries, in the features' order. */
export const menu: readonly MenuItem[] = signedInFeatures.flatMap((feature) => feature.menu ?? []);

const screenAt = (pathname: string) => {
  const wanted = pathname.toLowerCase().replace(/\/+$/, '');
  return screens.find((route) => route.path.toLowerCase() === wanted);
};

/** Fetches where a sign-in lands (the dashboard) ahead; the layout is in this chunk already. */
export function preloadLanding(): void {
  void screenAt(DashboardRoute.dashboard)?.screen.preload();
}

// Opened at a signed-in address: that screen's chunk is fetched now, beside the layout's strings
// and the session's refresh, not after them.
if (typeof window !== 'undefined') void screenAt(window.location.pathname)?.screen.preload();

/** The routes' paths below /auth, as this part of the tree sees them. */
const below = (path: string) => path.replace(/^\/auth\//i, '');

/**
 * /auth/...: the signed-in layout with the screen of the address, or the not-found page in it; the
 * shared dialogs (Contact Us, Ask Doctor) open over any of them (DialogHost).
 */
export function SignedInRoutes() {
  return (
    <MenuContext.Provider value={menu}>
      <DialogHost>
        <Routes>
          <Route element={<AuthLayout />}>
            {screens.map((route) => screenRoute(route, below(route.path)))}
            <Route path="*" element={<Loading screen={NotFoundScreen} />} />
          </Route>
        </Routes>
      </DialogHost>
    </MenuContext.Provider>
  );
}
