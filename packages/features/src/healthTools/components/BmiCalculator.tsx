import {
  type BmiForm,
  type BmiIssue,
  type BmiResult,
  BODY_FIELD_MAX_DIGITS,
  computeBmi,
} from '@portal/contract';
import { Alert, Button, Card, Form, Heading, Radio, RadioGroup, Stack, Text, TextField } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BmiScale } from './BmiScale';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ theme }) => theme.sizes.layout.fieldMin}), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const EMPTY: BmiForm = { age: '', height: '', weight: '', gender: '' };

/** The field a problem is about, to mark it invalid (a missing value marks the empty ones). */
const invalidFor = (issue: BmiIssue | undefined, form: BmiForm, field: 'age' | 'height' | 'weight') => {
  if (issue === 'allFieldsRequired') return form[field].trim() === '';
  if (issue === 'numberError') return !/^\d{1,3}$/.test(form[field].trim());
  if (issue === 'heightRangeError') return field === 'height';
  if (issue === 'weightRangeError') return field === 'weight';
  return false;
};

/**
 * The BMI tab (spec section 5): age, height, weight and gender required; the three numbers digits
 * only, at most 3; height 30 to 340 cm. The result with 2 decimals, its category in words and on a
 * scale.
 */
export function BmiCalculator() {
  const { t } = useTranslation('healthTools');
  const [form, setForm] = useState<BmiForm>(EMPTY);
  const [issue, setIssue] = useState<BmiIssue>();
  const [result, setResult] = useState<BmiResult>();

  const set = (field: keyof BmiForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setResult(undefined);
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = computeBmi(form);
    if ('issue' in outcome) {
      setIssue(outcome.issue);
      setResult(undefined);
      return;
    }
    setIssue(undefined);
    setResult(outcome.result);
  }

  const numberField = (field: 'age' | 'height' | 'weight', description?: string) => (
    <TextField
      label={t(`bmi.${field}`)}
      value={form[field]}
      onChange={set(field)}
      inputMode="numeric"
      maxLength={BODY_FIELD_MAX_DIGITS}
      description={description}
      isInvalid={invalidFor(issue, form, field)}
      name={field}
    />
  );

  return (
    <Card padding="xl">
      <Stack gap="lg">
        <Heading level={2}>{t('bmi.title')}</Heading>
        <Text elementType="p" tone="muted">
          {t('bmi.intro')}
        </Text>
        <Form onSubmit={handleSubmit} aria-label={t('bmi.title')}>
          <Fields>
            {numberField('age')}
            {numberField('height', t('bmi.heightHint'))}
            {numberField('weight')}
          </Fields>
          <RadioGroup
            label={t('bmi.gender')}
            value={form.gender}
            onChange={set('gender')}
            orientation="horizontal"
            isInvalid={issue === 'allFieldsRequired' && form.gender === ''}
            name="gender"
          >
            <Radio value="male">{t('bmi.male')}</Radio>
            <Radio value="female">{t('bmi.female')}</Radio>
          </RadioGroup>
          {issue && (
            <Alert tone="error" role="alert">
              {t(issue)}
            </Alert>
          )}
          <div>
            <Button type="submit">{t('bmi.calculate')}</Button>
          </div>
        </Form>
        {result && <BmiOutcome result={result} />}
      </Stack>
    </Card>
  );
}

function BmiOutcome({ result }: { result: BmiResult }) {
  const { t, i18n } = useTranslation('healthTools');
  const bmi = result.bmi.toLocaleString(i18n.language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (
    <Stack gap="md" role="status">
      <Heading level={3}>{t('bmi.result', { bmi })}</Heading>
      <Text elementType="p">
        {t('bmi.category', { category: t(`category.${result.category.key}`) })} (
        {t(`risk.${result.category.risk}`)})
      </Text>
      <BmiScale result={result} />
      <Text elementType="p" size="sm" tone="muted">
        {t('bmi.note')}
      </Text>
    </Stack>
  );
}
