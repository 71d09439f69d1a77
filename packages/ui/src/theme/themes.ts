import { createTheme } from './createTheme';
import type { BrandTokens, Theme } from './types';

/** Al Dhannah: deep hospital teal. */
export const aldhannahTokens: BrandTokens = {
  name: 'aldhannah',
  colors: {
    primary: '#0B6B63',
    primaryHover: '#08564F',
    primaryPressed: '#06453F',
    primarySubtle: '#E2F1EE',
    onPrimary: '#FFFFFF',
    focus: '#0A58CA',
    background: '#F4F7F6',
    surfaceAlt: '#EAF2F0',
    text: '#13201E',
    textMuted: '#4A5A57',
    border: '#CBD8D5',
    borderStrong: '#6E7F7B',
  },
};

/** Colab: deep indigo-purple. */
export const colabTokens: BrandTokens = {
  name: 'colab',
  colors: {
    primary: '#4B2A8C',
    primaryHover: '#3D2173',
    primaryPressed: '#2F195A',
    primarySubtle: '#EEE9F8',
    onPrimary: '#FFFFFF',
    // Magenta rather than the brand purple so the ring stays distinct around primary buttons.
    focus: '#B0267A',
    background: '#F6F5FB',
    surfaceAlt: '#EFECF7',
    text: '#1B1730',
    textMuted: '#575170',
    border: '#D7D2E6',
    borderStrong: '#77708F',
  },
  radii: { md: '0.625rem', lg: '1rem' },
};

export const themes: { aldhannah: Theme; colab: Theme } = {
  aldhannah: createTheme(aldhannahTokens),
  colab: createTheme(colabTokens),
};

export type BrandName = keyof typeof themes;
