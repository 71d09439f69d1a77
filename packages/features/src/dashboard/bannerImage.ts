import type { Theme } from '@portal/ui';

/**
 * The banner's width on screen, for the browser's pick from its srcset: the main column's width,
 * beside the side column from the lg breakpoint, the screen's below. The carousel and the banner's
 * preload (app/landingPrefetch.ts) say the same, so the browser fetches one file for both.
 */
export const bannerSizes = (theme: Theme) =>
  `(min-width: ${theme.breakpoints.lg}) calc(${theme.sizes.content} - ${theme.sizes.layout.aside.max}), 100vw`;
