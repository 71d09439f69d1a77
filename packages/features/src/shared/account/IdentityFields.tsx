import { DEFAULT_CALLING_CODE, MOBILE_MAX_DIGITS, uaeToday } from '@portal/contract';
import { type Country, countries, DatePicker, PhoneField, Select, TextField } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useDocumentTypesQuery } from '../masterdata/api';
import { useLookupLabel, useLookupOptions } from '../masterdata/lookups';
import { DocumentIdField } from './DocumentIdField';
import type { FieldErrors } from './forms';
import { useFieldErrorText } from './useFieldErrorText';

// The identity half of the personal details, apart from the person's half (PersonalDetailsFields):
// registration and the password reset need only this, and stay without the nationality search.

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

export const IDENTITY_FIELDS = ['mobile', 'documentTypeId', 'documentId', 'dateOfBirth'] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

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

export interface IdentityFieldsProps<V extends IdentityValues> {
  values: V;
  errors: FieldErrors<IdentityField>;
  onChange: <K extends keyof IdentityValues & keyof V>(field: K, value: V[K]) => void;
  fixed?: FixedFields;
  /** Help under a fixed mobile number. */
  mobileDescription?: string;
}

/**
 * The mobile (with the calling-code picker), the document type and id (with the Emirates ID mask)
 * and the date of birth of registration, sign-up and My Profile (spec sections 2, 5). Each field
 * sits in a `data-field` wrapper, so focusFirstError finds it; fixed fields read as values.
 */
export function IdentityFields<V extends IdentityValues>({
  values,
  errors,
  onChange,
  fixed = {},
  mobileDescription,
}: IdentityFieldsProps<V>) {
  const { t } = useTranslation('account');
  const ruleText = useFieldErrorText();
  const documentTypes = useDocumentTypesQuery();
  const documentTypeOptions = useLookupOptions(documentTypes.data);
  const documentTypeLabel = useLookupLabel(documentTypes.data, values.documentTypeId);
  const set = onChange as <K extends keyof IdentityValues>(field: K, value: IdentityValues[K]) => void;

  return (
    <>
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
