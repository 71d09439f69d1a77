import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Namespace, UiMessage } from '../api/errors';

/** `t` for a key of any namespace: UiMessage pairs each key with its namespace, which t cannot follow. */
type Translate = (key: string, options: Record<string, unknown> & { ns?: Namespace }) => string;

/**
 * Turns a UiMessage into the text to show in the current language: its key, or the server's own
 * text for a message this client has no words for.
 */
export function useMessageText(): (message: UiMessage) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: UiMessage) => {
      if (message.key === undefined) return message.text;
      const options = { ...message.params, ns: message.ns };
      if (message.text !== undefined && !i18n.exists(message.key, options)) return message.text;
      return (t as unknown as Translate)(message.key, options);
    },
    [t, i18n],
  );
}
