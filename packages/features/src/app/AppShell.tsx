import { type NavigationOptions, UIProvider } from '@portal/ui';
import { useCallback, useEffect } from 'react';
import { Outlet, useHref, useNavigate } from 'react-router';
import { useBrand } from '../brand/BrandContext';
import { useLanguage } from '../i18n/useLanguage';
import { RoutedContentBoundary } from './RouteError';

/** An address with a scheme (https:, tel:, mailto:) or protocol-relative: not a route of ours. */
const EXTERNAL_HREF = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The href ui Links render. react-router resolves every href as a route, which turned a doctor's
 * 'Get directions' map link and a 'Call to book' tel: link into addresses inside the portal.
 */
export function useAppHref(href: string): string {
  const routed = useHref(href);
  return EXTERNAL_HREF.test(href) ? href : routed;
}

/**
 * Root route element: the ui providers inside the router, so ui Links navigate client-side, with the
 * brand's theme and the language i18next is showing (a live switch restyles without a reload).
 */
export function AppShell() {
  const brand = useBrand();
  const language = useLanguage();
  const navigate = useNavigate();
  const routerNavigate = useCallback(
    (href: string, options?: NavigationOptions) => void navigate(href, options),
    [navigate],
  );

  useEffect(() => {
    document.title = brand.displayName[language];
  }, [brand, language]);

  return (
    <UIProvider theme={brand.theme} locale={language} navigate={routerNavigate} useHref={useAppHref}>
      <RoutedContentBoundary>
        <Outlet />
      </RoutedContentBoundary>
    </UIProvider>
  );
}
