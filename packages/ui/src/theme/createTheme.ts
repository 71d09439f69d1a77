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
    shadows: { ...baseTokens.shadows, ...brand.shadows },
  };
}
