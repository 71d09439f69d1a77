import { useLocale } from 'react-aria-components';

/** The text direction of the locale given to the nearest UIProvider. */
export function useLocaleDirection(): 'ltr' | 'rtl' {
  return useLocale().direction;
}
