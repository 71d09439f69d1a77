import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React renders markup before the page runs in the browser (prerendering a painted
 * page) and while it hydrates such markup; true in any other render. A part whose painted markup
 * must not depend on data the page cannot have before its scripts run (how many slides there are)
 * renders the rest once this is true: after hydration React renders it again on its own.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
