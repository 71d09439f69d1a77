import {
  ASK_DOCTOR_CLOSE_MS,
  type AskDoctorRequest,
  askDoctorRefusal,
  type ContactUsRequest,
  contactRefusal,
  DEFAULT_CALLING_CODE,
  HELP_TEXT_MAX,
  type HelpRefusal,
  MOBILE_MAX_DIGITS,
  NAME_MAX,
} from '@portal/contract';
import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  Dialog,
  Form,
  PhoneField,
  Stack,
  TextArea,
  TextField,
} from '@portal/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiMessage } from '../../api/errors';
import { Bidi } from '../../i18n/Bidi';
import { useMessageText } from '../../i18n/useMessageText';
import { countryOfCallingCode } from '../../shared/account/IdentityFields';
import { accountErrorMessage } from '../../shared/account/messages';
import type { QueryDialogName } from '../../shared/dialogs';
import { useAppSelector } from '../../store/hooks';
import { selectSessionUser } from '../../store/session';
import { useAskDoctorMutation, useContactUsMutation } from '../api';

type Mode = 'email' | 'mobile';

/** The form as typed: Contact Us's fields, and Ask Doctor's modes of communication. */
export interface QueryValues {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  text: string;
  modes: Mode[];
}

type Outcome = { sent: true } | { sent: false; refusal: HelpRefusal } | { sent: false; message: UiMessage };

export interface QueryDialogProps {
  kind: QueryDialogName;
  onClose: () => void;
}

/**
 * Contact Us and Ask Doctor (spec sections 2, 3, 5 and 8): first and last name, e-mail and mobile
 * (from the session, editable; the calling code fixed) and the message; Ask Doctor also asks how
 * to answer (e-mail, mobile or both). The contract's rules (the server's own) refuse with 'Please
 * fill all data', 'Enter a valid mobile no.' or 'Please a enter valid email' before a call; the
 * server's answer says 'We have received your query. We will get back to you soon.' (Ask Doctor
 * then closes after 2 s) or 'Something went wrong' (the form stays, to try again).
 */
export function QueryDialog({ kind, onClose }: QueryDialogProps) {
  const { t } = useTranslation('help');
  const messageText = useMessageText();
  const formId = useId();
  const user = useAppSelector(selectSessionUser);
  const [contactUs, contactState] = useContactUsMutation();
  const [askDoctor, askState] = useAskDoctorMutation();
  const isLoading = contactState.isLoading || askState.isLoading;
  const askingDoctor = kind === 'askDoctor';
  const callingCode = user?.callingCode || DEFAULT_CALLING_CODE;
  const [values, setValues] = useState<QueryValues>(() => ({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    mobile: user?.mobile ?? '',
    text: '',
    modes: [],
  }));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sent = outcome?.sent === true;

  // Ask Doctor: the confirmation stays 2 s (spec section 8), then the dialog closes.
  useEffect(() => {
    if (!sent || !askingDoctor) return;
    const timer = setTimeout(onClose, ASK_DOCTOR_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent, askingDoctor, onClose]);

  const update = <K extends keyof QueryValues>(field: K, value: QueryValues[K]) => {
    setOutcome(null);
    setValues((current) => ({ ...current, [field]: value }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading || sent) return;
    const query = {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      mobile: values.mobile,
      callingCode,
    };
    const ask: AskDoctorRequest = {
      ...query,
      isEmailCommunication: values.modes.includes('email'),
      isMobileCommunication: values.modes.includes('mobile'),
      comment: values.text,
    };
    const contact: ContactUsRequest = { ...query, message: values.text };
    const refusal = askingDoctor ? askDoctorRefusal(ask) : contactRefusal(contact);
    if (refusal) {
      setOutcome({ sent: false, refusal });
      return;
    }
    const result = askingDoctor ? await askDoctor(ask) : await contactUs(contact);
    setOutcome(
      result.error
        ? { sent: false, message: accountErrorMessage(result.error, { ns: 'help', fallback: 'form.failed' }) }
        : { sent: true },
    );
  }

  const title = t(askingDoctor ? 'askDoctor.title' : 'contactUs.title');
  const said = (() => {
    if (!outcome) return null;
    if (outcome.sent) return t('help.queryReceived');
    return 'refusal' in outcome ? t(`help.${outcome.refusal}`) : messageText(outcome.message);
  })();

  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="md"
      footer={(close) =>
        sent ? (
          <Button onPress={close}>{t('common.close', { ns: 'account' })}</Button>
        ) : (
          <>
            <Button variant="secondary" onPress={close}>
              {t('common.cancel', { ns: 'account' })}
            </Button>
            <Button type="submit" form={formId} isPending={isLoading}>
              {t('form.send')}
            </Button>
          </>
        )
      }
    >
      <Form id={formId} onSubmit={handleSubmit} aria-label={title}>
        <Stack gap="lg">
          <TextField
            label={t('field.firstName', { ns: 'account' })}
            value={values.firstName}
            onChange={(value) => update('firstName', value)}
            isReadOnly={sent}
            maxLength={NAME_MAX}
            autoComplete="given-name"
            name="firstName"
          />
          <TextField
            label={t('field.lastName', { ns: 'account' })}
            value={values.lastName}
            onChange={(value) => update('lastName', value)}
            isReadOnly={sent}
            maxLength={NAME_MAX}
            autoComplete="family-name"
            name="lastName"
          />
          <PhoneField
            label={t('form.mobile')}
            value={values.mobile}
            onChange={(value) => update('mobile', value.slice(0, MOBILE_MAX_DIGITS))}
            country={countryOfCallingCode(callingCode)}
            isCountrySelectable={false}
            countryLabel={t('form.callingCode')}
            isReadOnly={sent}
            maxLength={MOBILE_MAX_DIGITS}
            name="mobile"
          />
          <TextField
            label={t('field.email', { ns: 'account' })}
            type="email"
            value={values.email}
            onChange={(value) => update('email', value)}
            isReadOnly={sent}
            autoComplete="email"
            name="email"
          />
          {askingDoctor && (
            <CheckboxGroup
              label={t('form.mode')}
              value={values.modes}
              onChange={(modes) => update('modes', modes as Mode[])}
              isReadOnly={sent}
              name="mode"
            >
              <Checkbox value="email">{t('form.modeEmail')}</Checkbox>
              <Checkbox value="mobile">{t('form.modeMobile')}</Checkbox>
            </CheckboxGroup>
          )}
          <TextArea
            label={t(askingDoctor ? 'form.comment' : 'form.message')}
            value={values.text}
            onChange={(value) => update('text', value)}
            maxLength={HELP_TEXT_MAX}
            isReadOnly={sent}
            name={askingDoctor ? 'comment' : 'message'}
          />
          {said && (
            <Alert tone={sent ? 'success' : 'error'} role={sent ? 'status' : 'alert'}>
              <Bidi>{said}</Bidi>
            </Alert>
          )}
        </Stack>
      </Form>
    </Dialog>
  );
}
