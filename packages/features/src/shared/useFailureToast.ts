import { toast } from '@portal/ui';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../api/errors';
import { useMessageText } from '../i18n/useMessageText';

/**
 * A list that failed to load says the server's message in an error toast of 3 s (spec section 8),
 * once per failed call (a retry that fails again says it again); the screen shows its own error
 * state with a retry beside it.
 */
export function useFailureToast(error: FetchBaseQueryError | SerializedError | undefined): void {
  const messageText = useMessageText();
  // The text in the language on show when the call failed; a later switch does not repeat it.
  const latest = useRef(messageText);
  latest.current = messageText;
  useEffect(() => {
    if (error) toast.error(latest.current(errorMessage(error)));
  }, [error]);
}
