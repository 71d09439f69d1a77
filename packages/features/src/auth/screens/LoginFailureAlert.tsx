import { Alert, Link } from '@portal/ui';
import { useTranslation } from 'react-i18next';

interface LoginFailureAlertProps {
  /** The answer's text, in the language on show. */
  text: string;
  /** Adds the lock rule (a wrong password or a locked account). */
  lockout?: boolean;
  /** Offers the registration link (a mobile that is not registered). */
  register?: boolean;
}

/**
 * Why the last submit did not sign in, inside the login form. Its own chunk, off the sign-in path
 * (the ui Alert and its icons): the login screen fetches it while the credentials are checked.
 */
export function LoginFailureAlert({ text, lockout = false, register = false }: LoginFailureAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      tone="error"
      action={
        register && (
          <Link href="/home/register" variant="standalone">
            {t('login.register')}
          </Link>
        )
      }
    >
      <span>{text}</span>
      {lockout && (
        <>
          {' '}
          <span>{t('login.lockoutRule')}</span>
        </>
      )}
    </Alert>
  );
}
