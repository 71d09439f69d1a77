import { ANSWER_INPUT_MAX, ANSWER_TEXT_MAX, type FeedbackQuestion, RATING_MAX } from '@portal/contract';
import { Radio, RadioGroup, Select, TextArea, TextField } from '@portal/ui';
import { useTranslation } from 'react-i18next';

export interface QuestionFieldProps {
  question: FeedbackQuestion;
  value: string;
  onChange: (value: string) => void;
}

const RATINGS = Array.from({ length: RATING_MAX }, (_, index) => String(index + 1));

/**
 * One question of the questionnaire by its type (spec section 3): R a rating from 1 to 5 as a radio
 * group (arrow keys move between the values), T a text area, I an input, D a dropdown.
 */
export function QuestionField({ question, value, onChange }: QuestionFieldProps) {
  const { t } = useTranslation('feedback');
  const required = question.is_mandatory === 'Yes';
  const label = required ? t('field.mandatory', { question: question.question }) : question.question;
  switch (question.questiontype) {
    case 'R':
      return (
        <RadioGroup
          label={label}
          value={value || null}
          onChange={onChange}
          orientation="horizontal"
          isRequired={required}
        >
          {RATINGS.map((rating) => (
            <Radio key={rating} value={rating} aria-label={t('field.ratingValue', { count: Number(rating) })}>
              <span aria-hidden="true">{`${rating} ★`}</span>
            </Radio>
          ))}
        </RadioGroup>
      );
    case 'D':
      return (
        <Select
          label={label}
          placeholder={t('field.choose')}
          options={question.options.map((option) => ({ id: option.value, label: option.label }))}
          value={value || null}
          onChange={(key) => onChange(typeof key === 'string' ? key : '')}
          isRequired={required}
        />
      );
    case 'T':
      return (
        <TextArea
          label={label}
          value={value}
          onChange={onChange}
          maxLength={ANSWER_TEXT_MAX}
          isRequired={required}
        />
      );
    case 'I':
      return (
        <TextField
          label={label}
          value={value}
          onChange={onChange}
          maxLength={ANSWER_INPUT_MAX}
          isRequired={required}
        />
      );
  }
}
