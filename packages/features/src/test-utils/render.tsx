import { UIProvider } from '@portal/ui';
import { type RenderResult, render, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { BrandProvider } from '../brand/BrandContext';
import { i18n } from '../i18n/i18n';
import { useLanguage } from '../i18n/useLanguage';
import { type AppStore, makeStore, type PreloadedState } from '../store/store';
import { testBrand } from './fixtures';

/** Shows where a navigation landed and with what state. */
export function LocationProbe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <output aria-label={name} data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

/**
 * Waits for a timed redirect to `path` (a LocationProbe named after it): not yet there when called,
 * there no sooner than `afterMs` after `since` (Date.now() taken before the action that starts the
 * timer, so a slow machine cannot make a correct redirect look early), and waited for with seconds to
 * spare, so a busy machine slows the test, never fails it.
 */
export async function redirectsAfter(path: string, afterMs: number, since: number): Promise<void> {
  if (screen.queryByRole('status', { name: path })) throw new Error(`at ${path} too soon`);
  await screen.findByRole('status', { name: path }, { timeout: afterMs + 10_000 });
  const waited = Date.now() - since;
  if (waited < afterMs) throw new Error(`at ${path} after ${waited} ms, expected ${afterMs}`);
}

/** The ui in the language i18next shows, as the app's shell does: a test may switch to Arabic first. */
function ShownLanguage({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <UIProvider theme={testBrand.theme} locale={language}>
      {children}
    </UIProvider>
  );
}

export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={testBrand}>
          <ShownLanguage>{children}</ShownLanguage>
        </BrandProvider>
      </I18nextProvider>
    </Provider>
  );
}

interface ScreenOptions {
  path: string;
  /** Query string of the first entry, e.g. '?code=abc'. */
  search?: string;
  state?: unknown;
  preloadedState?: PreloadedState;
  /** Other routes, rendered as probes. */
  probes?: string[];
}

/** Renders one screen at its path, with makeStore, MemoryRouter and UIProvider, as the app would. */
export function renderScreen(
  screen: ReactElement,
  { path, search, state, preloadedState, probes = [] }: ScreenOptions,
): RenderResult & { store: AppStore } {
  const store = makeStore(preloadedState);
  const result = render(
    <Providers store={store}>
      <MemoryRouter initialEntries={[{ pathname: path, search, state }]}>
        <Routes>
          <Route path={path} element={screen} />
          {probes.map((probe) => (
            <Route key={probe} path={probe} element={<LocationProbe name={probe} />} />
          ))}
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return { store, ...result };
}
