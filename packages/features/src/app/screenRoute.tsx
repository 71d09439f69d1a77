import { Spinner } from '@portal/ui';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router';
import type { ScreenRoute } from '../shared/featureRoutes';
import { focusPageHeading } from '../shared/focus';
import { useTakeOverPainted } from './prerendered';
import { ScreenBoundary } from './RouteError';

/** Whether a screen has shown since the page loaded: the first one keeps the browser's focus. */
let screenShown = false;

/**
 * Runs when the screen beside it has rendered (its chunk in). After every navigation but the page's
 * first, focus goes to the new screen's heading, so a screen reader hears where it landed and Tab
 * starts from there, unless the screen focused something of its own (a field inside main, such as
 * the one-time code, or a dialog). A link in the side menu or header keeps no focus across the change.
 */
function FocusHeading({ screen }: { screen: ComponentType }) {
  // Two routes' screens in the same outlet are one Loading updated, not remounted: run per screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: screen is the trigger, not an input
  useEffect(() => {
    const first = !screenShown;
    screenShown = true;
    if (first) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.closest('main')) return;
    // A dialog that opened with the screen (completing the profile) keeps its focus.
    if (active?.closest('[role="dialog"], [role="alertdialog"]')) return;
    focusPageHeading();
  }, [screen]);
  useHeadingKeepsFocus();
  // The page the HTML painted (the sign-in form, the dashboard) gives way to the screen in the same frame.
  useTakeOverPainted();
  return null;
}

/**
 * A screen whose heading gives way to another while it has focus (a loading state's to the loaded
 * screen's, as re-booking's does when the doctor's profile arrives): focus moves to the new heading,
 * instead of falling to the page's body, from where a screen reader and Tab would start over.
 */
function useHeadingKeepsFocus() {
  useEffect(() => {
    const main = document.querySelector('main');
    if (!main) return;
    let focused: Element | null = null;
    const track = () => {
      const active = document.activeElement;
      focused = active?.matches('h1') && main.contains(active) ? active : null;
    };
    const observer = new MutationObserver(() => {
      if (!focused || focused.isConnected) return;
      focused = null;
      const active = document.activeElement;
      // Focusing it fires focusin, which tracks the new heading.
      if (!active || active === document.body) focusPageHeading();
    });
    track();
    document.addEventListener('focusin', track);
    observer.observe(main, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', track);
      observer.disconnect();
    };
  }, []);
}

/**
 * While a screen's chunk loads, its layout stays and shows a spinner where the screen goes (at once:
 * PortalApp's router navigates without transitions). Then focus follows (FocusHeading). What the
 * screen throws, or its chunk failing to load, shows the error screen in its place (ScreenBoundary).
 */
export function Loading({ screen: Screen }: { screen: ComponentType }) {
  const { t } = useTranslation();
  return (
    <ScreenBoundary>
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <Screen />
        <FocusHeading screen={Screen} />
      </Suspense>
    </ScreenBoundary>
  );
}

// Its own chunk: the 'not allowed' page it shows would bring the status screen's strings and parts
// into the sign-in path, which no visitor needs.
const RequireRole = lazy(() => import('../auth/RequireRole').then((m) => ({ default: m.RequireRole })));

/** A route of a feature: its screen in the layout's outlet, behind its roles when it has any. */
export function screenRoute({ path, screen, roles }: ScreenRoute, at: string = path) {
  const element = <Loading screen={screen} />;
  const guarded = roles ? (
    <Suspense fallback={null}>
      <RequireRole roles={roles}>{element}</RequireRole>
    </Suspense>
  ) : (
    element
  );
  return <Route key={path} path={at} element={guarded} />;
}
