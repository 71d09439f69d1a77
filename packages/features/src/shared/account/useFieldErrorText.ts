import type { MessageCode } from '@portal/contract';
import { useCallback } from 'react';
import { messageOfCode } from '../../api/messages';
import { useMessageText } from '../../i18n/useMessageText';
import { useRuleText } from '../../i18n/useRuleText';

/**
 * The text of what a form field's error slot holds: a contract rule's key (useRuleText), or a
 * server message code of the form 'area.name' that the form found itself or the server sent
 * ('family.duplicateDocumentId'). Kept off the sign-in path, whose fields only meet rule keys.
 */
export function useFieldErrorText(): (key: string | undefined) => string | undefined {
  const ruleText = useRuleText();
  const messageText = useMessageText();
  return useCallback(
    (key: string | undefined) =>
      key?.includes('.') ? messageText(messageOfCode(key as MessageCode)) : ruleText(key),
    [ruleText, messageText],
  );
}
