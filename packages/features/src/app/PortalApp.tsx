import { Suspense, useRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { type Persistor, persistStore } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
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
}

interface Runtime {
  store: AppStore;
  persistor: Persistor;
}

function createRuntime(): Runtime {
  const store = makeStore();
  // The session's token is asked for as soon as the stored session is read, beside the chunks.
  return { store, persistor: persistStore(store, null, () => resumeSession(store)) };
}

/** The whole portal for one brand: store, persistence, i18n, brand, router (and ui inside it). */
export function PortalApp({ brand }: PortalAppProps) {
  // Created once per mount (a ref, not a state initializer, which Strict Mode may call twice and
  // would start a second persistor).
  const ref = useRef<Runtime>(null);
  ref.current ??= createRuntime();
  const runtime = ref.current;

  return (
    <Provider store={runtime.store}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={brand}>
          <PersistGate persistor={runtime.persistor} loading={<BootScreen />}>
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
          </PersistGate>
        </BrandProvider>
      </I18nextProvider>
    </Provider>
  );
}
