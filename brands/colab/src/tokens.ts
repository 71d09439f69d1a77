import type { BrandTokens } from '@portal/ui';

/** Colab: deep indigo-purple. */
export const tokens: BrandTokens = {
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
