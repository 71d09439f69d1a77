import { ComboBox, type ErrorSummaryItem, Radio, RadioGroup, TextField } from '@portal/ui';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCountriesQuery, useGendersQuery } from '../masterdata/api';
import { useLookupOptions, useSearchableLookupOptions } from '../masterdata/lookups';
import type { FieldErrors } from './forms';
import { type FixedFields, IDENTITY_FIELDS, IdentityFields, type IdentityValues } from './IdentityFields';
import { useFieldErrorText } from './useFieldErrorText';

/** Names, e-mail, gender and nationality, asked on sign-up and kept on My Profile. */
export interface PersonValues {
  firstName: string;
  lastName: string;
  email: string;
  genderId: number | null;
  countryId: number | null;
}

export type PersonalValues = IdentityValues & PersonValues;
export type PersonalField = Exclude<keyof PersonalValues, 'mobileCountry'>;

export const PERSON_FIELDS = ['firstName', 'lastName', 'email', 'genderId', 'countryId'] as const;
/** Screen order of the whole form, for focusing the first error and the error summary. */
export const PERSONAL_FIELDS = [...PERSON_FIELDS, ...IDENTITY_FIELDS] as const;

export const PERSONAL_LABELS: Record<PersonalField, ParseKeys<'account'>> = {
  firstName: 'field.firstName',
  lastName: 'field.lastName',
  email: 'field.email',
  genderId: 'field.gender',
  countryId: 'field.nationality',
  mobile: 'login.mobile',
  documentTypeId: 'field.documentType',
  documentId: 'field.documentId',
  dateOfBirth: 'field.dateOfBirth',
};

export interface PersonalDetailsFieldsProps<V extends PersonalValues> {
  values: V;
  errors: FieldErrors<PersonalField>;
  onChange: <K extends keyof PersonalValues & keyof V>(field: K, value: V[K]) => void;
  fixed?: FixedFields;
  /** Help under a fixed mobile number. */
  mobileDescription?: string;
}

/**
 * The personal details of sign-up and My Profile in one place (spec sections 2, 5): the person
 * (names, e-mail, gender, nationality) above the identity fields (IdentityFields).
 */
export function PersonalDetailsFields<V extends PersonalValues>({
  values,
  errors,
  onChange,
  fixed = {},
  mobileDescription,
}: PersonalDetailsFieldsProps<V>) {
  const set = onChange as <K extends keyof PersonalValues>(field: K, value: PersonalValues[K]) => void;
  return (
    <>
      <PersonFields values={values} errors={errors} onChange={set} fixed={fixed} />
      <IdentityFields
        values={values}
        errors={errors}
        onChange={set}
        fixed={fixed}
        mobileDescription={mobileDescription}
      />
    </>
  );
}

interface PersonFieldsProps {
  values: PersonalValues;
  errors: FieldErrors<PersonalField>;
  onChange: <K extends keyof PersonalValues>(field: K, value: PersonalValues[K]) => void;
  fixed: FixedFields;
}

function PersonFields({ values, errors, onChange, fixed }: PersonFieldsProps) {
  const { t } = useTranslation('account');
  const ruleText = useFieldErrorText();
  const genders = useGendersQuery();
  const countries = useCountriesQuery();
  const genderOptions = useLookupOptions(genders.data);
  const countryOptions = useSearchableLookupOptions(countries.data);
  const text = (
    field: 'firstName' | 'lastName' | 'email',
    isReadOnly: boolean | undefined,
    extra: object,
  ) => (
    <div data-field={field}>
      <TextField
        label={t(PERSONAL_LABELS[field])}
        value={values[field]}
        onChange={(value) => onChange(field, value)}
        errorMessage={ruleText(errors[field])}
        isReadOnly={isReadOnly}
        name={field}
        {...extra}
      />
    </div>
  );

  return (
    <>
      {text('firstName', fixed.name, { autoComplete: 'given-name' })}
      {text('lastName', fixed.name, { autoComplete: 'family-name' })}
      {text('email', fixed.email, { type: 'email', inputMode: 'email', autoComplete: 'email' })}
      <div data-field="genderId">
        <RadioGroup
          label={t('field.gender')}
          orientation="horizontal"
          value={values.genderId === null ? null : String(values.genderId)}
          onChange={(value) => onChange('genderId', Number(value))}
          errorMessage={ruleText(errors.genderId) ?? (genders.isError ? t('lookupError') : undefined)}
          isReadOnly={fixed.genderId}
          name="genderId"
        >
          {genderOptions.map((option) => (
            <Radio key={option.id} value={String(option.id)}>
              {option.label}
            </Radio>
          ))}
        </RadioGroup>
      </div>
      <div data-field="countryId">
        {fixed.countryId ? (
          <TextField
            label={t('field.nationality')}
            value={countryOptions.find((option) => option.id === values.countryId)?.label ?? ''}
            isReadOnly
            name="nationality"
          />
        ) : (
          // About 250 countries: found by typing part of the name, in either language.
          <ComboBox
            label={t('field.nationality')}
            placeholder={t('field.typeToSearch')}
            emptyLabel={t('field.noMatch')}
            options={countryOptions}
            value={values.countryId}
            onChange={(key) => onChange('countryId', key === null ? null : Number(key))}
            errorMessage={ruleText(errors.countryId) ?? (countries.isError ? t('lookupError') : undefined)}
            isDisabled={countries.isLoading}
            name="countryId"
          />
        )}
      </div>
    </>
  );
}

/**
 * The error summary's lines: each field's label with its message, so that several 'All fields are
 * required' still say which field they are about.
 */
export function useErrorSummary<F extends string>(
  order: readonly F[],
  errors: FieldErrors<F>,
  labels: Partial<Record<F, ParseKeys<'account'>>> = PERSONAL_LABELS as Partial<
    Record<F, ParseKeys<'account'>>
  >,
): ErrorSummaryItem[] {
  const { t } = useTranslation('account');
  const ruleText = useFieldErrorText();
  return order.flatMap((field) => {
    const message = ruleText(errors[field]);
    if (!message) return [];
    const label = labels[field];
    return [{ name: field, message: label ? t('form.fieldError', { field: t(label), message }) : message }];
  });
}
