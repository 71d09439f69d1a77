import { makeSignUpFormSchema, REDIRECT_LONG_MS, type signUpFormSchema, uaeToday } from '@portal/contract';
import {
  Button,
  DatePicker,
  ErrorSummary,
  Form,
  Heading,
  PasswordField,
  PhoneField,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Text,
  TextField,
  toast,
} from '@portal/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { DocumentIdField, displayDocumentId } from '../account/DocumentIdField';
import { check, type FieldErrors, focusFirstError } from '../account/forms';
import { accountErrorMessage } from '../account/messages';
import { accountStringsReady } from '../i18n/accountStrings';
import { useMessageText } from '../i18n/useMessageText';
import { useRuleText } from '../i18n/useRuleText';
import { useCountriesQuery, useDocumentTypesQuery, useGendersQuery } from '../masterdata/api';
import { useLookupLabel, useLookupOptions } from '../masterdata/lookups';
import { useRegisterMutation } from './api';
import {
  clearVerifiedRegistration,
  type VerifiedRegistration,
  verifiedRegistration,
} from './registrationFlow';

export const ready = accountStringsReady;

type SignUpOutput = ReturnType<typeof signUpFormSchema.parse>;
type Field =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'genderId'
  | 'countryId'
  | 'dateOfBirth'
  | 'documentTypeId'
  | 'documentId'
  | 'password'
  | 'confirmPassword';
const FIELD_ORDER: readonly Field[] = [
  'firstName',
  'lastName',
  'email',
  'genderId',
  'countryId',
  'dateOfBirth',
  'documentTypeId',
  'documentId',
  'password',
  'confirmPassword',
];

interface Editable {
  firstName: string;
  lastName: string;
  email: string;
  genderId: number | null;
  countryId: number | null;
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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ruleText = useRuleText();
  const messageText = useMessageText();
  const headingId = useId();
  const formRef = useRef<HTMLElement>(null);
  const genders = useGendersQuery();
  const countries = useCountriesQuery();
  const documentTypes = useDocumentTypesQuery();
  const genderOptions = useLookupOptions(genders.data);
  const countryOptions = useLookupOptions(countries.data, true);
  const documentTypeLabel = useLookupLabel(documentTypes.data, prospect.documentTypeId);
  const [register, { isLoading }] = useRegisterMutation();
  const [values, setValues] = useState<Editable>({
    firstName: prospect.firstName,
    lastName: prospect.lastName,
    email: prospect.email,
    genderId: prospect.genderId,
    countryId: prospect.countryId,
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const validate = (editable: Editable) =>
    check<SignUpOutput, Field>(makeSignUpFormSchema(uaeToday), {
      ...editable,
      genderId: editable.genderId ?? undefined,
      countryId: editable.countryId ?? undefined,
      dateOfBirth: prospect.dateOfBirth,
      documentTypeId: prospect.documentTypeId,
      documentId: prospect.documentNumber,
    });

  function update<K extends keyof Editable>(field: K, value: Editable[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) {
      const verdict = validate(next);
      setErrors(verdict.ok ? {} : verdict.errors);
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading || leaving) return;
    setSubmitted(true);
    const verdict = validate(values);
    if (!verdict.ok) {
      setErrors(verdict.errors);
      focusFirstError(formRef.current, FIELD_ORDER, verdict.errors);
      return;
    }
    setErrors({});
    const { confirmPassword: _confirm, ...details } = verdict.value;
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
    toast.error(messageText(accountErrorMessage(result.error, { fallback: 'saveRegError' })));
    setLeaving(true);
    redirectTimer.current = setTimeout(() => {
      clearVerifiedRegistration();
      void navigate('/home/login', { replace: true });
    }, REDIRECT_LONG_MS);
  }

  const summary = FIELD_ORDER.flatMap((field) => {
    const message = ruleText(errors[field]);
    return message ? [{ name: field, message }] : [];
  });

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1} id={headingId}>
          {t('signUp.title')}
        </Heading>
        <Text elementType="p" tone="muted">
          {t('signUp.intro')}
        </Text>
      </Stack>

      <ErrorSummary errors={summary} title={t('form.errorSummary')} />

      <Form onSubmit={handleSubmit} aria-labelledby={headingId}>
        <Stack gap="lg" ref={formRef}>
          <div data-field="firstName">
            <TextField
              label={t('field.firstName')}
              value={values.firstName}
              onChange={(value) => update('firstName', value)}
              errorMessage={ruleText(errors.firstName)}
              autoComplete="given-name"
              name="firstName"
            />
          </div>
          <div data-field="lastName">
            <TextField
              label={t('field.lastName')}
              value={values.lastName}
              onChange={(value) => update('lastName', value)}
              errorMessage={ruleText(errors.lastName)}
              autoComplete="family-name"
              name="lastName"
            />
          </div>
          <div data-field="email">
            <TextField
              label={t('field.email')}
              value={values.email}
              onChange={(value) => update('email', value)}
              errorMessage={ruleText(errors.email)}
              type="email"
              inputMode="email"
              autoComplete="email"
              name="email"
            />
          </div>
          <div data-field="genderId">
            <RadioGroup
              label={t('field.gender')}
              orientation="horizontal"
              value={values.genderId === null ? null : String(values.genderId)}
              onChange={(value) => update('genderId', Number(value))}
              errorMessage={ruleText(errors.genderId) ?? (genders.isError ? t('lookupError') : undefined)}
              name="genderId"
            >
              {genderOptions.map((option) => (
                <Radio key={option.id} value={String(option.id)}>
                  {option.label}
                </Radio>
              ))}
            </RadioGroup>
          </div>
          <div data-field="countryId">
            <Select
              label={t('field.nationality')}
              placeholder={t('field.choose')}
              options={countryOptions}
              value={values.countryId}
              onChange={(key) => update('countryId', key === null ? null : Number(key))}
              errorMessage={ruleText(errors.countryId) ?? (countries.isError ? t('lookupError') : undefined)}
              isDisabled={countries.isLoading}
              name="countryId"
            />
          </div>
          <PhoneField label={t('login.mobile')} value={prospect.mobile} isReadOnly name="mobile" />
          <div data-field="dateOfBirth">
            <DatePicker
              label={t('field.dateOfBirth')}
              value={prospect.dateOfBirth}
              isReadOnly
              errorMessage={ruleText(errors.dateOfBirth)}
              calendarLabel={t('field.calendar')}
              name="dateOfBirth"
            />
          </div>
          <TextField
            label={t('field.documentType')}
            value={documentTypeLabel}
            isReadOnly
            name="documentType"
          />
          <div data-field="documentId">
            <DocumentIdField
              documentTypeId={prospect.documentTypeId}
              value={displayDocumentId(prospect.documentTypeId, prospect.documentNumber)}
              errorMessage={ruleText(errors.documentId)}
              isReadOnly
            />
          </div>
          <div data-field="password">
            <PasswordField
              label={t('field.password')}
              value={values.password}
              onChange={(value) => update('password', value)}
              errorMessage={ruleText(errors.password)}
              description={t('field.passwordHint')}
              showLabel={t('login.showPassword')}
              hideLabel={t('login.hidePassword')}
              autoComplete="new-password"
              name="password"
            />
          </div>
          <div data-field="confirmPassword">
            <PasswordField
              label={t('field.confirmPassword')}
              value={values.confirmPassword}
              onChange={(value) => update('confirmPassword', value)}
              errorMessage={ruleText(errors.confirmPassword)}
              showLabel={t('login.showPassword')}
              hideLabel={t('login.hidePassword')}
              autoComplete="new-password"
              name="confirmPassword"
            />
          </div>
          <Button type="submit" fullWidth isPending={isLoading} isDisabled={leaving}>
            {t('signUp.submit')}
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}
