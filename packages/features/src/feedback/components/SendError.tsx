import { Alert } from '@portal/ui';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { errorMessage, httpStatus } from '../../api/errors';
import { useMessageText } from '../../i18n/useMessageText';

/**
 * A send that failed: a refusal's own rule (the incident date, the text, an e-mail), else 'Something
 * went wrong! Try again' (spec section 8).
 */
export function SendError({ error }: { error: FetchBaseQueryError | SerializedError | undefined }) {
  const { t } = useTranslation('feedback');
  const messageText = useMessageText();
  if (!error) return null;
  return (
    <Alert tone="error">
      {httpStatus(error) === 400 ? messageText(errorMessage(error)) : t('sendError')}
    </Alert>
  );
}
