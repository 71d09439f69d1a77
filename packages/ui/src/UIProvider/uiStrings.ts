import { useLocale } from 'react-aria-components';
import type { Locale } from './UIProvider';

/**
 * A component's own words, one plain object per language (strings/*.ts); typed with the English
 * object, so the Arabic one must carry every key. One module per component, so each language's words
 * travel in the chunk of the component that uses them rather than all on the sign-in path. A label
 * prop still wins over them. The Arabic is the app's own wording wherever its bundles translate the
 * same English (features/src/i18n, booking/i18n). Numbers go in as the components always showed them
 * (Western digits); react-aria's own words (calendar, toast region) come localised from react-aria.
 */
export type UIStrings<T> = Record<Locale, T>;

/** The words of `strings` in the language of the nearest UIProvider (react-aria's locale, which it sets). */
export function useUIStrings<T>(strings: UIStrings<T>): T {
  return strings[useLocale().locale.startsWith('ar') ? 'ar' : 'en'];
}
