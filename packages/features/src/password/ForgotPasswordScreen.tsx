import {
  DEFAULT_CALLING_CODE,
  type forgotPasswordFormSchema,
  MOBILE_MAX_DIGITS,
  makeForgotPasswordFormSchema,
  REDIRECT_LONG_MS,
  resetPasswordFormSchema,
  Status,
  uaeToday,
} from '@portal/contract';
import { Button, DatePicker, Form, Heading, Link, PhoneField, Stack, Text, toast } from '@portal/ui';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { httpStatus, serverStatus, type UiMessage } from '../api/errors';
import { Bidi } from '../i18n/Bidi';
import { useMessageText } from '../i18n/useMessageText';
import { useRuleText } from '../i18n/useRuleText';
import { check, useCheckedForm } from '../shared/account/forms';
import { callingCodeOf, countryOfCallingCode } from '../shared/account/IdentityFields';
import { accountErrorMessage, bodyMessage } from '../shared/account/messages';
import { NewPasswordFields } from '../shared/account/NewPasswordFields';
import { OtpForm, type OtpOutcome } from '../shared/account/OtpForm';
import { useResetPasswordMutation, useSendOtpForPasswordMutation, useVerifyPasswordOtpMutation } from './api';
import { strings } from './i18n/strings';

export const ready = strings.ready;

type ForgotOutput = ReturnType<typeof forgotPasswordFormSchema.parse>;

/** Who asked for the reset: the verified mobile and date of birth. */
interface Requester {
  callingCode: string;
  mobile: string;
  dateOfBirth: string;
}

type Step =
  | { name: 'details' }
  | { name: 'otp'; requester: Requester; validity: number }
  | { name: 'password'; requester: Requester; otp: string };

const STEP_NUMBER: Record<Step['name'], number> = { details: 1, otp: 2, password: 3 };

/**
 * /home/forgotpassword (spec sections 2, 4, 5, 8): mobile and date of birth send a reset OTP; the
 * verified code allows a new password; after the reset, the login screen.
 */
export function ForgotPasswordScreen() {
  const { t } = useTranslation('password');
  const headingId = useId();
  const [step, setStep] = useState<Step>({ name: 'details' });

  const heading = (
    <Stack gap="xs">
      <Text elementType="p" tone="muted" size="sm">
        <Bidi>{t('forgot.step', { step: STEP_NUMBER[step.name], total: 3 })}</Bidi>
      </Text>
      <Heading level={1} id={headingId}>
        {step.name === 'otp'
          ? t('otp.title', { ns: 'account' })
          : t(step.name === 'details' ? 'forgot.title' : 'forgot.newTitle')}
      </Heading>
    </Stack>
  );

  if (step.name === 'otp') {
    return (
      <ResetOtp
        heading={heading}
        headingId={headingId}
        requester={step.requester}
        validity={step.validity}
        onVerified={(otp) => setStep({ name: 'password', requester: step.requester, otp })}
      />
    );
  }
  if (step.name === 'password') {
    return (
      <NewPassword
        heading={heading}
        headingId={headingId}
        requester={step.requester}
        otp={step.otp}
        onCodeRefused={() => setStep({ name: 'details' })}
      />
    );
  }
  return (
    <Details
      heading={heading}
      headingId={headingId}
      onOtpSent={(requester, validity) => setStep({ name: 'otp', requester, validity })}
    />
  );
}

interface StepProps {
  heading: ReactNode;
  headingId: string;
}

/** Sends the reset code; the answer's statuses become the spec's messages. */
function useSendResetOtp() {
  const { t } = useTranslation('account');
  const messageText = useMessageText();
  const [send, { isLoading }] = useSendOtpForPasswordMutation();

  async function sendOtp(requester: Requester): Promise<{ validity: number } | { refused: UiMessage }> {
    const result = await send(requester);
    if (result.error) {
      const message = accountErrorMessage(result.error, {
        network: 'toManyAttempt',
        byStatus: { 403: 'auth.accountLocked' },
        fallback: 'otpSendError',
      });
      toast.error(messageText(message));
      return { refused: message };
    }
    if (result.data.message.status === Status.NotFound || result.data.otpValidity === null) {
      const message = bodyMessage(result.data.message, 'auth.userNotRegistered');
      toast.error(messageText(message));
      return { refused: message };
    }
    toast.success(t('otpSendSuccess'));
    return { validity: result.data.otpValidity };
  }

  return { sendOtp, isSending: isLoading };
}

const DETAILS_FIELDS = ['mobile', 'dateOfBirth'] as const;
type DetailsField = (typeof DETAILS_FIELDS)[number];

interface DetailsValues {
  mobileCountry: string;
  mobile: string;
  dateOfBirth: string | null;
}

function Details({
  heading,
  headingId,
  onOtpSent,
}: StepProps & { onOtpSent: (r: Requester, v: number) => void }) {
  const { t } = useTranslation('password');
  const ruleText = useRuleText();
  const messageText = useMessageText();
  const { sendOtp, isSending } = useSendResetOtp();
  const form = useCheckedForm<DetailsValues, DetailsField, ForgotOutput>(
    { mobileCountry: countryOfCallingCode(DEFAULT_CALLING_CODE), mobile: '', dateOfBirth: null },
    (values) =>
      check<ForgotOutput, DetailsField>(makeForgotPasswordFormSchema(uaeToday), {
        mobile: values.mobile,
        dateOfBirth: values.dateOfBirth ?? '',
      }),
    DETAILS_FIELDS,
  );
  const [dobRefused, setDobRefused] = useState<UiMessage>();

  function update<K extends keyof DetailsValues>(field: K, value: DetailsValues[K]) {
    setDobRefused(undefined);
    form.update(field, value);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    const checked = form.submit();
    if (!checked) return;
    const requester = { callingCode: callingCodeOf(form.values.mobileCountry), ...checked };
    const sent = await sendOtp(requester);
    if ('validity' in sent) {
      onOtpSent(requester, sent.validity);
    } else if ('key' in sent.refused && sent.refused.key === 'account.invalidDateOfBirth') {
      setDobRefused(sent.refused);
    }
  }

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        {heading}
        <Text elementType="p" tone="muted">
          {t('forgot.intro')}
        </Text>
      </Stack>
      <Form onSubmit={handleSubmit} aria-labelledby={headingId}>
        <Stack gap="lg" ref={form.formRef}>
          <div data-field="mobile">
            <PhoneField
              label={t('login.mobile')}
              value={form.values.mobile}
              onChange={(value) => update('mobile', value.slice(0, MOBILE_MAX_DIGITS))}
              country={form.values.mobileCountry}
              onCountryChange={(country) => update('mobileCountry', country.countryCode)}
              isCountrySelectable
              countryLabel={t('login.callingCode')}
              errorMessage={ruleText(form.errors.mobile)}
              maxLength={MOBILE_MAX_DIGITS}
              name="mobile"
            />
          </div>
          <div data-field="dateOfBirth">
            <DatePicker
              label={t('field.dateOfBirth', { ns: 'account' })}
              value={form.values.dateOfBirth}
              onChange={(value) => update('dateOfBirth', value)}
              maxValue={uaeToday()}
              errorMessage={ruleText(form.errors.dateOfBirth) ?? (dobRefused && messageText(dobRefused))}
              calendarLabel={t('field.calendar', { ns: 'account' })}
              name="dateOfBirth"
            />
          </div>
          <Button type="submit" fullWidth isPending={isSending}>
            {t('forgot.sendOtp')}
          </Button>
        </Stack>
      </Form>
      <Link href="/home/login" variant="standalone">
        {t('otp.backToLogin', { ns: 'account' })}
      </Link>
    </Stack>
  );
}

interface ResetOtpProps extends StepProps {
  requester: Requester;
  validity: number;
  onVerified: (otp: string) => void;
}

function ResetOtp({ heading, headingId, requester, validity, onVerified }: ResetOtpProps) {
  const messageText = useMessageText();
  const { t } = useTranslation('account');
  const [verifyOtp, { isLoading: isVerifying }] = useVerifyPasswordOtpMutation();
  const [send, { isLoading: isResending }] = useSendOtpForPasswordMutation();

  async function verify(otp: string): Promise<OtpOutcome> {
    const result = await verifyOtp({ callingCode: requester.callingCode, mobile: requester.mobile, otp });
    if (!result.error && result.data.validOtp) {
      onVerified(otp);
      return 'done';
    }
    const message = messageText(
      result.error
        ? accountErrorMessage(result.error, { network: 'toManyAttempt', fallback: 'auth.invalidOtp' })
        : bodyMessage(result.data.message, 'auth.invalidOtp'),
    );
    toast.error(message);
    return { wrong: message };
  }

  async function resend(): Promise<number | null> {
    const result = await send(requester);
    return result.error || result.data.otpValidity === null ? null : result.data.otpValidity;
  }

  return (
    <OtpForm
      callingCode={requester.callingCode}
      mobile={requester.mobile}
      validity={validity}
      onVerify={verify}
      onResend={resend}
      isVerifying={isVerifying}
      isResending={isResending}
      heading={heading}
      headingId={headingId}
    >
      <Link href="/home/login" variant="standalone">
        {t('otp.backToLogin')}
      </Link>
    </OtpForm>
  );
}

const NEW_PASSWORD_FIELDS = ['newPassword', 'confirmPassword'] as const;
type NewPasswordField = (typeof NEW_PASSWORD_FIELDS)[number];

interface NewPasswordProps extends StepProps {
  requester: Requester;
  otp: string;
  onCodeRefused: () => void;
}

function NewPassword({ heading, headingId, requester, otp, onCodeRefused }: NewPasswordProps) {
  const { t } = useTranslation('password');
  const navigate = useNavigate();
  const messageText = useMessageText();
  const [reset, { isLoading }] = useResetPasswordMutation();
  const form = useCheckedForm(
    { newPassword: '', confirmPassword: '' },
    (values) => check<typeof values, NewPasswordField>(resetPasswordFormSchema, values),
    NEW_PASSWORD_FIELDS,
  );
  const [locked, setLocked] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading || locked) return;
    const checked = form.submit();
    if (!checked) return;
    const result = await reset({
      callingCode: requester.callingCode,
      mobile: requester.mobile,
      otp,
      newPassword: checked.newPassword,
    });
    if (!result.error) {
      toast.success(t('resetPassSuccess'));
      await navigate('/home/login', { replace: true });
      return;
    }
    const status = httpStatus(result.error);
    toast.error(
      messageText(
        accountErrorMessage(result.error, {
          ns: 'password',
          network: 'toManyAttempt',
          byStatus: { 403: 'auth.accountLocked' },
          fallback: 'resetPassError',
        }),
      ),
    );
    if (status === 403 && serverStatus(result.error) === Status.AccountLocked) {
      // As on the OTP screens (spec section 4): the message, then the login screen after 3 s.
      setLocked(true);
      redirectTimer.current = setTimeout(
        () => void navigate('/home/login', { replace: true }),
        REDIRECT_LONG_MS,
      );
    } else if (status === 400 && serverStatus(result.error) === Status.Invalid) {
      // The code was refused (expired, or its tries are spent): ask for a new one.
      onCodeRefused();
    }
  }

  return (
    <Stack gap="xl">
      {heading}
      <Form onSubmit={handleSubmit} aria-labelledby={headingId}>
        <Stack gap="lg" ref={form.formRef}>
          <NewPasswordFields
            names={NEW_PASSWORD_FIELDS}
            values={form.values}
            errors={form.errors}
            onChange={form.update}
          />
          <Button type="submit" fullWidth isPending={isLoading} isDisabled={locked}>
            {t('forgot.reset')}
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}
