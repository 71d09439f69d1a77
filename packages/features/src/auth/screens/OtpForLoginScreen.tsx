import {
  fieldErrors,
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  otpFormSchema,
  REDIRECT_LONG_MS,
  Status,
} from '@portal/contract';
import { Button, Heading, Link, OtpField, Stack, Text, toast } from '@portal/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { errorMessage, httpStatus, serverStatus } from '../../api/errors';
import { useMessageText } from '../../i18n/useMessageText';
import { useRuleText } from '../../i18n/useRuleText';
import { useIdentifyMutation, useLoginMutation } from '../api';
import {
  clearPendingLogin,
  isOtpForLoginState,
  maskMobile,
  type OtpForLoginState,
  pendingPassword,
} from '../loginFlow';
import { useCountdown } from '../useCountdown';

const MaskedNumber = styled.bdi`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** /home/otpforlogin. Reached only from the login screen; otherwise back to /home/login. */
export function OtpForLoginScreen() {
  const { state } = useLocation();
  const challenge = isOtpForLoginState(state) ? state : null;
  const password = challenge ? pendingPassword(challenge.callingCode, challenge.mobile) : undefined;
  if (!challenge || password === undefined) return <Navigate to="/home/login" replace />;
  return <OtpForLogin challenge={challenge} password={password} />;
}

interface OtpForLoginProps {
  challenge: OtpForLoginState;
  password: string;
}

function OtpForLogin({ challenge, password }: OtpForLoginProps) {
  const { callingCode, mobile } = challenge;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const messageText = useMessageText();
  const ruleText = useRuleText();
  const headingId = useId();
  const [login, { isLoading: isVerifying }] = useLoginMutation();
  const [identify, { isLoading: isResending }] = useIdentifyMutation();
  const { remaining, restart } = useCountdown(OTP_RESEND_SECONDS);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();
  const [validity, setValidity] = useState(challenge.otpValidity);
  const [locked, setLocked] = useState(false);
  // Bumped after a wrong code: the field remounts empty and takes focus again.
  const [attempt, setAttempt] = useState(0);
  const inFlight = useRef(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  async function verify(code: string) {
    if (inFlight.current || locked) return;
    const parsed = otpFormSchema.safeParse({ otp: code });
    if (!parsed.success) {
      setError(ruleText(fieldErrors(parsed.error).otp));
      return;
    }
    inFlight.current = true;
    try {
      const result = await login({ callingCode, mobile, password, otp: code });
      if (!result.error) {
        clearPendingLogin();
        await navigate('/auth/dashboard', { replace: true });
        return;
      }
      const status = httpStatus(result.error);
      const message = messageText(
        errorMessage(result.error, { byStatus: { 400: 'otpVerifyError', 403: 'accountLocked' } }),
      );
      toast.error(message);
      if (status === 403 || serverStatus(result.error) === Status.AccountLocked) {
        // Spec section 4: show the server's message, then back to login after 3 s.
        setLocked(true);
        clearPendingLogin();
        redirectTimer.current = setTimeout(
          () => void navigate('/home/login', { replace: true }),
          REDIRECT_LONG_MS,
        );
      } else if (status === 400) {
        setError(message);
        setOtp('');
        setAttempt((n) => n + 1);
      }
    } finally {
      inFlight.current = false;
    }
  }

  async function resend() {
    const result = await identify({ callingCode, mobile, password, isInvokedForLogin: true });
    if (result.error || !result.data.otpSent) {
      toast.error(t('otpSendError'));
      return;
    }
    setValidity(result.data.otpValidity);
    setOtp('');
    setError(undefined);
    restart();
    toast.success(t('otpSendSuccess'));
  }

  function handleSubmit(event: FormEvent<HTMLElement>) {
    event.preventDefault();
    void verify(otp);
  }

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1} id={headingId}>
          {t('otp.title')}
        </Heading>
        <Text elementType="p">
          {t('otp.sentTo')} <MaskedNumber dir="ltr">{maskMobile(callingCode, mobile)}</MaskedNumber>
        </Text>
        <Text elementType="p" tone="muted">
          {t('otp.validity', { count: validity })}
        </Text>
      </Stack>

      <Stack as="form" gap="lg" onSubmit={handleSubmit} aria-labelledby={headingId}>
        <OtpField
          key={attempt}
          label={t('otp.label')}
          length={OTP_LENGTH}
          value={otp}
          onChange={(value) => {
            setOtp(value);
            if (error) setError(undefined);
          }}
          onComplete={(value) => void verify(value)}
          errorMessage={error}
          isDisabled={locked}
          autoFocus
          name="otp"
        />
        <Button type="submit" fullWidth isPending={isVerifying} isDisabled={locked}>
          {t('otp.verify')}
        </Button>
      </Stack>

      <Stack direction="row" gap="md" justify="space-between" align="center" wrap>
        <Button variant="ghost" onPress={resend} isDisabled={remaining > 0 || locked} isPending={isResending}>
          {remaining > 0 ? t('otp.resendIn', { seconds: remaining }) : t('otp.resend')}
        </Button>
        <Link href="/home/login" variant="standalone">
          {t('otp.backToLogin')}
        </Link>
      </Stack>
    </Stack>
  );
}
