import { Button, Heading, Link, Stack, Text } from '@portal/ui';
import { Component, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { DashboardRoute } from '../dashboard/paths';
import { isChunkLoadError } from '../shared/featureRoutes';
import { useAppSelector } from '../store/hooks';
import { selectAccessToken } from '../store/session';
import { useTakeOverPainted } from './prerendered';

const LOGIN = '/home/login';

/** Where the error shows: the whole page, or a screen inside its layout. */
export type ErrorPlace = 'page' | 'screen';

const Page = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-block-size: 100vh;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.background};
  text-align: center;
`;

const InLayout = styled.div`
  padding-block: ${({ theme }) => theme.space.xl};
`;

/** Fetches the page again, with the chunks of the portal as deployed now. */
export const reload = () => window.location.reload();

/**
 * The generic error screen: 'Something went wrong, please try again.' (spec section 2) with a way
 * back to the dashboard, or to sign-in without a session. A chunk that failed to load (a lost
 * connection, or a deploy that replaced this page's chunks) offers a reload instead.
 */
export function ErrorScreen({ error, place }: { error: unknown; place: ErrorPlace }) {
  const { t } = useTranslation();
  const signedIn = useAppSelector(selectAccessToken) !== null;
  useTakeOverPainted();

  useEffect(() => {
    console.error(error);
  }, [error]);

  const content = (
    <Stack gap="lg" align={place === 'page' ? 'center' : 'start'}>
      <Heading level={1}>{t('somethingWentWrong')}</Heading>
      {isChunkLoadError(error) ? (
        <>
          <Text>{t('error.chunkFailed')}</Text>
          <Button onPress={reload}>{t('error.reload')}</Button>
        </>
      ) : (
        <Link href={signedIn ? DashboardRoute.dashboard : LOGIN} variant="standalone">
          {t(signedIn ? 'error.backToDashboard' : 'error.backToLogin')}
        </Link>
      )}
    </Stack>
  );
  return place === 'page' ? <Page>{content}</Page> : <InLayout role="alert">{content}</InLayout>;
}

/** Last resort when the shell itself fails: no theme is available here, so plain markup. */
function ShellError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useTakeOverPainted();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main>
      <h1>{t('somethingWentWrong')}</h1>
      {isChunkLoadError(error) ? (
        <button type="button" onClick={reload}>
          {t('error.reload')}
        </button>
      ) : (
        <a href={LOGIN}>{t('error.backToLogin')}</a>
      )}
    </main>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** Whether the theme is available to show the styled error screen. */
  themed: boolean;
  /** Where it shows (themed only). @default 'page' */
  place?: ErrorPlace;
  /** A new key (the next location) clears a caught error. */
  resetKey?: string;
  /** What shows instead of the error screen (a dialog's own, app/DialogHost.tsx). */
  fallback?: (error: unknown) => ReactNode;
}

/**
 * Catches what a screen throws while rendering, including a chunk that failed to load, and shows
 * the generic error instead of a blank page.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; key?: string }> {
  state: { error: unknown; key?: string } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key?: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  render() {
    const { error } = this.state;
    const { themed, place = 'page', fallback, children } = this.props;
    if (!error) return children;
    if (fallback) return fallback(error);
    if (!themed) return <ShellError error={error} />;
    return <ErrorScreen error={error} place={place} />;
  }
}

/** The error boundary of the routed content (a layout that failed), reset when the patient goes elsewhere. */
export function RoutedContentBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary themed resetKey={pathname}>
      {children}
    </RouteErrorBoundary>
  );
}

/** Each screen's own boundary (app/screenRoute.tsx): the error shows inside the layout, menus kept. */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary themed place="screen" resetKey={pathname}>
      {children}
    </RouteErrorBoundary>
  );
}
