export { contrastRatio, relativeLuminance } from './contrast';
export { createTheme } from './createTheme';
export { below } from './media';
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
  ThemeLayoutSizes,
  ThemeLineHeights,
  ThemeMotion,
  ThemeRadii,
  ThemeShadows,
  ThemeSizes,
  ThemeSpace,
  ThemeZIndices,
} from './types';
