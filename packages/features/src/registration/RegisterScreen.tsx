import {
  DEFAULT_CALLING_CODE,
  type IdentifyRegistrationRequest,
  makeRegisterFormSchema,
  REDIRECT_SHORT_MS,
  type registerFormSchema,
  uaeToday,
} from '@portal/contract';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  Form,
  Heading,
  Link,
  PageHeader,
  Stack,
  Text,
  toast,
} from '@portal/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMessageText } from '../i18n/useMessageText';
import { displayDocumentId } from '../shared/account/DocumentIdField';
import { check, useCheckedForm } from '../shared/account/forms';
import {
  callingCodeOf,
  countryOfCallingCode,
  IDENTITY_FIELDS,
  IdentityFields,
  type IdentityValues,
  withDetail,
} from '../shared/account/IdentityFields';
import { accountErrorMessage, bodyMessage } from '../shared/account/messages';
import { OtpForm, type OtpOutcome } from '../shared/account/OtpForm';
import { useDocumentTypesQuery } from '../shared/masterdata/api';
import { useLookupLabel } from '../shared/masterdata/lookups';
import { useIdentifyForRegistrationMutation, useVerifyOtpForRegistrationMutation } from './api';
import { strings } from './i18n/strings';
import { type Policy, PolicyDialog } from './PolicyDialog';
import { holdVerifiedRegistration } from './registrationFlow';

export const ready = strings.ready;

type RegisterFormOutput = ReturnType<typeof registerFormSchema.parse>;
type Field = (typeof IDENTITY_FIELDS)[number];

export interface RegisterFormValues extends IdentityValues {
  acceptTerms: boolean;
}

const EMPTY: RegisterFormValues = {
  mobileCountry: countryOfCallingCode(DEFAULT_CALLING_CODE),
  mobile: '',
  documentTypeId: null,
  documentId: '',
  dateOfBirth: null,
  acceptTerms: false,
};

/** The register form checked by the contract's rules; the parsed value is ready for identify. */
export function validateRegisterForm(values: Omit<RegisterFormValues, 'mobileCountry'>, today = uaeToday) {
  return check<RegisterFormOutput, Field>(makeRegisterFormSchema(today), {
    mobile: values.mobile,
    documentTypeId: values.documentTypeId ?? undefined,
    documentId: values.documentId,
    dateOfBirth: values.dateOfBirth ?? '',
    acceptTerms: values.acceptTerms,
  });
}

interface OtpStep {
  body: IdentifyRegistrationRequest;
  referenceId: string;
  validity: number;
}

/**
 * /home/register (spec sections 2, 4, 5): mobile, document type and id, date of birth and the
 * terms; a confirmation that the document cannot change later; identify in registration mode;
 * then the registration OTP, whose verification opens /home/sign-up.
 */
export function RegisterScreen() {
  const [otpStep, setOtpStep] = useState<OtpStep | null>(null);
  return otpStep ? (
    <RegistrationOtp step={otpStep} onStep={setOtpStep} onBack={() => setOtpStep(null)} />
  ) : (
    <RegisterForm onOtpSent={setOtpStep} />
  );
}

function RegisterForm({ onOtpSent }: { onOtpSent: (step: OtpStep) => void }) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const messageText = useMessageText();
  const headingId = useId();
  const documentTypes = useDocumentTypesQuery();
  const [identify, { isLoading }] = useIdentifyForRegistrationMutation();
  const form = useCheckedForm<RegisterFormValues, Field, RegisterFormOutput>(
    EMPTY,
    (values) => validateRegisterForm(values),
    IDENTITY_FIELDS,
  );
  const { values } = form;
  const [confirming, setConfirming] = useState<IdentifyRegistrationRequest | null>(null);
  const [policy, setPolicy] = useState<Policy | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const documentTypeLabel = useLookupLabel(documentTypes.data, confirming?.documentTypeId);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const update = <K extends keyof RegisterFormValues>(field: K, value: RegisterFormValues[K]) =>
    form.change(withDetail(values, field, value));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading || !values.acceptTerms) return;
    const details = form.submit();
    if (!details) return;
    const { acceptTerms: _accepted, ...identity } = details;
    setConfirming({
      ...identity,
      callingCode: callingCodeOf(values.mobileCountry),
      isInvokedForLogin: false,
    });
  }

  async function sendOtp(body: IdentifyRegistrationRequest) {
    const result = await identify(body);
    if (result.error) {
      toast.error(
        messageText(
          accountErrorMessage(result.error, { network: 'toManyAttempt', fallback: 'otpSendError' }),
        ),
      );
      return;
    }
    const { data } = result;
    if (data.isExistingUser) {
      // Spec section 4: the message, then the login screen after 2 s.
      toast.error(messageText(bodyMessage(data.message, 'account.mobileAlreadyRegistered')));
      redirectTimer.current = setTimeout(
        () => void navigate('/home/login', { replace: true }),
        REDIRECT_SHORT_MS,
      );
      return;
    }
    if (!data.otpSent || !data.referenceId) {
      toast.error(t('otpSendError'));
      return;
    }
    toast.success(t('otpSendSuccess', { ns: 'account' }));
    onOtpSent({ body, referenceId: data.referenceId, validity: data.otpValidity });
  }

  return (
    <Stack gap="xl">
      <PageHeader headingId={headingId} title={t('register.title')} description={t('register.intro')} />

      <Form onSubmit={handleSubmit} aria-labelledby={headingId}>
        <Stack gap="lg" ref={form.formRef}>
          <IdentityFields values={values} errors={form.errors} onChange={update} />
          <Stack gap="xs">
            <Checkbox isSelected={values.acceptTerms} onChange={(value) => update('acceptTerms', value)}>
              {t('register.acceptTerms')}
            </Checkbox>
            <Stack direction="row" gap="sm" wrap>
              <Button variant="ghost" onPress={() => setPolicy('terms')}>
                {t('terms.title')}
              </Button>
              <Button variant="ghost" onPress={() => setPolicy('privacy')}>
                {t('privacy.title')}
              </Button>
            </Stack>
          </Stack>
          <Button type="submit" fullWidth isDisabled={!values.acceptTerms} isPending={isLoading}>
            {t('register.continue')}
          </Button>
        </Stack>
      </Form>

      <Text elementType="p">
        {t('register.haveAccount')}{' '}
        <Link href="/home/login" variant="inline">
          {t('login.submit')}
        </Link>
      </Text>

      <PolicyDialog policy={policy} onClose={() => setPolicy(null)} />
      <ConfirmDialog
        title={t('register.confirmTitle')}
        isOpen={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        confirmLabel={t('register.confirm')}
        cancelLabel={t('register.edit')}
        closeLabel={t('common.close', { ns: 'account' })}
        isPending={isLoading}
        onConfirm={async () => {
          if (confirming) await sendOtp(confirming);
        }}
      >
        <Stack gap="sm">
          <Text elementType="p">{t('register.confirmBody')}</Text>
          {confirming && (
            <Text elementType="p">
              {documentTypeLabel}:{' '}
              <bdi dir="ltr">{displayDocumentId(confirming.documentTypeId, confirming.documentId)}</bdi>
            </Text>
          )}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}

interface RegistrationOtpProps {
  step: OtpStep;
  onStep: (step: OtpStep) => void;
  onBack: () => void;
}

function RegistrationOtp({ step, onStep, onBack }: RegistrationOtpProps) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const messageText = useMessageText();
  const headingId = useId();
  const [verifyOtp, { isLoading: isVerifying }] = useVerifyOtpForRegistrationMutation();
  const [identify, { isLoading: isResending }] = useIdentifyForRegistrationMutation();

  async function verify(otp: string): Promise<OtpOutcome> {
    const result = await verifyOtp({ referenceId: step.referenceId, otp });
    if (result.error) {
      const message = messageText(accountErrorMessage(result.error, { fallback: 'auth.invalidOtp' }));
      toast.error(message);
      return { wrong: message };
    }
    const { data } = result;
    if (data.validOtp && data.prospectUser) {
      holdVerifiedRegistration({ referenceId: step.referenceId, otp, prospect: data.prospectUser });
      await navigate('/home/sign-up');
      return 'done';
    }
    const message = messageText(bodyMessage(data.message, 'auth.invalidOtp'));
    toast.error(message);
    return { wrong: message };
  }

  async function resend(): Promise<number | null> {
    const result = await identify({ ...step.body, referenceId: step.referenceId });
    if (result.error || !result.data.otpSent || !result.data.referenceId) return null;
    onStep({ ...step, referenceId: result.data.referenceId, validity: result.data.otpValidity });
    return result.data.otpValidity;
  }

  return (
    <OtpForm
      callingCode={step.body.callingCode}
      mobile={step.body.mobile}
      validity={step.validity}
      onVerify={verify}
      onResend={resend}
      isVerifying={isVerifying}
      isResending={isResending}
      heading={
        <Heading level={1} id={headingId}>
          {t('otp.title', { ns: 'account' })}
        </Heading>
      }
      headingId={headingId}
    >
      <Button variant="ghost" onPress={onBack}>
        {t('register.changeDetails')}
      </Button>
    </OtpForm>
  );
}
