import type { BrandTokens } from '@portal/ui';

/** Al Dhannah: deep hospital teal. */
export const tokens: BrandTokens = {
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
