import { type Persistor, persistStore } from 'redux-persist';
import { resumeSession } from '../auth/resumeSession';
import type { BrandConfig } from '../brand/BrandConfig';
import { DashboardRoute } from '../dashboard/paths';
import { selectLanguage } from '../preferences/slice';
import { type AppStore, makeStore } from '../store/store';

/**
 * The store and its persistence, made before the app renders (startPortal, which loads this module
 * on its own, before the rest of the app: reading the stored session starts the refresh call while
 * the rest is still being evaluated), or by PortalApp on mount.
 */
export interface Runtime {
  store: AppStore;
  persistor: Persistor;
}

export function createRuntime(): Runtime {
  const store = makeStore();
  // The session's token is asked for as soon as the stored session is read, beside the chunks.
  const persistor = persistStore(store, null, () => resumeSession(store));
  // redux-persist writes a change a moment after it, on a timer that a busy main thread delays: a
  // page left or reloaded in that moment (just after signing in) would find no stored session. What
  // is pending is written when the page goes away.
  if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void persistor.flush());
  return { store, persistor };
}

/** Settles once redux-persist has read the stored session and preferences back. */
export function bootstrapped(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

/** The language the visitor chose last time (English on a first visit), once read back. */
export const storedLanguage = (runtime: Runtime) => selectLanguage(runtime.store.getState());

/**
 * On a page opened at the dashboard (a reload, a bookmark, the app opened again), its calls start as
 * soon as the stored session is read back, beside the refresh call and the rest of the start-up
 * (landingPrefetch.ts). Settles once they are on their way (at once on any other page). Should that
 * fail, the dashboard's parts ask themselves, as they would anyway.
 */
export function prefetchLanding(runtime: Runtime, brand: BrandConfig): Promise<void> {
  if (window.location.pathname.toLowerCase() !== DashboardRoute.dashboard) return Promise.resolve();
  return bootstrapped(runtime.persistor)
    .then(() => import('./landingPrefetch'))
    .then(({ prefetchDashboard }) => prefetchDashboard(runtime.store, brand))
    .catch(() => undefined);
}
