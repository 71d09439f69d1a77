import './styled';

export type { ButtonProps } from './Button';
export { Button } from './Button';
export type { CardProps } from './Card';
export { Card } from './Card';
export type { CarouselItem, CarouselProps } from './Carousel';
export { Carousel } from './Carousel';
export type { HeadingProps } from './Heading';
export { Heading } from './Heading';
export type { LinkProps } from './Link';
export { Link } from './Link';
export type { OtpFieldProps } from './OtpField';
export { OtpField } from './OtpField';
export type { PasswordFieldProps } from './PasswordField';
export { PasswordField } from './PasswordField';
export type { FullScreenLoaderProps, SpinnerProps } from './Spinner';
export { FullScreenLoader, Spinner } from './Spinner';
export type { StackProps } from './Stack';
export { Stack } from './Stack';
export type { TextProps } from './Text';
export { Text } from './Text';
export type { TextFieldProps } from './TextField';
export { TextField } from './TextField';
export type { ToastContent, ToastOptions, ToastTone } from './Toast';
export { ToastRegion, toast } from './Toast';
export type {
  BrandName,
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
} from './theme';
export { baseTokens, contrastRatio, createTheme, themes } from './theme';
export type { Locale, UIProviderProps } from './UIProvider';
export { UIProvider, useLocaleDirection } from './UIProvider';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export { VisuallyHidden } from './VisuallyHidden';
