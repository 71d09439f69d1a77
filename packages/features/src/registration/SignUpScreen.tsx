import { makeSignUpFormSchema, REDIRECT_LONG_MS, type signUpFormSchema, uaeToday } from '@portal/contract';
import { Button, ErrorSummary, Form, PageHeader, Stack, toast } from '@portal/ui';
import type { ParseKeys } from 'i18next';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useMessageText } from '../i18n/useMessageText';
import { displayDocumentId } from '../shared/account/DocumentIdField';
import { check, useCheckedForm } from '../shared/account/forms';
import { countryOfCallingCode } from '../shared/account/IdentityFields';
import { accountErrorMessage } from '../shared/account/messages';
import { NewPasswordFields } from '../shared/account/NewPasswordFields';
import {
  PERSONAL_FIELDS,
  PERSONAL_LABELS,
  PersonalDetailsFields,
  type PersonalField,
  type PersonalValues,
  useErrorSummary,
} from '../shared/account/PersonalDetailsFields';
import { useRegisterMutation } from './api';
import { strings } from './i18n/strings';
import {
  clearVerifiedRegistration,
  type VerifiedRegistration,
  verifiedRegistration,
} from './registrationFlow';

export const ready = strings.ready;

type SignUpOutput = ReturnType<typeof signUpFormSchema.parse>;
type Field = PersonalField | 'password' | 'confirmPassword';
const PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;
const FIELD_ORDER: readonly Field[] = [...PERSONAL_FIELDS, ...PASSWORD_FIELDS];
const LABELS: Partial<Record<Field, ParseKeys<'account'>>> = {
  ...PERSONAL_LABELS,
  password: 'field.password',
  confirmPassword: 'field.confirmPassword',
};

interface Values extends PersonalValues {
  password: string;
  confirmPassword: string;
}

/** /home/sign-up: reached only with a verified registration; otherwise back to /home/register. */
export function SignUpScreen() {
  // Read once: the flow is cleared on the way out, and this screen must not bounce meanwhile.
  const [registration] = useState(verifiedRegistration);
  if (!registration) return <Navigate to="/home/register" replace />;
  return <SignUp registration={registration} />;
}

/**
 * The full registration form (spec sections 2, 4, 5), prefilled from the prospect user; mobile,
 * date of birth and document are fixed. Success opens the session and the dashboard; a refusal
 * shows its message and reaches the login screen after 3 s.
 */
function SignUp({ registration }: { registration: VerifiedRegistration }) {
  const { prospect } = registration;
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const messageText = useMessageText();
  const headingId = useId();
  const [register, { isLoading }] = useRegisterMutation();
  const form = useCheckedForm<Values, Field, SignUpOutput>(
    () => ({
      firstName: prospect.firstName,
      lastName: prospect.lastName,
      email: prospect.email,
      genderId: prospect.genderId,
      countryId: prospect.countryId,
      mobileCountry: countryOfCallingCode(prospect.callingCode),
      mobile: prospect.mobile,
      dateOfBirth: prospect.dateOfBirth,
      documentTypeId: prospect.documentTypeId,
      documentId: displayDocumentId(prospect.documentTypeId, prospect.documentNumber),
      password: '',
      confirmPassword: '',
    }),
    (values) =>
      check<SignUpOutput, Field>(makeSignUpFormSchema(uaeToday), {
        ...values,
        genderId: values.genderId ?? undefined,
        countryId: values.countryId ?? undefined,
        // What the registration verified, not what is on screen.
        dateOfBirth: prospect.dateOfBirth,
        documentTypeId: prospect.documentTypeId,
        documentId: prospect.documentNumber,
      }),
    FIELD_ORDER,
  );
  const summary = useErrorSummary(FIELD_ORDER, form.errors, LABELS);
  const [leaving, setLeaving] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading || leaving) return;
    const checked = form.submit();
    if (!checked) return;
    const { confirmPassword: _confirm, ...details } = checked;
    const result = await register({
      ...details,
      callingCode: prospect.callingCode,
      mobile: prospect.mobile,
      otp: registration.otp,
      referenceId: registration.referenceId,
    });
    if (!result.error) {
      await navigate('/auth/dashboard', { replace: true });
      clearVerifiedRegistration();
      return;
    }
    // Spec section 4: the message, then the login screen after 3 s.
    toast.error(
      messageText(accountErrorMessage(result.error, { ns: 'registration', fallback: 'saveRegError' })),
    );
    setLeaving(true);
    redirectTimer.current = setTimeout(() => {
      clearVerifiedRegistration();
      void navigate('/home/login', { replace: true });
    }, REDIRECT_LONG_MS);
  }

  return (
    <Stack gap="xl">
      <PageHeader headingId={headingId} title={t('signUp.title')} description={t('signUp.intro')} />

      <ErrorSummary
        errors={summary}
        title={t('form.errorSummary', { ns: 'account' })}
        focusKey={form.attempts}
      />

      <Form onSubmit={handleSubmit} aria-labelledby={headingId}>
        <Stack gap="lg" ref={form.formRef}>
          <PersonalDetailsFields
            values={form.values}
            errors={form.errors}
            onChange={form.update}
            fixed={{ mobile: true, dateOfBirth: true, document: true }}
          />
          <NewPasswordFields
            names={PASSWORD_FIELDS}
            values={form.values}
            errors={form.errors}
            onChange={form.update}
          />
          <Button type="submit" fullWidth isPending={isLoading} isDisabled={leaving}>
            {t('signUp.submit')}
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}
