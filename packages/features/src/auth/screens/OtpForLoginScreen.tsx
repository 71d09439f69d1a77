import { REDIRECT_LONG_MS, Status } from '@portal/contract';
import { Heading, Link, toast } from '@portal/ui';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { errorMessage, httpStatus, serverStatus } from '../../api/errors';
import { useMessageText } from '../../i18n/useMessageText';
import { strings } from '../../shared/account/i18n/strings';
import { OtpForm, type OtpOutcome } from '../../shared/account/OtpForm';
import { preloadSignedInLanding } from '../../shared/landing';
import { useAppSelector } from '../../store/hooks';
import { selectSessionUser } from '../../store/session';
import { useIdentifyMutation, useLoginMutation } from '../api';
import { clearPendingLogin, isOtpForLoginState, type OtpForLoginState, pendingPassword } from '../loginFlow';

// The one-time-code step's strings are the account forms' (shared with registration and the reset).
export const ready = strings.ready;

/**
 * /home/otpforlogin. Reached only from the login screen; otherwise back to /home/login, or on to
 * the dashboard once signed in (the screen can still be on show while the dashboard loads).
 */
export function OtpForLoginScreen() {
  const { state } = useLocation();
  const signedIn = useAppSelector(selectSessionUser) !== null;
  const challenge = isOtpForLoginState(state) ? state : null;
  const password = challenge ? pendingPassword(challenge.callingCode, challenge.mobile) : undefined;
  if (!challenge || password === undefined) {
    return <Navigate to={signedIn ? '/auth/dashboard' : '/home/login'} replace />;
  }
  return <OtpForLogin challenge={challenge} password={password} />;
}

interface OtpForLoginProps {
  challenge: OtpForLoginState;
  password: string;
}

function OtpForLogin({ challenge, password }: OtpForLoginProps) {
  const { callingCode, mobile } = challenge;
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const messageText = useMessageText();
  const headingId = useId();
  const [login, { isLoading: isVerifying }] = useLoginMutation();
  const [identify, { isLoading: isResending }] = useIdentifyMutation();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  useEffect(preloadSignedInLanding, []);

  async function verify(otp: string): Promise<OtpOutcome> {
    const result = await login({ callingCode, mobile, password, otp });
    if (!result.error) {
      clearPendingLogin();
      await navigate('/auth/dashboard', { replace: true });
      return 'done';
    }
    const status = httpStatus(result.error);
    const message = messageText(
      errorMessage(result.error, {
        network: 'toManyAttempt',
        byStatus: { 400: 'auth.invalidOtp', 403: 'auth.accountLocked', 429: 'auth.dailyLoginLimit' },
      }),
    );
    toast.error(message);
    if (status === 403 || serverStatus(result.error) === Status.AccountLocked) {
      // Spec section 4: show the server's message, then back to login after 3 s.
      clearPendingLogin();
      redirectTimer.current = setTimeout(
        () => void navigate('/home/login', { replace: true }),
        REDIRECT_LONG_MS,
      );
      return 'locked';
    }
    return status === 400 ? { wrong: message } : 'done';
  }

  async function resend(): Promise<number | null> {
    const result = await identify({ callingCode, mobile, password, isInvokedForLogin: true });
    return result.error || !result.data.otpSent ? null : result.data.otpValidity;
  }

  return (
    <OtpForm
      callingCode={callingCode}
      mobile={mobile}
      validity={challenge.otpValidity}
      onVerify={verify}
      onResend={resend}
      autoSubmit
      isVerifying={isVerifying}
      isResending={isResending}
      heading={
        <Heading level={1} id={headingId}>
          {t('otp.title')}
        </Heading>
      }
      headingId={headingId}
    >
      <Link href="/home/login" variant="standalone">
        {t('otp.backToLogin')}
      </Link>
    </OtpForm>
  );
}
