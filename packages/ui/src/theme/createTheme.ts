import { baseTokens } from './tokens';
import type { BrandTokens, Theme } from './types';

/** Builds a full theme from a brand's palette and overrides; the rest comes from the base tokens. */
export function createTheme(brand: BrandTokens): Theme {
  return {
    ...baseTokens,
    name: brand.name,
    colors: { ...baseTokens.colors, ...brand.colors },
    radii: { ...baseTokens.radii, ...brand.radii },
    fonts: { ...baseTokens.fonts, ...brand.fonts },
    fontSizes: { ...baseTokens.fontSizes, ...brand.fontSizes },
    fontWeights: { ...baseTokens.fontWeights, ...brand.fontWeights },
    lineHeights: { ...baseTokens.lineHeights, ...brand.lineHeights },
    space: { ...baseTokens.space, ...brand.space },
    shadows: { ...baseTokens.shadows, ...brand.shadows },
    motion: {
      durations: { ...baseTokens.motion.durations, ...brand.motion?.durations },
      easing: { ...baseTokens.motion.easing, ...brand.motion?.easing },
    },
  };
}
