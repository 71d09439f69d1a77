import {
  DEFAULT_CALLING_CODE,
  fieldErrors,
  type LoginForm,
  loginFormSchema,
  MOBILE_MAX_DIGITS,
} from '@portal/contract';
import {
  Button,
  type Country,
  Heading,
  Link,
  PasswordField,
  PhoneField,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@portal/ui';
import { type FormEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { errorMessage, httpStatus, serverStatus, type UiMessage } from '../../api/errors';
import { useBrand } from '../../brand/BrandContext';
import { useMessageText } from '../../i18n/useMessageText';
import { useRuleText } from '../../i18n/useRuleText';
import { UaePassSignIn } from '../../uaepass/UaePassSignIn';
import { useIdentifyMutation } from '../api';
import { strings } from '../i18n/strings';
import { holdPendingLogin, type OtpForLoginState } from '../loginFlow';

// The first screen: its English is in as soon as this module is (strings.ts), Arabic before it shows.
export const ready = strings.ready;

type LoginField = keyof LoginForm;

/**
 * Why the last submit did not sign in, shown in the form until the next submit. `lockout` adds the
 * lock rule (a wrong password or a locked account); `register` offers the registration link.
 */
interface LoginFailure {
  message: UiMessage;
  lockout?: boolean;
  register?: boolean;
}

/** Statuses of the answers a failed password check gives: the lock rule is worth a sentence there. */
const WRONG_PASSWORD_HTTP = 400;
const LOCKED_HTTP = 403;

function validate(form: LoginForm): Partial<Record<LoginField, string>> {
  const result = loginFormSchema.safeParse(form);
  return result.success ? {} : fieldErrors(result.error);
}

const StoreLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The UAE PASS return is its own chunk: most visits to the login screen never need it. */
const UaePassReturn = lazy(() =>
  import('../../uaepass/UaePassReturn').then(async (m) => {
    await m.ready();
    return { default: m.UaePassReturn };
  }),
);

/**
 * Why the last submit did not sign in, styled as the ui Alert's error tone. Plain markup rather than
 * the ui Alert: its icons and dismiss button cost the sign-in first load about 1.7 kB gzip, over the
 * size ceiling (scripts/check-size.mjs).
 */
const Failure = styled.div`
  padding-block: ${({ theme }) => theme.space.md};
  padding-inline: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.danger};
  border-inline-start-width: ${({ theme }) => theme.sizes.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/** The calling code a sign-in starts with (spec section 9: default 971). */
const UAE: Country = { name: 'United Arab Emirates', countryCode: 'AE', phoneCode: DEFAULT_CALLING_CODE };

/**
 * /home/login. It also receives the UAE PASS return (spec section 2: login?code=), which
 * replaces the form until it is handled.
 */

export function LoginScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (params.has('code') || params.has('error')) {
    return (
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <UaePassReturn />
      </Suspense>
    );
  }
  return <CredentialsForm />;
}

/** Mobile and password, then identify sends the login OTP (spec sections 2, 4, 5, 8). */
function CredentialsForm() {
  const { t } = useTranslation('auth');
  const brand = useBrand();
  const navigate = useNavigate();
  const messageText = useMessageText();
  const ruleText = useRuleText();
  const headingId = useId();
  const failureId = useId();
  const [identify, { isLoading }] = useIdentifyMutation();
  const [form, setForm] = useState<LoginForm>({ mobile: '', password: '' });
  const [mobileCountry, setMobileCountry] = useState<Country>(UAE);
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const mobileRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const update = (field: LoginField) => (value: string) => {
    // maxLength covers typing; this also covers paste and autofill. Passwords are never cut.
    const next = { ...form, [field]: field === 'mobile' ? value.slice(0, MOBILE_MAX_DIGITS) : value };
    setForm(next);
    // Errors appear on submit; after that they follow the typing.
    if (submitted) setErrors(validate(next));
  };

  async function handleSubmit(event: FormEvent<HTMLElement>) {
    event.preventDefault();
    if (isLoading) return;
    setSubmitted(true);
    setFailure(null);
    const found = validate(form);
    setErrors(found);
    if (found.mobile) return mobileRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();

    const callingCode = mobileCountry.phoneCode;
    const result = await identify({
      callingCode,
      mobile: form.mobile,
      password: form.password,
      isInvokedForLogin: true,
    });
    if (result.error) {
      const message = errorMessage(result.error, {
        network: 'toManyAttempt',
        byStatus: { 400: 'auth.invalidCredentials', 403: 'auth.accountLocked', 429: 'auth.dailyLoginLimit' },
      });
      const status = httpStatus(result.error);
      setFailure({
        message,
        lockout:
          status === WRONG_PASSWORD_HTTP ||
          status === LOCKED_HTTP ||
          serverStatus(result.error) === 'AccountLocked',
        register: 'key' in message && message.key === 'auth.userNotRegistered',
      });
      return;
    }
    if (!result.data.isExistingUser) {
      setFailure({ message: { key: 'userNotRegister' }, register: true });
      return;
    }
    if (!result.data.otpSent) {
      setFailure({ message: { key: 'otpSendError' } });
      return;
    }
    holdPendingLogin({ callingCode, mobile: form.mobile, password: form.password });
    const state: OtpForLoginState = {
      callingCode,
      mobile: form.mobile,
      otpValidity: result.data.otpValidity,
      referenceId: result.data.referenceId,
    };
    await navigate('/home/otpforlogin', { state });
  }

  const storeLinks = brand.features.appStoreLinks ? brand.appStoreLinks : undefined;

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1} id={headingId}>
          {t('login.title')}
        </Heading>
        <Text elementType="p" tone="muted">
          {t('login.intro')}
        </Text>
      </Stack>

      <Stack
        as="form"
        gap="lg"
        onSubmit={handleSubmit}
        aria-labelledby={headingId}
        aria-describedby={failure ? failureId : undefined}
      >
        {failure && (
          // The server's answer stays in the form (a toast was gone in 3 s) until the next submit.
          <Failure id={failureId} role="alert">
            <span>{messageText(failure.message)}</span>
            {failure.lockout && (
              <>
                {' '}
                <span>{t('login.lockoutRule')}</span>
              </>
            )}
            {failure.register && (
              <>
                {' '}
                <Link href="/home/register" variant="inline">
                  {t('login.register')}
                </Link>
              </>
            )}
          </Failure>
        )}
        <PhoneField
          label={t('login.mobile')}
          value={form.mobile}
          onChange={update('mobile')}
          errorMessage={ruleText(errors.mobile)}
          maxLength={MOBILE_MAX_DIGITS}
          inputRef={mobileRef}
          name="mobile"
          // Registration takes any calling code (+971 first), so signing in does too.
          isCountrySelectable
          country={mobileCountry.countryCode}
          onCountryChange={setMobileCountry}
          countryLabel={t('login.callingCode')}
        />
        <PasswordField
          label={t('login.password')}
          value={form.password}
          onChange={update('password')}
          errorMessage={ruleText(errors.password)}
          showLabel={t('login.showPassword')}
          hideLabel={t('login.hidePassword')}
          autoComplete="current-password"
          inputRef={passwordRef}
          name="password"
        />
        <Link href="/home/forgotpassword" variant="standalone">
          {t('login.forgotPassword')}
        </Link>
        <Button type="submit" fullWidth isPending={isLoading}>
          {t('login.submit')}
        </Button>
      </Stack>

      <UaePassSignIn />

      <Text elementType="p">
        {t('login.noAccount')}{' '}
        <Link href="/home/register" variant="inline">
          {t('login.register')}
        </Link>
      </Text>

      {storeLinks && (
        <Stack gap="sm" as="section" aria-label={t('login.getTheApp')}>
          <Text elementType="p" tone="muted" size="sm">
            {t('login.getTheApp')}
          </Text>
          <StoreLinks>
            <li>
              <Link href={storeLinks.apple} target="_blank" rel="noopener noreferrer" variant="standalone">
                {t('login.appStore')}{' '}
                <VisuallyHidden elementType="span">{t('login.opensInNewTab')}</VisuallyHidden>
              </Link>
            </li>
            <li>
              <Link href={storeLinks.google} target="_blank" rel="noopener noreferrer" variant="standalone">
                {t('login.googlePlay')}{' '}
                <VisuallyHidden elementType="span">{t('login.opensInNewTab')}</VisuallyHidden>
              </Link>
            </li>
          </StoreLinks>
        </Stack>
      )}
    </Stack>
  );
}
