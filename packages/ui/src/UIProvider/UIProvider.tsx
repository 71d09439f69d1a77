import '../fonts';
import { type ReactNode, useMemo } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import styled, { StyleSheetManager, ThemeProvider } from 'styled-components';
import rtlPlugin from 'stylis-plugin-rtl';
import { NavigationContext, type NavigationOptions } from '../internal/navigation';
import { ToastRegion } from '../Toast/ToastRegion';
import type { Theme } from '../theme/types';
import { GlobalStyle } from './GlobalStyle';

export type Locale = 'en' | 'ar';

export type { NavigationOptions };

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigationOptions;
  }
}

export interface UIProviderProps {
  theme: Theme;
  locale: Locale;
  children: ReactNode;
  /**
   * Client-side navigation for ui Links and nav items (their own anchors) and for react-aria parts
   * with an href (menu items), e.g. react-router's navigate.
   */
  navigate?: (href: string, options?: NavigationOptions) => void;
  /** Turns a router href into a real URL (basename etc.) for the rendered anchor. */
  useHref?: (href: string) => string;
}

// Stable arrays: a new array each render would make styled-components rebuild its stylis instance.
const rtlPlugins = [rtlPlugin];
const noPlugins: typeof rtlPlugins = [];

const raLocales: Record<Locale, string> = { en: 'en-AE', ar: 'ar-AE' };

/**
 * Carries direction, language and script font to the subtree without adding a box, so a provider
 * is correct on its own: nested in a page of the other language, or several on one docs page.
 */
const Scope = styled.div<{ $script: 'latin' | 'arabic' }>`
  display: contents;
  font-family: ${({ theme, $script }) => ($script === 'arabic' ? theme.fonts.arabic : theme.fonts.body)};
  line-height: ${({ theme, $script }) => ($script === 'arabic' ? theme.lineHeights.relaxed : theme.lineHeights.normal)};
`;

/**
 * Theme, direction, locale and routing for everything in @portal/ui. Renders the global styles and
 * the toast region.
 *
 * The host still sets `<html lang dir>` (after i18n init): overlays portalled to `<body>` inherit
 * their direction from there. The toast region sets its own.
 */
export function UIProvider({ theme, locale, children, navigate, useHref }: UIProviderProps) {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const script = locale === 'ar' ? 'arabic' : 'latin';
  const navigation = useMemo(() => (navigate ? { navigate, useHref } : null), [navigate, useHref]);

  // The plugin is swapped rather than the manager added or removed, so that a language switch
  // restyles the app without remounting it (and losing form state).
  return (
    <StyleSheetManager stylisPlugins={locale === 'ar' ? rtlPlugins : noPlugins}>
      <ThemeProvider theme={theme}>
        <I18nProvider locale={raLocales[locale]}>
          <GlobalStyle $script={script} />
          <Scope dir={dir} lang={locale} $script={script}>
            {navigation ? (
              <NavigationContext.Provider value={navigation}>
                <RouterProvider navigate={navigation.navigate} useHref={useHref}>
                  {children}
                </RouterProvider>
              </NavigationContext.Provider>
            ) : (
              children
            )}
          </Scope>
          <ToastRegion />
        </I18nProvider>
      </ThemeProvider>
    </StyleSheetManager>
  );
}
