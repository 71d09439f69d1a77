import {
  answersComplete,
  FEEDBACK_PLATFORM,
  type FeedbackLocation,
  type SessionUser,
} from '@portal/contract';
import { Alert, Button, Form, Select, Skeleton, Stack, Text } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/languages';

import { usePatientTypesQuery, useQuestionnaireQuery, useSendFeedbackMutation } from '../api';
import { Done } from './Done';
import { FacilityField, facilityOf } from './FacilityField';
import { QuestionField } from './QuestionField';
import { SendError } from './SendError';

/** Line breaks of a text answer become spaces: the server takes no control characters in a list. */
const oneLine = (answer: string) => answer.replace(/[\t\r\n]+/g, ' ').trim();

export interface FeedbackFormProps {
  locations: readonly FeedbackLocation[];
  user: SessionUser;
  language: Language;
}

/**
 * Feedback (spec sections 2 and 4): the facility and patient type, then that questionnaire (step 1);
 * Submit waits for every mandatory answer; then the thank-you (step 2).
 */
export function FeedbackForm({ locations, user, language }: FeedbackFormProps) {
  const { t } = useTranslation('feedback');
  const [chosen, setChosen] = useState<number | null>(null);
  const [patientType, setPatientType] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const facility = facilityOf(locations, chosen);
  const types = usePatientTypesQuery(language);
  const questionnaire = useQuestionnaireQuery(
    { facility: facility ?? 0, patient_type: patientType ?? '', lang: language },
    { skip: facility === null || patientType === null },
  );
  const [send, sending] = useSendFeedbackMutation();
  const questions = questionnaire.currentData;

  if (sending.isSuccess) {
    return (
      <Done title={t('feedback.thanks')}>
        <Text elementType="p">{t('feedback.thanksText')}</Text>
      </Done>
    );
  }

  const complete = questions !== undefined && questions.length > 0 && answersComplete(questions, answers);
  const submit = () => {
    if (!complete || facility === null || patientType === null) return;
    void send({
      userName: `${user.firstName} ${user.lastName}`.trim(),
      userEmail: user.email ?? '',
      userMobile: user.mobile,
      FPlatform: FEEDBACK_PLATFORM,
      facility,
      patientType,
      UserResponse: questions
        .filter((question) => (answers[question.questionID] ?? '').trim() !== '')
        .map((question) => ({
          Questionid: question.questionID,
          Answer: oneLine(answers[question.questionID] ?? ''),
        })),
    });
  };

  const questionnairePart = () => {
    if (facility === null || patientType === null) return null;
    if (questionnaire.isError) return <Alert tone="error">{t('loadError')}</Alert>;
    if (!questions) {
      return (
        <Stack gap="md">
          <Text elementType="p" role="status">
            {t('feedback.loading')}
          </Text>
          <Skeleton lines={4} />
        </Stack>
      );
    }
    if (questions.length === 0) return <Alert tone="info">{t('feedback.noQuestions')}</Alert>;
    return (
      <>
        <Text elementType="p">{t('feedback.requiredNote')}</Text>
        {questions.map((question) => (
          <QuestionField
            key={question.questionID}
            question={question}
            value={answers[question.questionID] ?? ''}
            onChange={(value) => setAnswers((current) => ({ ...current, [question.questionID]: value }))}
          />
        ))}
        <SendError error={sending.error} />
        <Button type="submit" isDisabled={!complete} isPending={sending.isLoading}>
          {t('submit')}
        </Button>
      </>
    );
  };

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Text elementType="p">{t('feedback.intro')}</Text>
      <FacilityField
        locations={locations}
        value={chosen}
        onChange={(id) => {
          setChosen(id);
          setAnswers({});
        }}
      />
      {types.isError ? (
        <Alert tone="error">{t('feedback.patientTypesError')}</Alert>
      ) : types.data?.length === 0 ? (
        <Alert tone="info">{t('feedback.noPatientTypes')}</Alert>
      ) : (
        <Select
          label={t('field.patientType')}
          placeholder={t('field.choose')}
          options={(types.data ?? []).map((type) => ({ id: type.slug, label: type.name }))}
          value={patientType}
          onChange={(key) => {
            if (typeof key !== 'string') return;
            setPatientType(key);
            setAnswers({});
          }}
          isRequired
        />
      )}
      {questionnairePart()}
    </Form>
  );
}
