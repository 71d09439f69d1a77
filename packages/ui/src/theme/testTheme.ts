import { createTheme } from './createTheme';
import type { BrandTokens } from './types';

/** A brand-neutral palette for the design system's own unit tests (brands live in brands/). */
export const testTokens: BrandTokens = {
  name: 'test',
  colors: {
    primary: '#0B6B63',
    primaryHover: '#08564F',
    primaryPressed: '#06453F',
    primarySubtle: '#E2F1EE',
    onPrimary: '#FFFFFF',
    focus: '#0A58CA',
  },
};

// Pure: the app bundles never keep it (it is exported beside createTheme for the tests).
export const testTheme = /* @__PURE__ */ createTheme(testTokens);
