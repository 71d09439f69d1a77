import { css } from 'styled-components';

/** The ring a focused control draws (keyboard focus only: RAC's [data-focus-visible]), outside its edge. */
export const focusRing = css`
  outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}`};
  outline-offset: ${({ theme }) => theme.sizes.focusRingOffset};
`;

/**
 * The same ring inside the edge, for parts whose neighbours or clipping parent would cover an outer
 * ring: tabs, table rows and cells, calendar days, menu items, fields' inner groups.
 */
export const focusRingInset = css`
  outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}`};
  outline-offset: ${({ theme }) => `calc(-1 * ${theme.sizes.focusRingWidth})`};
`;
