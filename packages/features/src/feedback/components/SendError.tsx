import { Alert } from '@portal/ui';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { serverCode } from '../../api/errors';
import { en } from '../i18n/en';

type Key = keyof typeof en;
const isOwnKey = (code: string | undefined): code is Key => code !== undefined && Object.hasOwn(en, code);

/**
 * A send that failed: the server's feedback rule when it names one, else 'Something went wrong!
 * Try again' (spec section 8).
 */
export function SendError({ error }: { error: FetchBaseQueryError | SerializedError | undefined }) {
  const { t } = useTranslation('feedback');
  if (!error) return null;
  const code = serverCode(error);
  return <Alert tone="error">{t(isOwnKey(code) && code.startsWith('feedback.') ? code : 'sendError')}</Alert>;
}
