import { UIProvider } from '@portal/ui';
import { useCallback, useEffect } from 'react';
import { type NavigateOptions, Outlet, useHref, useNavigate } from 'react-router';
import { useBrand } from '../brand/BrandContext';
import { useLanguage } from '../i18n/useLanguage';
import { RoutedContentBoundary } from './RouteError';

/**
 * Root route element: the ui providers inside the router, so ui Links navigate client-side, with the
 * brand's theme and the language i18next is showing (a live switch restyles without a reload).
 */
export function AppShell() {
  const brand = useBrand();
  const language = useLanguage();
  const navigate = useNavigate();
  const routerNavigate = useCallback(
    (href: string, options?: unknown) => void navigate(href, options as NavigateOptions | undefined),
    [navigate],
  );

  useEffect(() => {
    document.title = brand.displayName[language];
  }, [brand, language]);

  return (
    <UIProvider theme={brand.theme} locale={language} navigate={routerNavigate} useHref={useHref}>
      <RoutedContentBoundary>
        <Outlet />
      </RoutedContentBoundary>
    </UIProvider>
  );
}
