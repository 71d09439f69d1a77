/** Colour roles. Components pick a role, never a raw colour, so a brand is a palette swap. */
export interface ThemeColors {
  primary: string;
  primaryHover: string;
  primaryPressed: string;
  /** Tinted background for ghost hovers and selected states; primary text must stay AA on it. */
  primarySubtle: string;
  onPrimary: string;
  surface: string;
  surfaceAlt: string;
  background: string;
  text: string;
  textMuted: string;
  /** Decorative dividers and card outlines (no contrast requirement). */
  border: string;
  /** Control outlines: WCAG 1.4.11 asks for 3:1 against the surface. */
  borderStrong: string;
  focus: string;
  danger: string;
  dangerHover: string;
  onDanger: string;
  success: string;
  warning: string;
  info: string;
  /** Scrim behind full-screen overlays. */
  overlay: string;
}

export interface ThemeSpace {
  none: string;
  xxs: string;
  xs: string;
  sm: string;
  md: string;
  lg: string;
  xl: string;
  xxl: string;
  xxxl: string;
}

export interface ThemeRadii {
  sm: string;
  md: string;
  lg: string;
  pill: string;
}

export interface ThemeFonts {
  /** Latin text (English UI). */
  body: string;
  /** Arabic UI; falls back to the Latin face for embedded Latin words and digits. */
  arabic: string;
}

export interface ThemeFontSizes {
  xs: string;
  sm: string;
  md: string;
  lg: string;
  xl: string;
  xxl: string;
  xxxl: string;
}

export interface ThemeFontWeights {
  regular: number;
  semibold: number;
  bold: number;
}

export interface ThemeLineHeights {
  tight: number;
  normal: number;
  relaxed: number;
}

export interface ThemeShadows {
  none: string;
  sm: string;
  md: string;
  lg: string;
}

export interface ThemeMotion {
  durations: { fast: string; normal: string; slow: string; spin: string };
  easing: { standard: string; emphasized: string; linear: string };
}

export interface ThemeBreakpoints {
  sm: string;
  md: string;
  lg: string;
}

/** Fixed dimensions of controls and indicators. */
export interface ThemeSizes {
  borderWidth: string;
  focusRingWidth: string;
  focusRingOffset: string;
  /** 44px: the minimum touch target of WCAG 2.5.5. */
  control: string;
  icon: string;
  spinner: { sm: string; md: string; lg: string };
  otpBox: string;
  toastWidth: string;
  /** Inline accent stripe on toasts and callouts. */
  accent: string;
}

export interface ThemeZIndices {
  overlay: number;
  toast: number;
}

export interface Theme {
  /** Brand identifier, e.g. 'aldhannah'. */
  name: string;
  colors: ThemeColors;
  space: ThemeSpace;
  radii: ThemeRadii;
  fonts: ThemeFonts;
  fontSizes: ThemeFontSizes;
  fontWeights: ThemeFontWeights;
  lineHeights: ThemeLineHeights;
  shadows: ThemeShadows;
  motion: ThemeMotion;
  breakpoints: ThemeBreakpoints;
  sizes: ThemeSizes;
  zIndices: ThemeZIndices;
}

/** Keys of the space scale, e.g. for `<Stack gap="md">`. */
export type SpaceToken = keyof ThemeSpace;

/**
 * What a brand supplies: its palette (the primary family and focus colour are required, every
 * other colour defaults to the shared neutral palette) and optional shape/typography overrides.
 */
export interface BrandTokens {
  name: string;
  colors: Pick<
    ThemeColors,
    'primary' | 'primaryHover' | 'primaryPressed' | 'primarySubtle' | 'onPrimary' | 'focus'
  > &
    Partial<ThemeColors>;
  radii?: Partial<ThemeRadii>;
  fonts?: Partial<ThemeFonts>;
  shadows?: Partial<ThemeShadows>;
}
