import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiMessage } from '../api/errors';

/** Turns a UiMessage into the text to show in the current language. */
export function useMessageText(): (message: UiMessage) => string {
  const { t } = useTranslation();
  return useCallback((message: UiMessage) => ('key' in message ? t(message.key) : message.text), [t]);
}
