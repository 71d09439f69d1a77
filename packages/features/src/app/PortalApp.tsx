import { type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { Persistor } from 'redux-persist';
import type { BrandConfig } from '../brand/BrandConfig';
import { BrandProvider } from '../brand/BrandContext';
import { i18n } from '../i18n/i18n';
import type { RootState } from '../store/store';
import { BootScreen } from './BootScreen';
import { LanguageGate } from './LanguageGate';
import { RouteErrorBoundary } from './RouteError';
import { PortalRoutes } from './routes';
import { createRuntime, type Runtime } from './runtime';

export interface PortalAppProps {
  brand: BrandConfig;
  /** The store and its persistence, when made before the app (startPortal); else made on mount. */
  runtime?: Runtime;
  /**
   * When the app hydrates a page its HTML painted (startPortal): the store's state that page
   * shows. React hydrates against it (react-redux's server state), then renders what has changed.
   */
  painted?: RootState;
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
export function PortalApp({ brand, runtime: given, painted }: PortalAppProps) {
  // Created once per mount (a ref, not a state initializer, which Strict Mode may call twice and
  // would start a second persistor).
  const ref = useRef<Runtime>(null);
  ref.current ??= given ?? createRuntime();
  const runtime = ref.current;

  return (
    <Provider store={runtime.store} serverState={painted}>
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
