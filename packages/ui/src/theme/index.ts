export { contrastRatio, relativeLuminance } from './contrast';
export { createTheme } from './createTheme';
export type { BrandName } from './themes';
export { themes } from './themes';
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
  ThemeLineHeights,
  ThemeMotion,
  ThemeRadii,
  ThemeShadows,
  ThemeSizes,
  ThemeSpace,
  ThemeZIndices,
} from './types';
