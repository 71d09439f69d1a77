import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Namespace, UiMessage } from '../api/errors';

/** `t` for a key of any namespace: UiMessage pairs each key with its namespace, which t cannot follow. */
type Translate = (key: string, options: { ns?: Namespace }) => string;

/** Turns a UiMessage into the text to show in the current language. */
export function useMessageText(): (message: UiMessage) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: UiMessage) =>
      'key' in message ? (t as unknown as Translate)(message.key, { ns: message.ns }) : message.text,
    [t],
  );
}
