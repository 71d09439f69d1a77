import { DEFAULT_CALLING_CODE, MOBILE_MAX_DIGITS, uaeToday } from '@portal/contract';
import {
  type Country,
  countries,
  DatePicker,
  type ErrorSummaryItem,
  PhoneField,
  Radio,
  RadioGroup,
  Select,
  TextField,
} from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../i18n/locales/en';
import { useRuleText } from '../i18n/useRuleText';
import { useCountriesQuery, useDocumentTypesQuery, useGendersQuery } from '../masterdata/api';
import { useLookupLabel, useLookupOptions } from '../masterdata/lookups';
import { DocumentIdField } from './DocumentIdField';
import type { FieldErrors } from './forms';

/** The mobile, document and date of birth: what registration asks and what never changes later. */
export interface IdentityValues {
  /** ISO code of the mobile's calling code (the picker's country), e.g. 'AE'. */
  mobileCountry: string;
  mobile: string;
  documentTypeId: number | null;
  documentId: string;
  /** ISO; null while empty or incomplete. */
  dateOfBirth: string | null;
}

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

export const IDENTITY_FIELDS = ['mobile', 'documentTypeId', 'documentId', 'dateOfBirth'] as const;
export const PERSON_FIELDS = ['firstName', 'lastName', 'email', 'genderId', 'countryId'] as const;
/** Screen order of the whole form, for focusing the first error and the error summary. */
export const PERSONAL_FIELDS = [...PERSON_FIELDS, ...IDENTITY_FIELDS] as const;

export const PERSONAL_LABELS: Record<PersonalField, TranslationKey> = {
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

/** The calling code's country for a stored calling code ('971' -> 'AE'); the UAE when unknown. */
export function countryOfCallingCode(callingCode: string): string {
  if (callingCode === DEFAULT_CALLING_CODE) return 'AE';
  return countries.find((country) => country.phoneCode === callingCode)?.countryCode ?? 'AE';
}

/** The calling code ('971') of a picker country ('AE'). */
export function callingCodeOf(mobileCountry: string): string {
  return (
    countries.find((country) => country.countryCode === mobileCountry)?.phoneCode ?? DEFAULT_CALLING_CODE
  );
}

/**
 * `values` with one field changed. A change of document type empties the id: one type's id means
 * nothing as another's.
 */
export function withDetail<V extends IdentityValues, K extends keyof V>(values: V, field: K, value: V[K]): V {
  const next = { ...values, [field]: value };
  if (field === 'documentTypeId' && value !== values.documentTypeId) next.documentId = '';
  return next;
}

/** What cannot be edited on this form. */
export interface FixedFields {
  name?: boolean;
  email?: boolean;
  genderId?: boolean;
  countryId?: boolean;
  mobile?: boolean;
  dateOfBirth?: boolean;
  /** Document type and id together. */
  document?: boolean;
}

export interface PersonalDetailsFieldsProps<V extends IdentityValues> {
  /** 'identity': mobile, document and date of birth only (/home/register); 'all' adds the person. */
  parts: 'identity' | 'all';
  values: V;
  errors: FieldErrors<PersonalField>;
  onChange: <K extends keyof PersonalValues & keyof V>(field: K, value: V[K]) => void;
  fixed?: FixedFields;
  /** Help under a fixed mobile number. */
  mobileDescription?: string;
}

/**
 * The personal details of registration, sign-up and My Profile in one place (spec sections 2, 5):
 * labels, lookups, the Emirates ID mask and the calling-code picker. Each field sits in a
 * `data-field` wrapper, so focusFirstError finds it; fixed fields read as values, not inputs.
 */
export function PersonalDetailsFields<V extends IdentityValues>({
  parts,
  values,
  errors,
  onChange,
  fixed = {},
  mobileDescription,
}: PersonalDetailsFieldsProps<V>) {
  const { t } = useTranslation();
  const ruleText = useRuleText();
  const documentTypes = useDocumentTypesQuery();
  const documentTypeOptions = useLookupOptions(documentTypes.data);
  const documentTypeLabel = useLookupLabel(documentTypes.data, values.documentTypeId);
  const set = onChange as <K extends keyof PersonalValues>(field: K, value: PersonalValues[K]) => void;
  const person = parts === 'all' ? (values as unknown as PersonalValues) : null;

  return (
    <>
      {person && <PersonFields values={person} errors={errors} onChange={set} fixed={fixed} />}
      <div data-field="mobile">
        <PhoneField
          label={t('login.mobile')}
          value={values.mobile}
          onChange={(value) => set('mobile', value.slice(0, MOBILE_MAX_DIGITS))}
          country={values.mobileCountry}
          onCountryChange={(country: Country) => set('mobileCountry', country.countryCode)}
          isCountrySelectable={!fixed.mobile}
          countryLabel={t('login.callingCode')}
          errorMessage={ruleText(errors.mobile)}
          description={fixed.mobile ? mobileDescription : undefined}
          isReadOnly={fixed.mobile}
          maxLength={MOBILE_MAX_DIGITS}
          name="mobile"
        />
      </div>
      <div data-field="documentTypeId">
        {fixed.document ? (
          <TextField
            label={t('field.documentType')}
            value={documentTypeLabel}
            isReadOnly
            name="documentType"
          />
        ) : (
          <Select
            label={t('field.documentType')}
            placeholder={t('field.choose')}
            options={documentTypeOptions}
            value={values.documentTypeId}
            onChange={(key) => set('documentTypeId', key === null ? null : Number(key))}
            errorMessage={
              ruleText(errors.documentTypeId) ?? (documentTypes.isError ? t('lookupError') : undefined)
            }
            isDisabled={documentTypes.isLoading}
            name="documentTypeId"
          />
        )}
      </div>
      <div data-field="documentId">
        <DocumentIdField
          documentTypeId={values.documentTypeId}
          value={values.documentId}
          onChange={(value) => set('documentId', value)}
          errorMessage={ruleText(errors.documentId)}
          isReadOnly={fixed.document}
        />
      </div>
      <div data-field="dateOfBirth">
        <DatePicker
          label={t('field.dateOfBirth')}
          value={values.dateOfBirth}
          onChange={(value) => set('dateOfBirth', value)}
          maxValue={uaeToday()}
          isReadOnly={fixed.dateOfBirth}
          errorMessage={ruleText(errors.dateOfBirth)}
          calendarLabel={t('field.calendar')}
          name="dateOfBirth"
        />
      </div>
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
  const { t } = useTranslation();
  const ruleText = useRuleText();
  const genders = useGendersQuery();
  const countries = useCountriesQuery();
  const genderOptions = useLookupOptions(genders.data);
  const countryOptions = useLookupOptions(countries.data, true);
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
          <Select
            label={t('field.nationality')}
            placeholder={t('field.choose')}
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
  labels: Partial<Record<F, TranslationKey>> = PERSONAL_LABELS as Partial<Record<F, TranslationKey>>,
): ErrorSummaryItem[] {
  const { t } = useTranslation();
  const ruleText = useRuleText();
  return order.flatMap((field) => {
    const message = ruleText(errors[field]);
    if (!message) return [];
    const label = labels[field];
    return [{ name: field, message: label ? t('form.fieldError', { field: t(label), message }) : message }];
  });
}
