import {
  checkUpload,
  type EnquiryFields,
  enquiryRefusal,
  INTERNATIONAL_COMMENT_MAX,
  type MessageCode,
  MOBILE_MAX_DIGITS,
  TOAST_LONG_MS,
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_BYTES,
  uaeToday,
} from '@portal/contract';
import {
  Alert,
  Button,
  Card,
  FileUpload,
  Form,
  Heading,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@portal/ui';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import type { UiMessage } from '../../api/errors';
import { messageOf } from '../../api/messages';
import { Bidi } from '../../i18n/Bidi';
import { useMessageText } from '../../i18n/useMessageText';
import { accountErrorMessage } from '../../shared/account/messages';
import { useUploadRefusal } from '../../shared/useUploadRefusal';
import { useSendEnquiryMutation } from '../api';

// The date picker is a chunk of its own (shared/DateField), fetched as soon as this form's is.
const dateField = import('../../shared/DateField');
const DateField = lazy(() => dateField);

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ theme }) => theme.sizes.layout.aside.min}), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

interface Values extends Omit<EnquiryFields, 'travelDate'> {
  travelDate: string | null;
}

const EMPTY: Values = { fullName: '', gender: '', mobile: '', email: '', travelDate: null, comment: '' };

/** Which field a refusal is about (its code), to mark it invalid beside the message. */
const FIELD_OF: Partial<Record<MessageCode, keyof Values>> = {
  'international.fullNameError': 'fullName',
  'international.mobileError': 'mobile',
  'rule.emailValidError': 'email',
  'international.travelDateFormatError': 'travelDate',
  'international.travelDateRangeError': 'travelDate',
  'international.commentLengthError': 'comment',
  'rule.controlCharError': 'comment',
};

/**
 * The enquiry form of the International Patient screen (spec section 5, International form): all
 * fields required, mobile at most 10 digits, travel date dd/MM/yyyy and not before today, comment
 * at most 400 letters, an attached pdf, doc, docx, jpg, jpeg or png of about 2 MB (the documents
 * upload's checks). Errors clear after 5 s. Sent to the server, which checks it all again and stores
 * it with its file; the patient then sees the confirmation and the enquiry's number.
 */
export function EnquiryForm() {
  const { t } = useTranslation('international');
  const theme = useTheme();
  const messageText = useMessageText();
  const [values, setValues] = useState<Values>(EMPTY);
  const [document, setDocument] = useState<File>();
  const [problem, setProblem] = useState<{ message: UiMessage; field?: keyof Values }>();
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const file = useUploadRefusal();
  const [send, sending] = useSendEnquiryMutation();
  const [sent, setSent] = useState<number>();
  const sentRef = useRef<HTMLElement>(null);

  useEffect(() => () => clearTimeout(clearTimer.current), []);
  useEffect(() => {
    if (sent !== undefined) sentRef.current?.focus();
  }, [sent]);

  /** Shows a refusal for 5 s (spec section 5: errors clear after 5 s). */
  function refuse(message: UiMessage, field?: keyof Values) {
    clearTimeout(clearTimer.current);
    setProblem({ message, field });
    clearTimer.current = setTimeout(() => setProblem(undefined), TOAST_LONG_MS);
  }

  const set =
    <K extends keyof Values>(field: K) =>
    (value: Values[K]) =>
      setValues((current) => ({ ...current, [field]: value }));

  function handleFile(files: File[]) {
    const chosen = files[0];
    if (!chosen) return;
    const rule = checkUpload(chosen);
    if (rule) {
      setDocument(undefined);
      file.refuse({ key: rule });
      return;
    }
    file.accepted();
    setDocument(chosen);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields: EnquiryFields = { ...values, travelDate: values.travelDate ?? '' };
    const rule = enquiryRefusal(fields);
    if (rule) {
      refuse(messageOf(rule), FIELD_OF[rule.code as MessageCode]);
      return;
    }
    if (!document) {
      refuse({ key: 'allFieldsRequired' });
      return;
    }
    const result = await send({ ...fields, document });
    if (result.error) {
      const message = accountErrorMessage(result.error, { ns: 'international', fallback: 'form.sendError' });
      refuse(message);
      return;
    }
    clearTimeout(clearTimer.current);
    setProblem(undefined);
    setSent(result.data.data?.enquiryId ?? 0);
  }

  function startAgain() {
    setValues(EMPTY);
    setDocument(undefined);
    setSent(undefined);
  }

  if (sent !== undefined)
    return (
      <Card padding="xl">
        <Stack gap="md" align="flex-start" ref={sentRef} tabIndex={-1}>
          <Heading level={2}>{t('sent.title')}</Heading>
          <Alert tone="success" role="status">
            <Stack gap="xs">
              <Text elementType="p">{t('international.enquirySent')}</Text>
              <Text elementType="p">
                <Bidi>{t('sent.reference', { id: sent })}</Bidi>
              </Text>
            </Stack>
          </Alert>
          <Button variant="secondary" onPress={startAgain}>
            {t('sent.another')}
          </Button>
        </Stack>
      </Card>
    );

  const invalid = (field: keyof Values) => problem?.field === field;

  return (
    <Card padding="xl">
      <Stack gap="lg">
        <Heading level={2}>{t('form.title')}</Heading>
        <Text elementType="p" tone="muted">
          {t('form.intro')}
        </Text>
        <Form onSubmit={(event) => void handleSubmit(event)} aria-label={t('form.title')}>
          <Fields>
            <TextField
              label={t('form.fullName')}
              value={values.fullName}
              onChange={set('fullName')}
              autoComplete="name"
              isInvalid={invalid('fullName')}
              name="fullName"
            />
            <RadioGroup
              label={t('form.gender')}
              value={values.gender}
              onChange={set('gender')}
              orientation="horizontal"
              name="gender"
            >
              <Radio value="male">{t('form.male')}</Radio>
              <Radio value="female">{t('form.female')}</Radio>
            </RadioGroup>
            <TextField
              label={t('form.mobile')}
              description={t('form.mobileHint')}
              value={values.mobile}
              onChange={set('mobile')}
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={MOBILE_MAX_DIGITS}
              isInvalid={invalid('mobile')}
              name="mobile"
            />
            <TextField
              label={t('form.email')}
              type="email"
              value={values.email}
              onChange={set('email')}
              autoComplete="email"
              isInvalid={invalid('email')}
              name="email"
            />
            <Suspense fallback={<Skeleton shape="rect" height={theme.sizes.layout.placeholder.dateField} />}>
              <DateField
                label={t('form.travelDate')}
                description={t('form.travelDateHint')}
                value={values.travelDate}
                onChange={set('travelDate')}
                minValue={uaeToday()}
                calendarLabel={t('form.calendar')}
                isInvalid={invalid('travelDate')}
                name="travelDate"
              />
            </Suspense>
          </Fields>
          <TextArea
            label={t('form.comment')}
            description={t('form.commentHint')}
            value={values.comment}
            onChange={set('comment')}
            maxLength={INTERNATIONAL_COMMENT_MAX}
            isInvalid={invalid('comment')}
            name="comment"
          />
          <Stack gap="xs">
            <FileUpload
              key={file.pickerKey}
              label={t('form.document')}
              description={t('form.documentHint')}
              acceptedTypes={UPLOAD_EXTENSIONS}
              maxSize={UPLOAD_MAX_BYTES}
              rejectionTimeout={TOAST_LONG_MS}
              onSelect={handleFile}
              onReject={() => {
                setDocument(undefined);
                file.refuse(undefined);
              }}
              typeErrorMessage={messageText({ key: 'docFormatError' })}
              sizeErrorMessage={messageText({ key: 'docSizeError' })}
              errorMessage={file.problem && messageText(file.problem)}
            />
            {document && (
              <Text elementType="p" size="sm">
                <Bidi>{t('form.chosen', { name: document.name })}</Bidi>
              </Text>
            )}
          </Stack>
          {problem && (
            <Alert tone="error" role="alert">
              {messageText(problem.message)}
            </Alert>
          )}
          <div>
            <Button type="submit" isPending={sending.isLoading}>
              {t('form.send')}
            </Button>
          </div>
        </Form>
      </Stack>
    </Card>
  );
}
