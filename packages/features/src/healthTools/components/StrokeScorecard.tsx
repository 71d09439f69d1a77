import {
  STROKE_ANSWERS,
  STROKE_QUESTIONS,
  type StrokeAnswer,
  type StrokeQuestion,
  type StrokeRisk,
  strokeRisk,
} from '@portal/contract';
import { Alert, Button, Card, Form, Heading, Radio, RadioGroup, Stack, Text } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Answers = Partial<Record<StrokeQuestion, StrokeAnswer>>;

const TONE: Record<StrokeRisk, 'error' | 'warning' | 'success'> = {
  high: 'error',
  moderate: 'warning',
  low: 'success',
};

/**
 * The Stroke tab (spec section 5, Stroke risk): the scorecard's 8 questions, each answered red,
 * yellow or normal, all required; three or more red is high, otherwise red plus yellow of 4 or
 * more is moderate, else low (contract strokeRisk).
 */
export function StrokeScorecard() {
  const { t } = useTranslation('healthTools');
  const [answers, setAnswers] = useState<Answers>({});
  const [checked, setChecked] = useState(false);
  const [risk, setRisk] = useState<StrokeRisk | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    setRisk(strokeRisk(answers));
  }

  const count = (answer: StrokeAnswer) => Object.values(answers).filter((given) => given === answer).length;
  const missing = checked && risk === null;

  return (
    <Card padding="xl">
      <Stack gap="lg">
        <Heading level={2}>{t('stroke.title')}</Heading>
        <Text elementType="p" tone="muted">
          {t('stroke.intro')}
        </Text>
        <Form onSubmit={handleSubmit} aria-label={t('stroke.title')}>
          {STROKE_QUESTIONS.map((question, index) => (
            <RadioGroup
              key={question}
              label={`${index + 1}. ${t(`q.${question}`)}`}
              value={answers[question] ?? null}
              onChange={(value) => {
                setAnswers((current) => ({ ...current, [question]: value as StrokeAnswer }));
                setRisk(null);
                setChecked(false);
              }}
              errorMessage={missing && !answers[question] ? t('stroke.required') : undefined}
              name={question}
            >
              {STROKE_ANSWERS.map((answer) => (
                <Radio key={answer} value={answer}>
                  {t(`q.${question}.${answer}`)}
                </Radio>
              ))}
            </RadioGroup>
          ))}
          {missing && (
            <Alert tone="error" role="alert">
              {t('stroke.missing')}
            </Alert>
          )}
          <div>
            <Button type="submit">{t('stroke.check')}</Button>
          </div>
        </Form>
        {risk && (
          <Alert
            tone={TONE[risk]}
            role="status"
            title={t('stroke.result', { risk: t(`stroke.risk.${risk}`) })}
          >
            <Stack gap="xs">
              <Text elementType="p">{t(`stroke.advice.${risk}`)}</Text>
              <Text elementType="p" size="sm">
                {t('stroke.counts', { red: count('red'), yellow: count('yellow'), normal: count('normal') })}
              </Text>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
