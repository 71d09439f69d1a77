export type { Locale, NavigationOptions, UIProviderProps } from './UIProvider';
export { UIProvider } from './UIProvider';
export { useLocaleDirection } from './useLocaleDirection';
