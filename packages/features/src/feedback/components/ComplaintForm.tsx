import {
  COMPLAINT_SOURCE,
  type FeedbackLocation,
  FREE_TEXT_MAX,
  feedbackTextProblem,
  incidentDateProblem,
  type SessionUser,
  uaeToday,
} from '@portal/contract';
import { Button, Form, Skeleton, Stack, Text, TextArea, TextField } from '@portal/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { Bidi } from '../../i18n/Bidi';
import { useSendComplaintMutation } from '../api';
import { Done } from './Done';
import { FacilityField, facilityOf } from './FacilityField';
import { SendError } from './SendError';

const DateField = lazy(() => import('../../shared/DateField'));

export interface ComplaintFormProps {
  locations: readonly FeedbackLocation[];
  user: SessionUser;
}

/** The mobile as the server takes it: the calling code and the number, digits only. */
const phoneOf = (user: SessionUser) => `${user.callingCode}${user.mobile}`.replace(/\D/g, '');

/**
 * Complaint (spec sections 2 and 5): facility (fixed for a brand with one), incident date not in the
 * future, the text over 5 and at most 500 characters; Submit waits for all of them; then the
 * complaint number the server gives.
 */
export function ComplaintForm({ locations, user }: ComplaintFormProps) {
  const { t } = useTranslation('feedback');
  const [chosen, setChosen] = useState<number | null>(null);
  const [name, setName] = useState(`${user.firstName} ${user.lastName}`.trim());
  const [email, setEmail] = useState(user.email ?? '');
  const [phone, setPhone] = useState(phoneOf(user));
  const [incidentDate, setIncidentDate] = useState<string | null>(null);
  const [dateTouched, setDateTouched] = useState(false);
  const [text, setText] = useState('');
  const [textTouched, setTextTouched] = useState(false);
  const [send, sending] = useSendComplaintMutation();
  const facility = facilityOf(locations, chosen);
  const today = uaeToday();
  const theme = useTheme();

  if (sending.data) {
    return (
      <Done title={t('complaint.done')}>
        <Text elementType="p">
          <Bidi>{t('complaint.number', { number: sending.data })}</Bidi>
        </Text>
        <Text elementType="p">{t('complaint.keep')}</Text>
      </Done>
    );
  }

  // A date typed in part or cleared reads as null: its format is wrong once the field was touched.
  const dateProblem = incidentDate === null ? null : incidentDateProblem(incidentDate, today);
  const dateError =
    dateProblem?.code ?? (dateTouched && incidentDate === null ? 'feedback.incidentDateFormat' : undefined);
  const textProblem = feedbackTextProblem(text);
  const contactGiven = name.trim() !== '' && email.trim() !== '' && phone.trim() !== '';
  const valid = facility !== null && incidentDate !== null && !dateProblem && !textProblem && contactGiven;

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        void send({
          facilityCode: facility,
          complainantName: name.trim(),
          incidentDate,
          email: email.trim(),
          phoneNumber: phone.trim(),
          source: COMPLAINT_SOURCE,
          complaintText: text.trim(),
        });
      }}
    >
      <Text elementType="p">{t('complaint.intro')}</Text>
      <FacilityField locations={locations} value={chosen} onChange={setChosen} />
      <Stack gap="md">
        <TextField
          label={t('field.complainantName')}
          value={name}
          onChange={setName}
          isRequired
          autoComplete="name"
        />
        <TextField
          label={t('field.email')}
          value={email}
          onChange={setEmail}
          type="email"
          isRequired
          autoComplete="email"
        />
        <TextField
          label={t('field.phone')}
          value={phone}
          onChange={setPhone}
          type="tel"
          inputMode="tel"
          isRequired
          autoComplete="tel"
        />
      </Stack>
      <Suspense fallback={<Skeleton shape="rect" height={theme.sizes.layout.placeholder.dateField} />}>
        <DateField
          label={t('field.incidentDate')}
          value={incidentDate}
          onChange={(value) => {
            setIncidentDate(value);
            setDateTouched(true);
          }}
          maxValue={today}
          errorMessage={dateError ? t(dateError) : undefined}
          calendarLabel={t('field.calendar')}
          isRequired
        />
      </Suspense>
      <TextArea
        label={t('field.complaint')}
        value={text}
        onChange={setText}
        onBlur={() => setTextTouched(true)}
        maxLength={FREE_TEXT_MAX}
        errorMessage={textTouched && text !== '' && textProblem ? t(textProblem.code) : undefined}
        isRequired
      />
      <SendError error={sending.error} />
      <Button type="submit" isDisabled={!valid} isPending={sending.isLoading}>
        {t('submit')}
      </Button>
    </Form>
  );
}
