// Which lazy modules a first visit needs, by where it starts: read by the brand build (which puts
// their files in index.html's preload lists, scripts/brand-vite-config.ts) and by the size budgets
// (scripts/check-size.mjs, which counts them as the first load and fails when one is not preloaded).

/**
 * The app's start-up parts, each imported by startPortal in a task of its own (features/src/app/
 * startPortal.tsx): every page needs them, signed in or not.
 */
export const START_UP_MODULES = [
  /\/app\/runtime\.ts$/,
  /\/i18n\/i18n\.ts$/,
  /\/react-dom\/client\.js$/,
  /\/app\/PortalApp\.tsx$/,
];

/** The sign-in route's own lazy modules: most visits start at /home/login (and / redirects there). */
export const SIGN_IN_ROUTE_MODULES = [/\/layout\/PublicLayout\.tsx$/, /\/auth\/screens\/LoginScreen\.tsx$/];

/** What a visit to the sign-in route loads beside the entry. */
export const SIGN_IN_MODULES = [...START_UP_MODULES, ...SIGN_IN_ROUTE_MODULES];

/** The signed-in landing's early calls, imported as the app starts (features app/landingPrefetch.ts). */
export const LANDING_CALLS_MODULE = /\/app\/landingPrefetch\.ts$/;

/**
 * The signed-in landing's own lazy modules: a page opened under /auth (a reload, a bookmark, the app
 * opened again) needs the signed-in routes and layout, and every sign-in lands on the dashboard,
 * which shows the complete-profile gate beside it (and whose calls start early:
 * app/landingPrefetch.ts).
 */
export const SIGNED_IN_ROUTE_MODULES = [
  /\/app\/signedInRoutes\.tsx$/,
  /\/dashboard\/DashboardScreen\.tsx$/,
  LANDING_CALLS_MODULE,
  /\/hospital\/CompleteProfileGate\.tsx$/,
];

/** What a visit to a signed-in page loads beside the entry. */
export const SIGNED_IN_MODULES = [...START_UP_MODULES, ...SIGNED_IN_ROUTE_MODULES];
