import { type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { type Persistor, persistStore } from 'redux-persist';
import { resumeSession } from '../auth/resumeSession';
import type { BrandConfig } from '../brand/BrandConfig';
import { BrandProvider } from '../brand/BrandContext';
import { i18n } from '../i18n/i18n';
import { type AppStore, makeStore } from '../store/store';
import { BootScreen } from './BootScreen';
import { LanguageGate } from './LanguageGate';
import { RouteErrorBoundary } from './RouteError';
import { PortalRoutes } from './routes';

export interface PortalAppProps {
  brand: BrandConfig;
  /** The store and its persistence, when made before the app (startPortal); else made on mount. */
  runtime?: Runtime;
}

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

/**
 * The boot screen until the stored session and preferences are read back (redux-persist's
 * PersistGate's job), then the portal, rendered as a transition: React builds that first full page
 * in slices of a few milliseconds, letting the browser paint and answer input between them, where
 * an ordinary update renders it in one long task (about 250 ms of a phone's main thread).
 */
function Rehydrated({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const [ready, setReady] = useState(() => persistor.getState().bootstrapped);
  useEffect(() => {
    const check = () => {
      if (persistor.getState().bootstrapped) startTransition(() => setReady(true));
    };
    const unsubscribe = persistor.subscribe(check);
    check();
    return unsubscribe;
  }, [persistor]);
  return ready ? children : <BootScreen />;
}

/** The whole portal for one brand: store, persistence, i18n, brand, router (and ui inside it). */
export function PortalApp({ brand, runtime: given }: PortalAppProps) {
  // Created once per mount (a ref, not a state initializer, which Strict Mode may call twice and
  // would start a second persistor).
  const ref = useRef<Runtime>(null);
  ref.current ??= given ?? createRuntime();
  const runtime = ref.current;

  return (
    <Provider store={runtime.store}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={brand}>
          <Rehydrated persistor={runtime.persistor}>
            <LanguageGate fallback={<BootScreen />}>
              <RouteErrorBoundary themed={false}>
                {/*
                  No transitions: a transition keeps the previous screen on show, inert and without a
                  sign of loading, until the next screen's chunk is in (Register from the login sat
                  there ~300 ms). Without, the screen's Suspense shows its spinner in the layout at once.
                */}
                <BrowserRouter useTransitions={false}>
                  <Suspense fallback={<BootScreen />}>
                    <PortalRoutes />
                  </Suspense>
                </BrowserRouter>
              </RouteErrorBoundary>
            </LanguageGate>
          </Rehydrated>
        </BrandProvider>
      </I18nextProvider>
    </Provider>
  );
}
