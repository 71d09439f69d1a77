import {
  documentIdIssue,
  formatDisplayDate,
  formDateOfBirthRule,
  type MessageCode,
  RuleMessage,
  Status,
  type UaePassProspect,
  uaeToday,
} from '@portal/contract';
import { Button, DatePicker, Form, Heading, Link, Spinner, Stack, Text, toast } from '@portal/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { httpStatus, serverCode, serverStatus, type UiMessage } from '../api/errors';
import { useMessageText } from '../i18n/useMessageText';
import { useRuleText } from '../i18n/useRuleText';
import { displayDocumentId } from '../shared/account/DocumentIdField';
import { accountErrorMessage } from '../shared/account/messages';
import { useCountriesQuery, useGendersQuery } from '../shared/masterdata/api';
import { useLookupLabel } from '../shared/masterdata/lookups';
import { useAppDispatch } from '../store/hooks';
import { uaePassApi } from './api';
import { strings } from './i18n/strings';
import { useAuthorizeUaePassUserMutation, useRegisterUaePassUserMutation } from './returnApi';

export const ready = strings.ready;

const LONG_TOAST_MS = 5000;

/** What the provider's ?error= means for the patient. */
function providerErrorMessage(error: string): UiMessage {
  if (error === 'access_denied') return { key: 'uaePass.cancelled', ns: 'uaepass' };
  if (error === 'temporarily_unavailable') return { key: 'uaepass.unavailable', ns: 'account' };
  return { key: 'uaePass.failed', ns: 'account' };
}

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.xl};
  text-align: center;
`;

/**
 * /home/login?code=&state= (or ?error=): the return from UAE PASS (spec sections 4, 7, 8). The code
 * is exchanged once; a linked user lands on the dashboard, a first-time user completes the
 * registration here, an SOP1 user goes back to the provider with isSOP1User=true, and any refusal
 * is told politely before the login form shows again.
 */
export function UaePassReturn() {
  const { t } = useTranslation('uaepass');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const messageText = useMessageText();
  const [params] = useSearchParams();
  const [authorize] = useAuthorizeUaePassUserMutation();
  const [prospect, setProspect] = useState<UaePassProspect | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  // Strict Mode runs effects twice; a code can be exchanged only once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state') ?? undefined;
    const providerError = params.get('error');
    const backToLogin = () => void navigate('/home/login', { replace: true });

    if (!code) {
      const message = providerErrorMessage(providerError ?? '');
      if ('key' in message && message.key === 'uaePass.cancelled')
        toast.info(messageText(message), { timeout: LONG_TOAST_MS });
      else toast.error(messageText(message), { timeout: LONG_TOAST_MS });
      backToLogin();
      return;
    }

    void (async () => {
      const result = await authorize({ accessCode: code, state });
      if (!result.error) {
        if (result.data.kind === 'registration') {
          // The address keeps the spent code: a reload exchanges it again and is refused politely.
          setProspect(result.data.prospect);
          return;
        }
        if (result.data.kind === 'linked') {
          toast.success(t('uaepass.linked', { ns: 'account' }), { timeout: LONG_TOAST_MS });
          await navigate('/auth/profile', { replace: true });
          return;
        }
        await navigate('/auth/dashboard', { replace: true });
        return;
      }
      const isSop1 =
        httpStatus(result.error) === 400 &&
        serverStatus(result.error) === Status.Invalid &&
        serverCode(result.error) === ('uaepass.sop1User' satisfies MessageCode);
      if (isSop1) {
        // Spec section 8: back to the provider's login with isSOP1User=true.
        const config = await dispatch(
          uaePassApi.endpoints.uaePassConfig.initiate(undefined, { subscribe: false }),
        );
        const retry = config.data?.enabled ? config.data.sop1AuthorizeUrl : null;
        if (retry) {
          setRedirecting(true);
          window.location.assign(retry);
          return;
        }
      }
      toast.error(
        messageText(
          accountErrorMessage(result.error, {
            ns: 'account',
            network: 'uaepass.unavailable',
            fallback: 'uaePass.failed',
          }),
        ),
        { timeout: LONG_TOAST_MS },
      );
      backToLogin();
    })();
  }, [authorize, dispatch, messageText, navigate, params, t]);

  if (prospect) return <CompleteUaePassRegistration prospect={prospect} />;
  return (
    <Centered>
      <Spinner label={t(redirecting ? 'uaePass.redirecting' : 'uaePass.signingIn')} size="lg" />
      <Text elementType="p" aria-hidden="true">
        {t(redirecting ? 'uaePass.redirecting' : 'uaePass.signingIn')}
      </Text>
    </Centered>
  );
}

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;

  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

/**
 * A verified UAE PASS user without a portal account: the details UAE PASS asserted, fixed, and the
 * date of birth when UAE PASS did not give it; then POST /auth/registeruaepassuser opens the session.
 */
function CompleteUaePassRegistration({ prospect }: { prospect: UaePassProspect }) {
  const { t } = useTranslation('uaepass');
  const navigate = useNavigate();
  const ruleText = useRuleText();
  const messageText = useMessageText();
  const headingId = useId();
  const genders = useGendersQuery();
  const countries = useCountriesQuery();
  const gender = useLookupLabel(genders.data, prospect.genderId);
  const nationality = useLookupLabel(countries.data, prospect.countryId);
  const [register, { isLoading }] = useRegisterUaePassUserMutation();
  const [dateOfBirth, setDateOfBirth] = useState<string | null>(prospect.dateOfBirth);
  const [error, setError] = useState<string>();

  function checkDateOfBirth(value: string | null): { iso: string } | { error: string } {
    const parsed = formDateOfBirthRule(uaeToday, { required: RuleMessage.dobRequiredError }).safeParse(
      value ?? '',
    );
    if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? RuleMessage.dobFormatError };
    const issue = prospect.documentId
      ? documentIdIssue(prospect.documentTypeId ?? 1, prospect.documentId, parsed.data)
      : null;
    return issue ? { error: issue } : { iso: parsed.data };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    let body: { referenceId: string; dateOfBirth?: string } = { referenceId: prospect.referenceId };
    if (prospect.needsDateOfBirth) {
      const checked = checkDateOfBirth(dateOfBirth);
      if ('error' in checked) {
        setError(checked.error);
        return;
      }
      body = { ...body, dateOfBirth: checked.iso };
    }
    setError(undefined);
    const result = await register(body);
    if (!result.error) {
      await navigate('/auth/dashboard', { replace: true });
      return;
    }
    const message = accountErrorMessage(result.error, {
      ns: 'account',
      network: 'toManyAttempt',
      fallback: 'uaePass.failed',
    });
    const code = serverCode(result.error);
    if (code === ('uaepass.invalidEmiratesIdOrDob' satisfies MessageCode)) {
      setError(RuleMessage.emiratesIdDobError);
      return;
    }
    toast.error(messageText(message), { timeout: LONG_TOAST_MS });
    if (code === ('uaepass.registrationExpired' satisfies MessageCode))
      void navigate('/home/login', { replace: true });
  }

  const rows: Array<[string, string]> = [
    [t('field.name', { ns: 'account' }), `${prospect.firstName} ${prospect.lastName}`],
    [t('login.mobile'), `+${prospect.callingCode} ${prospect.mobile}`],
    [t('field.email', { ns: 'account' }), prospect.email ?? ''],
    [
      t('field.documentId', { ns: 'account' }),
      prospect.documentId ? displayDocumentId(prospect.documentTypeId, prospect.documentId) : '',
    ],
    [t('field.gender', { ns: 'account' }), gender],
    [t('field.nationality', { ns: 'account' }), nationality],
  ];

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1} id={headingId}>
          {t('uaePass.completeTitle')}
        </Heading>
        <Text elementType="p" tone="muted">
          {t('uaePass.completeIntro')}
        </Text>
      </Stack>
      <Details>
        {rows
          .filter(([, value]) => value.trim() !== '')
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        {!prospect.needsDateOfBirth && prospect.dateOfBirth && (
          <div style={{ display: 'contents' }}>
            <dt>{t('field.dateOfBirth', { ns: 'account' })}</dt>
            <dd>
              <bdi dir="ltr">{formatDisplayDate(prospect.dateOfBirth) ?? prospect.dateOfBirth}</bdi>
            </dd>
          </div>
        )}
      </Details>
      <Form onSubmit={handleSubmit} aria-labelledby={headingId}>
        <Stack gap="lg">
          {prospect.needsDateOfBirth && (
            <DatePicker
              label={t('field.dateOfBirth', { ns: 'account' })}
              value={dateOfBirth}
              onChange={(value) => {
                setDateOfBirth(value);
                setError(undefined);
              }}
              maxValue={uaeToday()}
              errorMessage={ruleText(error)}
              calendarLabel={t('field.calendar', { ns: 'account' })}
              name="dateOfBirth"
            />
          )}
          <Button type="submit" fullWidth isPending={isLoading}>
            {t('uaePass.completeSubmit')}
          </Button>
        </Stack>
      </Form>
      <Link href="/home/login" variant="standalone">
        {t('otp.backToLogin', { ns: 'account' })}
      </Link>
    </Stack>
  );
}
