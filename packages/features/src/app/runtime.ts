import { type Persistor, persistStore } from 'redux-persist';
import { resumeSession } from '../auth/resumeSession';
import type { BrandConfig } from '../brand/BrandConfig';
import { DashboardRoute } from '../dashboard/paths';
import { selectLanguage } from '../preferences/slice';
import { selectSessionUser } from '../store/session';
import { type AppStore, makeStore, type RootState } from '../store/store';
import { nextTask } from './nextTask';

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
  return persisted(makeStore());
}

/**
 * startPortal's createRuntime: the store made, and a task later read back from storage (which starts
 * the refresh call). In one task they were 35-100 ms of a phone's CPU (4x slowdown).
 */
export async function startRuntime(): Promise<Runtime> {
  const store = makeStore();
  await nextTask();
  return persisted(store);
}

function persisted(store: AppStore): Runtime {
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
 * (landingPrefetch.ts). Should that fail, the dashboard's parts ask themselves, as they would anyway.
 * Resolves with the store's state taken right then, in the same task as the banners' call went out
 * (the others follow a task or two later; on any other page, once the stored session is read back):
 * the session and preferences as stored, the banners kept from last time, no answer yet. A page
 * index.html painted is hydrated against it (startPortal): an answer that came while the app's code
 * loaded is rendered after the hydration, not in it, where the painted page does not have it.
 */
export function prefetchLanding(runtime: Runtime, brand: BrandConfig): Promise<RootState> {
  const state = () => runtime.store.getState();
  if (window.location.pathname.toLowerCase() !== DashboardRoute.dashboard)
    return bootstrapped(runtime.persistor).then(state);
  return bootstrapped(runtime.persistor)
    .then(() => import('./landingPrefetch'))
    .then(async ({ prefetchDashboard }) => {
      // Its modules' evaluation, then the calls: a task each.
      await nextTask();
      prefetchDashboard(runtime.store, brand);
      return state();
    })
    .catch(state);
}

/**
 * Whether the app's first render with `state` is the page the HTML painted: the dashboard (at its
 * address) for a stored session, the sign-in page for none. When the session has ended while the
 * code loaded (the refresh call was refused before the painted state was taken), the app's first
 * render is the sign-in, which React cannot match to the painted dashboard: startPortal then renders
 * from nothing rather than hydrate (React would report the mismatch and render it anew anyway).
 */
export function matchesPainted(state: RootState): boolean {
  const signedIn = selectSessionUser(state) !== null;
  return signedIn === (window.location.pathname.toLowerCase() === DashboardRoute.dashboard);
}

/** The store as the app sees it while it hydrates a painted page, and its release (holdPainted). */
export interface HeldStore {
  store: AppStore;
  release: () => Promise<void>;
}

/**
 * The store as React sees it while it hydrates a page its HTML painted (startPortal): its state stays
 * the painted one (what prefetchLanding resolved with) until `release`, which the app calls once it
 * has taken the page over; actions still go to the store itself. The calls the page started have
 * usually answered before the app's code ran, and React compares the painted state with the store's
 * once each part has hydrated: every part whose answer came then rendered again at once, in the task
 * of the hydration's commit (the layout's, then the screen's; 60-130 ms each on a phone's CPU).
 * Released, the answers that came meanwhile reach the page one per task, then the store as it is.
 */
export function holdPainted(store: AppStore, painted: RootState): HeldStore {
  let view = painted;
  let released = false;
  let releasing = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const held: AppStore = {
    ...store,
    getState: () => (released ? store.getState() : view),
    subscribe(listener) {
      listeners.add(listener);
      const unsubscribe = store.subscribe(listener);
      return () => {
        listeners.delete(listener);
        unsubscribe();
      };
    },
  };
  const release = async () => {
    if (releasing) return;
    releasing = true;
    await nextTask();
    // The queries there are now, each once: one that changes again meanwhile comes with the store.
    for (const key of Object.keys(store.getState().api.queries)) {
      const answer = store.getState().api.queries[key];
      if (answer === view.api.queries[key]) continue;
      view = { ...view, api: { ...view.api, queries: { ...view.api.queries, [key]: answer } } };
      notify();
      await nextTask();
    }
    released = true;
    notify();
  };
  return { store: held, release };
}
