export { contrastFailures, contrastRatio, relativeLuminance } from './contrast';
export { createTheme } from './createTheme';
export { below, useMediaQuery } from './media';
export { testTheme } from './testTheme';
export { baseTokens } from './tokens';
export type {
  BrandTokens,
  SpaceToken,
  Theme,
  ThemeBreakpoints,
  ThemeColors,
  ThemeFontSizes,
  ThemeFonts,
  ThemeFontWeights,
  ThemeLayoutSizes,
  ThemeLineHeights,
  ThemeMotion,
  ThemeRadii,
  ThemeShadows,
  ThemeSizes,
  ThemeSpace,
  ThemeZIndices,
} from './types';
