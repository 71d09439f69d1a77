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
  /** Tinted backgrounds of status surfaces (alerts, badges); the matching status colour and `text` stay AA on them. */
  successSubtle: string;
  warningSubtle: string;
  dangerSubtle: string;
  infoSubtle: string;
  /** Placeholder blocks (skeletons, image fallbacks): decorative, no contrast requirement. */
  placeholder: string;
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
  /** Codes and reference numbers whose characters must line up (bundled, like the others). */
  mono: string;
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
  /** `shimmer` is one sweep of a skeleton's highlight. */
  durations: { fast: string; normal: string; slow: string; spin: string; shimmer: string };
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
  avatar: { sm: string; md: string; lg: string };
  /** Checkbox and radio boxes. */
  toggle: string;
  switchTrack: { inline: string; block: string };
  /** Height of progress bar and meter tracks. */
  track: string;
  /** Smallest width of a count badge (a single digit makes a circle). */
  countBadge: string;
  /** Step markers of a Stepper. */
  stepMarker: string;
  tooltipMaxWidth: string;
  /** The notifications dropdown: 336 px high at most, 50 characters wide. */
  popover: { maxBlock: string; inline: string };
  menuMinWidth: string;
  dialog: { sm: string; md: string; lg: string };
  drawer: string;
  /** Side navigation of the app shell on wide screens. */
  sidebar: string;
  /** Height of the app shell's header bar. */
  header: string;
  /** Readable width of the main content column. */
  content: string;
  textAreaMinBlock: string;
  dropZoneMinBlock: string;
  calendarCell: string;
  /** Illustration of empty states and image fallbacks. */
  illustration: string;
  /** A file's preview in a list of uploads (an image's thumbnail or a file icon). */
  thumbnail: string;
  /** Widths and heights of the screens' layout (the features style from these, never literals). */
  layout: ThemeLayoutSizes;
}

export interface ThemeLayoutSizes {
  /** A single column of prose, a form or a video preview. */
  measure: string;
  /** The public pages' form column (login, registration, password reset). */
  formColumn: string;
  /** A side column beside the main one (Split): at least, at most. */
  aside: { min: string; max: string };
  /** The narrowest Split that shows its two columns side by side (narrower, they stack). */
  split: string;
  /** The narrowest card of a grid of cards, or a field that shares its row. */
  tile: string;
  /** The narrowest shortcut of a grid of them (the dashboard's services): three abreast on a phone. */
  shortcut: string;
  /** A lone select above a list (the patient picker). */
  picker: string;
  /** The narrowest field or name that shares its row (a search box, a person's name in a row). */
  fieldMin: string;
  /** The narrowest control beside a field in the same row (a date beside the slots' day). */
  sideControl: string;
  /** The narrowest time-slot chip, and a next-available date chip. */
  chip: { slot: string; date: string };
  /** A long name shown in the header (the chosen hospital). */
  headerText: string;
  /** Logos: in the app header, on the public pages. */
  logo: { header: string; public: string };
  /** What a floating bar at the foot of the page covers (scroll padding keeps focus clear of it). */
  floatingBar: string;
  /** The narrowest summary text beside the floating bar's button. */
  barText: string;
  /** Loading placeholders of a field, a card and a tall card. */
  placeholder: { field: string; dateField: string; card: string; tallCard: string };
}

export interface ThemeZIndices {
  /** Sticky bars inside the page (app header, table header). */
  sticky: number;
  overlay: number;
  /** Popovers, menus and listboxes, above a modal they may open from. */
  popover: number;
  toast: number;
  tooltip: number;
}

export interface Theme {
  /** Brand identifier: the brand's key (its folder under brands/). */
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
  /** Latin and Arabic stacks; a brand font must be bundled (imported from npm), never fetched. */
  fonts?: Partial<ThemeFonts>;
  fontSizes?: Partial<ThemeFontSizes>;
  fontWeights?: Partial<ThemeFontWeights>;
  lineHeights?: Partial<ThemeLineHeights>;
  space?: Partial<ThemeSpace>;
  /** Elevation. */
  shadows?: Partial<ThemeShadows>;
  motion?: { durations?: Partial<ThemeMotion['durations']>; easing?: Partial<ThemeMotion['easing']> };
}
