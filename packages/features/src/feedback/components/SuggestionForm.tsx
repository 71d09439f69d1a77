import { FREE_TEXT_MAX, feedbackTextProblem } from '@portal/contract';
import { Button, Form, Text, TextArea } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendSuggestionMutation } from '../api';
import { Done } from './Done';
import { SendError } from './SendError';

/** Suggestion (spec sections 2 and 5): over 5 and at most 500 characters, then the confirmation. */
export function SuggestionForm() {
  const { t } = useTranslation('feedback');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [send, sending] = useSendSuggestionMutation();

  if (sending.isSuccess) return <Done title={t('suggestion.done')} />;

  const problem = feedbackTextProblem(text);
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem) void send({ suggestion: text.trim() });
      }}
    >
      <Text elementType="p">{t('suggestion.intro')}</Text>
      <TextArea
        label={t('field.suggestion')}
        value={text}
        onChange={setText}
        onBlur={() => setTouched(true)}
        maxLength={FREE_TEXT_MAX}
        errorMessage={touched && text !== '' && problem ? t(problem.code) : undefined}
        isRequired
      />
      <SendError error={sending.error} />
      <Button type="submit" isDisabled={problem !== null} isPending={sending.isLoading}>
        {t('submit')}
      </Button>
    </Form>
  );
}
