import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isKnownCode, messageOfCode } from '../api/messages';
import { isTranslationKey } from './locales/en';
import { useMessageText } from './useMessageText';

/**
 * Translates what a field's error slot holds: a contract rule's message key (from `fieldErrors`),
 * or a server message code ('family.duplicateDocumentId') a form found itself or the server sent.
 */
export function useRuleText(): (key: string | undefined) => string | undefined {
  const { t } = useTranslation();
  const messageText = useMessageText();
  return useCallback(
    (key: string | undefined) => {
      if (key === undefined) return undefined;
      if (isTranslationKey(key)) return t(key);
      return isKnownCode(key) ? messageText(messageOfCode(key)) : t('somethingWentWrong');
    },
    [t, messageText],
  );
}
