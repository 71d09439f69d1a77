import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isTranslationKey } from './locales/en';

/** Translates a contract rule's message key (from `fieldErrors`) for a field's error slot. */
export function useRuleText(): (key: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (key: string | undefined) =>
      key === undefined ? undefined : t(isTranslationKey(key) ? key : 'somethingWentWrong'),
    [t],
  );
}
