import { Heading, Link, Stack } from '@portal/ui';
import { Component, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';

const Main = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-block-size: 100vh;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.background};
  text-align: center;
`;

/** The generic error screen: 'Something went wrong, please try again.' (spec section 2). */
function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Main>
      <Stack gap="lg" align="center">
        <Heading level={1}>{t('somethingWentWrong')}</Heading>
        <Link href="/home/login" variant="standalone">
          {t('error.backToLogin')}
        </Link>
      </Stack>
    </Main>
  );
}

/** Last resort when the shell itself fails: no theme is available here, so plain markup. */
function ShellError({ error }: { error: unknown }) {
  const { t } = useTranslation();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main>
      <h1>{t('somethingWentWrong')}</h1>
      <a href="/home/login">{t('error.backToLogin')}</a>
    </main>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** Whether the theme is available to show the styled error screen. */
  themed: boolean;
  /** A new key (the next location) clears a caught error. */
  resetKey?: string;
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
    if (!error) return this.props.children;
    return this.props.themed ? <RouteError error={error} /> : <ShellError error={error} />;
  }
}

/** The error boundary of the routed content, reset when the patient goes elsewhere. */
export function RoutedContentBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary themed resetKey={pathname}>
      {children}
    </RouteErrorBoundary>
  );
}
