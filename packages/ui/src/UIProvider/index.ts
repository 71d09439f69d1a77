export type { Locale, UIProviderProps } from './UIProvider';
export { UIProvider } from './UIProvider';
export { useLocaleDirection } from './useLocaleDirection';
