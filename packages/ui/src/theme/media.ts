import { useCallback, useSyncExternalStore } from 'react';

/**
 * A media query for widths below a breakpoint of the theme (`theme.breakpoints.md`), for
 * useMediaQuery and the like: the breakpoint itself belongs to the wider layout, as `min-width` has it.
 */
export function below(breakpoint: string): string {
  return `(max-width: calc(${breakpoint} - 1px))`;
}

/**
 * Whether a media query matches now, updating live; false where matchMedia is missing.
 * `serverValue` is the answer before the page runs in a browser (a page rendered ahead, and its
 * hydration): the portal's prerendered pages are the phone layout, so a query true on phones says so.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () =>
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => serverValue);
}
