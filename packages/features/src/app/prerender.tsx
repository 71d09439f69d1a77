import { Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { AuthRoute } from '../auth/paths';
import type { BrandConfig } from '../brand/BrandConfig';
import { BrandProvider } from '../brand/BrandContext';
import { changeLanguage, i18n } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import { makeStore, PREFERENCES_STORAGE_KEY, SESSION_STORAGE_KEY } from '../store/store';
import { PortalRoutes } from './routes';

/** The sign-in page as HTML, for index.html to paint before any script has run. */
export interface PrerenderedPage {
  /** The markup of the page (what the app renders into #root). */
  html: string;
  /**
   * The page's styles: styled-components' style element with the rules of exactly that markup. When
   * the app starts, styled-components takes the rules over from it (with the brand build's stable
   * component ids, scripts/brand-vite-config.ts, the class names are the app's own) and does not
   * compile and insert them again.
   */
  styles: string;
  /** The media query of the wide layout: the prerendered page is the phone layout. */
  wideQuery: string;
}

/** Where the app keeps the stored session and preferences, for index.html's script to read. */
export const STORAGE_KEYS = { session: SESSION_STORAGE_KEY, preferences: PREFERENCES_STORAGE_KEY } as const;

/**
 * Renders the sign-in page for one brand and language at build time (scripts/brand-vite-config.ts
 * writes it into index.html): the same routes, layout and screen the app renders, for a visitor who
 * is not signed in, in the phone layout, with every lazy part resolved. The app hydrates it
 * (app/startPortal.tsx), so the tree here must render the same elements as PortalApp's once its
 * store and language are ready: PortalApp's wrappers above the router (Rehydrated, LanguageGate, the
 * error boundary) render only their children then, and its one Suspense around the routes is this
 * one (React matches boundaries, and useId's ids, by their place in the tree).
 */
export async function prerenderSignIn(brand: BrandConfig, language: Language): Promise<PrerenderedPage> {
  await changeLanguage(language);
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <Provider store={makeStore()}>
          <I18nextProvider i18n={i18n}>
            <BrandProvider brand={brand}>
              <StaticRouter location={AuthRoute.login}>
                <Suspense fallback={null}>
                  <PortalRoutes />
                </Suspense>
              </StaticRouter>
            </BrandProvider>
          </I18nextProvider>
        </Provider>,
      ),
    );
    const html = await new Response(prelude).text();
    return { html, styles: sheet.getStyleTags(), wideQuery: `(min-width: ${brand.theme.breakpoints.lg})` };
  } finally {
    sheet.seal();
  }
}
