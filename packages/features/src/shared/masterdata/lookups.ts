import type { LookupItem } from '@portal/contract';
import type { ComboBoxOption, SelectOption } from '@portal/ui';
import { useMemo } from 'react';
import { useLanguage } from '../../i18n/useLanguage';

/** A lookup's text in the language on show. */
export function lookupText(item: LookupItem, language: string): string {
  return language === 'ar' && item.textAr ? item.textAr : item.text;
}

/** Select options of a lookup list, labelled in the language on show (nationalities sorted by name). */
export function useLookupOptions(items: readonly LookupItem[] | undefined, sort = false): SelectOption[] {
  const language = useLanguage();
  return useMemo(() => {
    const options = (items ?? []).map((item) => ({ id: item.id, label: lookupText(item, language) }));
    if (sort) options.sort((a, b) => a.label.localeCompare(b.label, language));
    return options;
  }, [items, language, sort]);
}

/**
 * Options for a ComboBox, labelled in the language on show and sorted by that label, each also
 * found by its name in the other language (a patient may know a country by either).
 */
export function useSearchableLookupOptions(items: readonly LookupItem[] | undefined): ComboBoxOption[] {
  const language = useLanguage();
  return useMemo(() => {
    const options = (items ?? []).map((item) => {
      const label = lookupText(item, language);
      const keywords = [item.text, item.textAr].filter(
        (text): text is string => Boolean(text) && text !== label,
      );
      return { id: item.id, label, keywords };
    });
    return options.sort((a, b) => a.label.localeCompare(b.label, language));
  }, [items, language]);
}

/** The text of the lookup entry with `id`, or '' when it is unknown or the list is still loading. */
export function useLookupLabel(
  items: readonly LookupItem[] | undefined,
  id: number | null | undefined,
): string {
  const language = useLanguage();
  const item = id == null ? undefined : items?.find((entry) => entry.id === id);
  return item ? lookupText(item, language) : '';
}
