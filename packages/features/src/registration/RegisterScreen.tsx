import {
  DEFAULT_CALLING_CODE,
  type IdentifyRegistrationRequest,
  MOBILE_MAX_DIGITS,
  makeRegisterFormSchema,
  REDIRECT_SHORT_MS,
  type registerFormSchema,
  uaeToday,
} from '@portal/contract';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  DatePicker,
  Form,
  Heading,
  Link,
  PhoneField,
  Select,
  Stack,
  Text,
  toast,
} from '@portal/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DocumentIdField, displayDocumentId } from '../account/DocumentIdField';
import { check, type FieldErrors, focusFirstError } from '../account/forms';
import { accountErrorMessage, textMessage } from '../account/messages';
import { OtpForm, type OtpOutcome } from '../auth/OtpForm';
import { accountStringsReady } from '../i18n/accountStrings';
import { useMessageText } from '../i18n/useMessageText';
import { useRuleText } from '../i18n/useRuleText';
import { useDocumentTypesQuery } from '../masterdata/api';
import { useLookupLabel, useLookupOptions } from '../masterdata/lookups';
import { useIdentifyForRegistrationMutation, useVerifyOtpForRegistrationMutation } from './api';
import { type Policy, PolicyDialog } from './PolicyDialog';
import { holdVerifiedRegistration } from './registrationFlow';

export const ready = accountStringsReady;

type RegisterFormOutput = ReturnType<typeof registerFormSchema.parse>;
type Field = 'mobile' | 'documentTypeId' | 'documentId' | 'dateOfBirth';
const FIELD_ORDER: readonly Field[] = ['mobile', 'documentTypeId', 'documentId', 'dateOfBirth'];

export interface RegisterFormValues {
  mobile: string;
  documentTypeId: number | null;
  documentId: string;
  /** ISO from the date picker; null while empty or incomplete. */
  dateOfBirth: string | null;
  acceptTerms: boolean;
}

const EMPTY: RegisterFormValues = {
  mobile: '',
  documentTypeId: null,
  documentId: '',
  dateOfBirth: null,
  acceptTerms: false,
};

/** The register form checked by the contract's rules; the parsed value is ready for identify. */
export function validateRegisterForm(values: RegisterFormValues, today = uaeToday) {
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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ruleText = useRuleText();
  const messageText = useMessageText();
  const headingId = useId();
  const formRef = useRef<HTMLElement>(null);
  const documentTypes = useDocumentTypesQuery();
  const documentTypeOptions = useLookupOptions(documentTypes.data);
  const [identify, { isLoading }] = useIdentifyForRegistrationMutation();
  const [values, setValues] = useState<RegisterFormValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState<IdentifyRegistrationRequest | null>(null);
  const [policy, setPolicy] = useState<Policy | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const documentTypeLabel = useLookupLabel(documentTypes.data, confirming?.documentTypeId);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  function update<K extends keyof RegisterFormValues>(field: K, value: RegisterFormValues[K]) {
    const next = { ...values, [field]: value };
    if (field === 'documentTypeId' && value !== values.documentTypeId) next.documentId = '';
    setValues(next);
    if (submitted) {
      const verdict = validateRegisterForm(next);
      setErrors(verdict.ok ? {} : verdict.errors);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading || !values.acceptTerms) return;
    setSubmitted(true);
    const verdict = validateRegisterForm(values);
    if (!verdict.ok) {
      setErrors(verdict.errors);
      focusFirstError(formRef.current, FIELD_ORDER, verdict.errors);
      return;
    }
    setErrors({});
    const { acceptTerms: _accepted, ...details } = verdict.value;
    setConfirming({ ...details, callingCode: DEFAULT_CALLING_CODE, isInvokedForLogin: false });
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
      toast.error(messageText(textMessage(data.message.message[0], 'mobileAlreadyRegistered')));
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
    toast.success(t('otpSendSuccess'));
    onOtpSent({ body, referenceId: data.referenceId, validity: data.otpValidity });
  }

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1} id={headingId}>
          {t('register.title')}
        </Heading>
        <Text elementType="p" tone="muted">
          {t('register.intro')}
        </Text>
      </Stack>

      <Form onSubmit={handleSubmit} aria-labelledby={headingId}>
        <Stack gap="lg" ref={formRef}>
          <div data-field="mobile">
            <PhoneField
              label={t('login.mobile')}
              value={values.mobile}
              onChange={(value) => update('mobile', value.slice(0, MOBILE_MAX_DIGITS))}
              errorMessage={ruleText(errors.mobile)}
              maxLength={MOBILE_MAX_DIGITS}
              name="mobile"
            />
          </div>
          <div data-field="documentTypeId">
            <Select
              label={t('field.documentType')}
              placeholder={t('field.choose')}
              options={documentTypeOptions}
              value={values.documentTypeId}
              onChange={(key) => update('documentTypeId', key === null ? null : Number(key))}
              errorMessage={
                ruleText(errors.documentTypeId) ?? (documentTypes.isError ? t('lookupError') : undefined)
              }
              isDisabled={documentTypes.isLoading}
              name="documentTypeId"
            />
          </div>
          <div data-field="documentId">
            <DocumentIdField
              documentTypeId={values.documentTypeId}
              value={values.documentId}
              onChange={(value) => update('documentId', value)}
              errorMessage={ruleText(errors.documentId)}
            />
          </div>
          <div data-field="dateOfBirth">
            <DatePicker
              label={t('field.dateOfBirth')}
              value={values.dateOfBirth}
              onChange={(value) => update('dateOfBirth', value)}
              maxValue={uaeToday()}
              errorMessage={ruleText(errors.dateOfBirth)}
              calendarLabel={t('field.calendar')}
              name="dateOfBirth"
            />
          </div>
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
        closeLabel={t('common.close')}
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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const messageText = useMessageText();
  const headingId = useId();
  const [verifyOtp, { isLoading: isVerifying }] = useVerifyOtpForRegistrationMutation();
  const [identify, { isLoading: isResending }] = useIdentifyForRegistrationMutation();

  async function verify(otp: string): Promise<OtpOutcome> {
    const result = await verifyOtp({ referenceId: step.referenceId, otp });
    if (result.error) {
      const message = messageText(accountErrorMessage(result.error, { fallback: 'otpVerifyError' }));
      toast.error(message);
      return { wrong: message };
    }
    const { data } = result;
    if (data.validOtp && data.prospectUser) {
      holdVerifiedRegistration({ referenceId: step.referenceId, otp, prospect: data.prospectUser });
      await navigate('/home/sign-up');
      return 'done';
    }
    const message = messageText(textMessage(data.message.message[0], 'otpVerifyError'));
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
          {t('otp.title')}
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
