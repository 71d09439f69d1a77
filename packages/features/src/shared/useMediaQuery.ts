import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, updating live; false where matchMedia is missing. `painted` is
 * the answer before the page runs in the browser (a prerendered page, and its hydration): the
 * painted pages are the phone layout, so a query true on phones says so (AuthLayout's).
 */
export function useMediaQuery(query: string, painted = false): boolean {
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
  return useSyncExternalStore(subscribe, matches, () => painted);
}
