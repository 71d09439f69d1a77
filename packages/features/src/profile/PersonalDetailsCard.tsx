import {
  makeProfileFormSchema,
  type Profile,
  type profileFormSchema,
  type UaePassCompleteProfileRequest,
  uaeToday,
} from '@portal/contract';
import {
  Button,
  Card,
  DatePicker,
  ErrorSummary,
  Form,
  Heading,
  PhoneField,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Text,
  TextField,
  toast,
} from '@portal/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentIdField, displayDocumentId } from '../account/DocumentIdField';
import { check, type FieldErrors, focusFirstError } from '../account/forms';
import { accountErrorMessage } from '../account/messages';
import { useMessageText } from '../i18n/useMessageText';
import { useRuleText } from '../i18n/useRuleText';
import { useCountriesQuery, useDocumentTypesQuery, useGendersQuery } from '../masterdata/api';
import { useLookupLabel, useLookupOptions } from '../masterdata/lookups';
import { useCompleteUaePassProfileMutation, useSaveProfileMutation } from './api';

type ProfileOutput = ReturnType<typeof profileFormSchema.parse>;
type Field =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'genderId'
  | 'countryId'
  | 'dateOfBirth'
  | 'documentTypeId'
  | 'documentId';
const FIELD_ORDER: readonly Field[] = [
  'firstName',
  'lastName',
  'email',
  'genderId',
  'countryId',
  'dateOfBirth',
  'documentTypeId',
  'documentId',
];

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  genderId: number | null;
  countryId: number | null;
  dateOfBirth: string | null;
  documentTypeId: number | null;
  documentId: string;
}

function valuesOf(profile: Profile): Values {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email ?? '',
    genderId: profile.genderId,
    countryId: profile.countryId,
    dateOfBirth: profile.dateOfBirth,
    documentTypeId: profile.documentTypeId,
    documentId: displayDocumentId(profile.documentTypeId, profile.documentId ?? ''),
  };
}

export interface PersonalDetailsCardProps {
  profile: Profile;
  /** A UAE PASS session (uaeUser '1'): what UAE PASS asserted cannot be edited here. */
  viaUaePass: boolean;
}

/**
 * My Profile's personal details (spec sections 2, 4, 5). The mobile never changes here; the date
 * of birth and the document only while they are still missing (the server keeps them fixed once
 * set); a UAE PASS user only fills what UAE PASS did not give (POST /User/completeprofile).
 */
export function PersonalDetailsCard({ profile, viaUaePass }: PersonalDetailsCardProps) {
  const { t } = useTranslation();
  const ruleText = useRuleText();
  const messageText = useMessageText();
  const headingId = useId();
  const formRef = useRef<HTMLElement>(null);
  const genders = useGendersQuery();
  const countries = useCountriesQuery();
  const documentTypes = useDocumentTypesQuery();
  const genderOptions = useLookupOptions(genders.data);
  const countryOptions = useLookupOptions(countries.data, true);
  const documentTypeOptions = useLookupOptions(documentTypes.data);
  const documentTypeLabel = useLookupLabel(documentTypes.data, profile.documentTypeId);
  const [saveProfile, saveState] = useSaveProfileMutation();
  const [completeProfile, completeState] = useCompleteUaePassProfileMutation();
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);

  const fixed = {
    name: viaUaePass,
    email: viaUaePass && Boolean(profile.email),
    genderId: viaUaePass && profile.genderId !== null,
    countryId: viaUaePass && profile.countryId !== null,
    dateOfBirth: profile.dateOfBirth !== null,
    document: profile.documentTypeId !== null && profile.documentId !== null,
  };
  /** What a UAE PASS user may still fill in (all of it already there: nothing to save). */
  const uaePassFillable: Field[] = viaUaePass
    ? (['email', 'genderId', 'countryId', 'dateOfBirth'] as const).filter((field) =>
        field === 'dateOfBirth' ? !fixed.dateOfBirth : !fixed[field],
      )
    : [];
  const canSave = !viaUaePass || uaePassFillable.length > 0;
  const saving = saveState.isLoading || completeState.isLoading;

  const validate = (next: Values) => {
    const verdict = check<ProfileOutput, Field>(makeProfileFormSchema(uaeToday), {
      ...next,
      genderId: next.genderId ?? undefined,
      countryId: next.countryId ?? undefined,
      dateOfBirth: next.dateOfBirth ?? '',
      documentTypeId: next.documentTypeId ?? undefined,
    });
    if (verdict.ok || !viaUaePass) return verdict;
    // A UAE PASS user answers only for the fields they can fill.
    const relevant = Object.fromEntries(
      Object.entries(verdict.errors).filter(([field]) => uaePassFillable.includes(field as Field)),
    ) as FieldErrors<Field>;
    return Object.keys(relevant).length > 0 ? { ok: false as const, errors: relevant } : null;
  };

  function update<K extends keyof Values>(field: K, value: Values[K]) {
    const next = { ...values, [field]: value };
    if (field === 'documentTypeId' && value !== values.documentTypeId) next.documentId = '';
    setValues(next);
    if (submitted) {
      const verdict = validate(next);
      setErrors(verdict && !verdict.ok ? verdict.errors : {});
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !canSave) return;
    setSubmitted(true);
    const verdict = validate(values);
    if (verdict && !verdict.ok) {
      setErrors(verdict.errors);
      focusFirstError(formRef.current, FIELD_ORDER, verdict.errors);
      return;
    }
    setErrors({});
    const result =
      viaUaePass || !verdict
        ? await completeProfile(uaePassChanges(values, uaePassFillable))
        : await saveProfile(verdict.value);
    if (result.error) {
      toast.error(messageText(accountErrorMessage(result.error, { fallback: 'saveProfileError' })));
      return;
    }
    toast.success(t('saveProfileSuccess'));
  }

  const summary = FIELD_ORDER.flatMap((field) => {
    const message = ruleText(errors[field]);
    return message ? [{ name: field, message }] : [];
  });

  return (
    <Card aria-labelledby={headingId}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={2} id={headingId}>
            {t('profile.details')}
          </Heading>
          {viaUaePass && (
            <Text elementType="p" tone="muted">
              {t('profile.uaePassNote')}
            </Text>
          )}
        </Stack>
        <ErrorSummary errors={summary} title={t('form.errorSummary')} />
        <Form onSubmit={handleSubmit} aria-labelledby={headingId}>
          <Stack gap="lg" ref={formRef}>
            <div data-field="firstName">
              <TextField
                label={t('field.firstName')}
                value={values.firstName}
                onChange={(value) => update('firstName', value)}
                errorMessage={ruleText(errors.firstName)}
                isReadOnly={fixed.name}
                autoComplete="given-name"
                name="firstName"
              />
            </div>
            <div data-field="lastName">
              <TextField
                label={t('field.lastName')}
                value={values.lastName}
                onChange={(value) => update('lastName', value)}
                errorMessage={ruleText(errors.lastName)}
                isReadOnly={fixed.name}
                autoComplete="family-name"
                name="lastName"
              />
            </div>
            <div data-field="email">
              <TextField
                label={t('field.email')}
                value={values.email}
                onChange={(value) => update('email', value)}
                errorMessage={ruleText(errors.email)}
                isReadOnly={fixed.email}
                type="email"
                inputMode="email"
                autoComplete="email"
                name="email"
              />
            </div>
            <div data-field="genderId">
              <RadioGroup
                label={t('field.gender')}
                orientation="horizontal"
                value={values.genderId === null ? null : String(values.genderId)}
                onChange={(value) => update('genderId', Number(value))}
                errorMessage={ruleText(errors.genderId)}
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
                  onChange={(key) => update('countryId', key === null ? null : Number(key))}
                  errorMessage={ruleText(errors.countryId)}
                  isDisabled={countries.isLoading}
                  name="countryId"
                />
              )}
            </div>
            <PhoneField
              label={t('login.mobile')}
              value={profile.mobile}
              isReadOnly
              description={t('profile.mobileFixed')}
              name="mobile"
            />
            <div data-field="dateOfBirth">
              <DatePicker
                label={t('field.dateOfBirth')}
                value={values.dateOfBirth}
                onChange={(value) => update('dateOfBirth', value)}
                maxValue={uaeToday()}
                isReadOnly={fixed.dateOfBirth}
                errorMessage={ruleText(errors.dateOfBirth)}
                calendarLabel={t('field.calendar')}
                name="dateOfBirth"
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
                  onChange={(key) => update('documentTypeId', key === null ? null : Number(key))}
                  errorMessage={ruleText(errors.documentTypeId)}
                  isDisabled={viaUaePass}
                  name="documentTypeId"
                />
              )}
            </div>
            <div data-field="documentId">
              <DocumentIdField
                documentTypeId={values.documentTypeId}
                value={values.documentId}
                onChange={(value) => update('documentId', value)}
                errorMessage={ruleText(errors.documentId)}
                isReadOnly={fixed.document || viaUaePass}
              />
            </div>
            {canSave && (
              <Button type="submit" isPending={saving}>
                {t('common.save')}
              </Button>
            )}
          </Stack>
        </Form>
      </Stack>
    </Card>
  );
}

/** The UAE PASS completion body: only the fields the profile lacked, now filled. */
function uaePassChanges(values: Values, fillable: readonly Field[]): UaePassCompleteProfileRequest {
  const body: UaePassCompleteProfileRequest = {};
  if (fillable.includes('email') && values.email.trim()) body.email = values.email.trim();
  if (fillable.includes('genderId') && (values.genderId === 1 || values.genderId === 2)) {
    body.genderId = values.genderId;
  }
  if (fillable.includes('countryId') && values.countryId !== null) body.countryId = values.countryId;
  if (fillable.includes('dateOfBirth') && values.dateOfBirth) body.dateOfBirth = values.dateOfBirth;
  return body;
}
