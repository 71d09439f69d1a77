import {
  makeProfileFormSchema,
  type Profile,
  type profileFormSchema,
  type UaePassCompleteProfileRequest,
  uaeToday,
} from '@portal/contract';
import { Button, Card, ErrorSummary, Form, Heading, Stack, Text, toast } from '@portal/ui';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../i18n/useMessageText';
import { displayDocumentId } from '../shared/account/DocumentIdField';
import { check, type FieldErrors, useCheckedForm, type Verdict } from '../shared/account/forms';
import { countryOfCallingCode, withDetail } from '../shared/account/IdentityFields';
import { accountErrorMessage } from '../shared/account/messages';
import {
  PERSONAL_FIELDS,
  PersonalDetailsFields,
  type PersonalField,
  type PersonalValues,
  useErrorSummary,
} from '../shared/account/PersonalDetailsFields';
import { useCompleteUaePassProfileMutation, useSaveProfileMutation } from './api';

type ProfileOutput = ReturnType<typeof profileFormSchema.parse>;
type Field = PersonalField;

function valuesOf(profile: Profile): PersonalValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email ?? '',
    genderId: profile.genderId,
    countryId: profile.countryId,
    mobileCountry: countryOfCallingCode(profile.callingCode),
    mobile: profile.mobile,
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
  const { t } = useTranslation('profile');
  const messageText = useMessageText();
  const headingId = useId();
  const [saveProfile, saveState] = useSaveProfileMutation();
  const [completeProfile, completeState] = useCompleteUaePassProfileMutation();

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

  /** The whole form's value; for a UAE PASS user, null once what they can fill is in order. */
  const validate = (next: PersonalValues): Verdict<ProfileOutput | null, Field> => {
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
    return Object.keys(relevant).length > 0 ? { ok: false, errors: relevant } : { ok: true, value: null };
  };
  const form = useCheckedForm(() => valuesOf(profile), validate, PERSONAL_FIELDS);
  const summary = useErrorSummary(PERSONAL_FIELDS, form.errors);

  const update = <K extends keyof PersonalValues>(field: K, value: PersonalValues[K]) =>
    form.change(withDetail(form.values, field, value));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !canSave) return;
    const checked = validate(form.values);
    const value = form.submit();
    if (!checked.ok) return;
    const result =
      viaUaePass || !value
        ? await completeProfile(uaePassChanges(form.values, uaePassFillable))
        : await saveProfile(value);
    if (result.error) {
      toast.error(
        messageText(accountErrorMessage(result.error, { ns: 'profile', fallback: 'saveProfileError' })),
      );
      return;
    }
    toast.success(t('uaepass.profileUpdated', { ns: 'account' }));
  }

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
        <ErrorSummary
          errors={summary}
          title={t('form.errorSummary', { ns: 'account' })}
          focusKey={form.attempts}
        />
        <Form onSubmit={handleSubmit} aria-labelledby={headingId}>
          <Stack gap="lg" ref={form.formRef}>
            <PersonalDetailsFields
              values={form.values}
              errors={form.errors}
              onChange={update}
              fixed={{ ...fixed, mobile: true, document: fixed.document || viaUaePass }}
              mobileDescription={t('profile.mobileFixed')}
            />
            {canSave && (
              <Button type="submit" isPending={saving}>
                {t('common.save', { ns: 'account' })}
              </Button>
            )}
          </Stack>
        </Form>
      </Stack>
    </Card>
  );
}

/** The UAE PASS completion body: only the fields the profile lacked, now filled. */
function uaePassChanges(values: PersonalValues, fillable: readonly Field[]): UaePassCompleteProfileRequest {
  const body: UaePassCompleteProfileRequest = {};
  if (fillable.includes('email') && values.email.trim()) body.email = values.email.trim();
  if (fillable.includes('genderId') && (values.genderId === 1 || values.genderId === 2)) {
    body.genderId = values.genderId;
  }
  if (fillable.includes('countryId') && values.countryId !== null) body.countryId = values.countryId;
  if (fillable.includes('dateOfBirth') && values.dateOfBirth) body.dateOfBirth = values.dateOfBirth;
  return body;
}
