import { type Banner, ROLE_PATIENT, type SessionUser } from '@portal/contract';
import { Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { api } from '../api/api';
import { AuthRoute } from '../auth/paths';
import type { BrandConfig } from '../brand/BrandConfig';
import { BrandProvider } from '../brand/BrandContext';
import { DashboardRoute } from '../dashboard/paths';
import { changeLanguage, i18n } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import { contentApi } from '../shared/content/api';
import { BANNERS_STORAGE_KEY } from '../shared/content/rememberedBanners';
import { type AppStore, makeStore, PREFERENCES_STORAGE_KEY, SESSION_STORAGE_KEY } from '../store/store';
import { PortalRoutes } from './routes';

/** A page as HTML (the sign-in page, the dashboard), for index.html to paint before any script has run. */
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
  /**
   * The media query from which the page's layout is no longer the phone's (its layout's own switch):
   * the prerendered page is the phone layout, painted only below it.
   */
  wideQuery: string;
}

/** Where the app keeps the stored session, preferences and banners, for index.html's script to read. */
export const STORAGE_KEYS = {
  session: SESSION_STORAGE_KEY,
  preferences: PREFERENCES_STORAGE_KEY,
  banners: BANNERS_STORAGE_KEY,
} as const;

/**
 * What the prerendered dashboard holds in place of the patient's own values and the first banner's:
 * characters of Unicode's private use area (no name or text has them) and numbers no picture has.
 * index.html's script puts the stored values in their place (fillPaintedDashboard).
 */
export const PAINTED_MARKS = {
  firstName: '\uE000',
  lastName: '\uE001',
  bannerSrc: '\uE002',
  bannerSrcSet: '\uE003',
  bannerAlt: '\uE004',
  bannerWidth: 918271,
  bannerHeight: 918272,
  /** The side menu differs by role: the dashboard is painted for patients. */
  roleId: ROLE_PATIENT,
} as const;
export type PaintedMarks = typeof PAINTED_MARKS;

/** The patient the dashboard is prerendered for: marks where the page shows their own values. */
const paintedUser: SessionUser = {
  userId: 0,
  firstName: PAINTED_MARKS.firstName,
  lastName: PAINTED_MARKS.lastName,
  gender: null,
  email: null,
  mobile: '',
  callingCode: '',
  countryCode: null,
  profileImgUrl: null,
  profileImgFileName: null,
  roleId: PAINTED_MARKS.roleId,
  roleName: '',
  isDOBAvailable: true,
  isDefaultPassword: false,
  facilityId: null,
  vblog: null,
  uaeUser: '0',
};

/**
 * The banners the dashboard is prerendered with: the first has marks for its picture and text, the
 * second is there because the carousel's controls show from two banners (its markup is otherwise the
 * same for any number: ui Carousel, before hydration).
 */
const paintedBanners: Banner[] = [
  {
    id: -1,
    imagepath: '',
    alt: PAINTED_MARKS.bannerAlt,
    imageSet: {
      src: PAINTED_MARKS.bannerSrc,
      srcSet: PAINTED_MARKS.bannerSrcSet,
      width: PAINTED_MARKS.bannerWidth,
      height: PAINTED_MARKS.bannerHeight,
    },
  },
  { id: -2, imagepath: '', alt: '', imageSet: { src: '', srcSet: '', width: 1, height: 1 } },
];

/** What fills a prerendered dashboard: the stored patient and the banners kept from last time. */
export interface PaintedDashboardValues {
  user: Pick<SessionUser, 'firstName' | 'lastName' | 'roleId' | 'isDefaultPassword'>;
  banners: Banner[];
}

/**
 * The prerendered dashboard's markup with the patient's and the first banner's values in place of
 * the marks, escaped as React escapes them: the markup the app renders for that patient and those
 * banners (prerender.test.tsx compares the two), which it then hydrates. Null when the page cannot
 * be painted that way: another role (another side menu), a default password (only its dialog
 * shows), fewer than two banners or a first one without responsive files (other markup), a value
 * holding a mark or a bidi isolate (the Bidi component splits text at isolates).
 *
 * index.html's inline script runs this very function (scripts/brand-vite-config.ts, from its source
 * text), so it uses nothing from outside its own body and its arguments.
 */
export function fillPaintedDashboard(
  html: string,
  { user, banners }: PaintedDashboardValues,
  marks: PaintedMarks,
): string | null {
  const first = banners[0];
  if (user.roleId !== marks.roleId || user.isDefaultPassword) return null;
  if (!first || banners.length < 2 || !first.imageSet.srcSet) return null;
  const texts = [user.firstName, user.lastName, first.alt, first.imageSet.src, first.imageSet.srcSet];
  if (texts.some((text) => /[\uE000-\uF8FF\u2066-\u2069]/.test(text))) return null;
  const escapes: Record<string, string> = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#x27;',
  };
  const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
  // The avatar's initials (ui Avatar's initialsOf): the first letter of the first and of the last word.
  const words = `${user.firstName} ${user.lastName}`.trim().split(/\s+/).filter(Boolean);
  const initialOf = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  const initials = `${initialOf(words[0])}${words.length > 1 ? initialOf(words[words.length - 1]) : ''}`;
  const swaps: [string, string][] = [
    [marks.firstName + marks.lastName, initials.toLocaleUpperCase()],
    [marks.firstName, user.firstName],
    [marks.lastName, user.lastName],
    [marks.bannerSrcSet, first.imageSet.srcSet],
    [marks.bannerSrc, first.imageSet.src],
    [marks.bannerAlt, first.alt],
  ];
  let filled = html
    .split(`"${marks.bannerWidth}"`)
    .join(`"${first.imageSet.width}"`)
    .split(`"${marks.bannerHeight}"`)
    .join(`"${first.imageSet.height}"`);
  for (const [mark, value] of swaps) filled = filled.split(mark).join(escaped(value));
  return filled;
}

/**
 * Renders the sign-in page for one brand and language at build time (scripts/brand-vite-config.ts
 * writes it into index.html): the same routes, layout and screen the app renders, for a visitor who
 * is not signed in, in the phone layout, with every lazy part resolved. The app hydrates it
 * (app/startPortal.tsx), so the tree here must render the same elements as PortalApp's once its
 * store and language are ready: PortalApp's wrappers above the router (Rehydrated, LanguageGate, the
 * error boundary) render only their children then, and its one Suspense around the routes is this
 * one (React matches boundaries, and useId's ids, by their place in the tree).
 */
export function prerenderSignIn(brand: BrandConfig, language: Language): Promise<PrerenderedPage> {
  // PublicLayout shows its banner carousel from the lg breakpoint.
  const wide = `(min-width: ${brand.theme.breakpoints.lg})`;
  return prerenderPage(brand, language, AuthRoute.login, makeStore({ preferences: { language } }), wide);
}

/**
 * Renders the dashboard for one brand and language at build time, as prerenderSignIn renders the
 * sign-in page: for a patient and a first banner whose values are marks (PAINTED_MARKS), before any
 * other call has answered (each part shows its loading state), in the phone layout. index.html's
 * script fills in the stored patient and the banners kept from last time (fillPaintedDashboard);
 * the app hydrates it against the same state (app/startPortal.tsx).
 */
export function prerenderDashboard(brand: BrandConfig, language: Language): Promise<PrerenderedPage> {
  return prerenderPage(
    brand,
    language,
    DashboardRoute.dashboard,
    dashboardStore({ user: paintedUser, banners: paintedBanners }, brand, language),
    // AuthLayout's header and side menu are the phone's below the md breakpoint.
    `(min-width: ${brand.theme.breakpoints.md})`,
  );
}

/** The store of a dashboard painted with these values (also prerender.test.tsx's, with real ones). */
export function dashboardStore(
  { user, banners }: { user: SessionUser; banners: Banner[] },
  brand: BrandConfig,
  language: Language,
): AppStore {
  const store = makeStore({
    session: { user, tokenExpiresAt: null, refreshExpiresAt: null },
    preferences: { language },
  });
  store.dispatch(
    contentApi.util.upsertQueryEntries([
      { endpointName: 'banners', arg: { brandName: brand.key, lang: language }, value: banners },
    ]),
  );
  return store;
}

/** One page of the app as it renders at `location` with this store, and the styles of its markup. */
export async function prerenderPage(
  brand: BrandConfig,
  language: Language,
  location: string,
  store: AppStore,
  wideQuery = `(min-width: ${brand.theme.breakpoints.lg})`,
): Promise<PrerenderedPage> {
  await changeLanguage(language);
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <Provider store={store}>
          <I18nextProvider i18n={i18n}>
            <BrandProvider brand={brand}>
              <StaticRouter location={location}>
                <Suspense fallback={null}>
                  <PortalRoutes />
                </Suspense>
              </StaticRouter>
            </BrandProvider>
          </I18nextProvider>
        </Provider>,
      ),
      // Every boundary inline, in order: React otherwise moves a large one (the dashboard's screen)
      // out of place, to be put there by an inline script, which the painted page does not run.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await new Response(prelude).text();
    return { html, styles: sheet.getStyleTags(), wideQuery };
  } finally {
    sheet.seal();
    // An answer no part subscribes to any more is dropped on a timer (a minute), which would keep
    // the build's Node process running that long: the store is done with.
    store.dispatch(api.util.resetApiState());
  }
}
