import {
  fieldErrors,
  MASKED_VISIBLE_DIGITS,
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  otpFormSchema,
} from '@portal/contract';
import { Button, maskMobile, OtpField, Stack, Text, toast } from '@portal/ui';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Bidi } from '../../i18n/Bidi';
import { useRuleText } from '../../i18n/useRuleText';
import { useCountdown } from './useCountdown';

const MaskedNumber = styled.bdi`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * What a verification attempt came to. 'done' leaves the form as it is (the caller moves on);
 * `wrong` clears the field, shows the message on it and focuses it again; 'locked' disables it.
 */
export type OtpOutcome = 'done' | 'locked' | { wrong: string };

export interface OtpFormProps {
  callingCode: string;
  mobile: string;
  /** Minutes the first code stays valid, as the server said. */
  validity: number;
  /** Checks the code (already known to be 6 digits). */
  onVerify: (otp: string) => Promise<OtpOutcome>;
  /**
   * Asks for a new code; answers its validity in minutes, or when sending failed null (the
   * generic 'Error in sending otp') or the server's own words (a 429's text).
   */
  onResend: () => Promise<number | { failed: string } | null>;
  /** Verify as soon as the sixth digit is in (the login OTP screen, spec section 5). @default false */
  autoSubmit?: boolean;
  isVerifying?: boolean;
  isResending?: boolean;
  /** The step's heading (an h1 or h2 with an id), shown above the number. */
  heading: ReactNode;
  /** The heading's id: it names the form. */
  headingId: string;
  /** Links under the resend button, e.g. back to login. */
  children?: ReactNode;
}

/**
 * The one-time-code step every flow shares (login, registration, password reset): the masked
 * number, the validity, the six-digit field with the OTP rules, Verify, and Resend behind the
 * 60-second countdown (spec sections 4, 5 and 9).
 */
export function OtpForm({
  callingCode,
  mobile,
  validity: firstValidity,
  onVerify,
  onResend,
  autoSubmit = false,
  isVerifying = false,
  isResending = false,
  heading,
  headingId,
  children,
}: OtpFormProps) {
  const { t } = useTranslation('account');
  const ruleText = useRuleText();
  const { remaining, restart } = useCountdown(OTP_RESEND_SECONDS);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();
  const [validity, setValidity] = useState(firstValidity);
  const [locked, setLocked] = useState(false);
  // Bumped after a wrong code: the field remounts empty and takes focus again.
  const [attempt, setAttempt] = useState(0);
  const inFlight = useRef(false);

  async function verify(code: string) {
    if (inFlight.current || locked) return;
    const parsed = otpFormSchema.safeParse({ otp: code });
    if (!parsed.success) {
      setError(ruleText(fieldErrors(parsed.error).otp));
      return;
    }
    inFlight.current = true;
    try {
      const outcome = await onVerify(code);
      if (outcome === 'locked') {
        setLocked(true);
      } else if (outcome !== 'done') {
        setError(outcome.wrong);
        setOtp('');
        setAttempt((n) => n + 1);
      }
    } finally {
      inFlight.current = false;
    }
  }

  async function resend() {
    const next = await onResend();
    if (next === null || typeof next === 'object') {
      toast.error(next?.failed ?? t('otpSendError'));
      return;
    }
    setValidity(next);
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
        {heading}
        <Text elementType="p">
          {t('otp.sentTo')}{' '}
          <MaskedNumber dir="ltr">
            +{callingCode} {maskMobile(mobile, MASKED_VISIBLE_DIGITS)}
          </MaskedNumber>
        </Text>
        <Text elementType="p" tone="muted">
          <Bidi>{t('otp.validity', { count: validity })}</Bidi>
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
          onComplete={autoSubmit ? (value) => void verify(value) : undefined}
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
          <Bidi>{remaining > 0 ? t('otp.resendIn', { seconds: remaining }) : t('otp.resend')}</Bidi>
        </Button>
        {children}
      </Stack>
    </Stack>
  );
}
