import {
  completeProfileFormSchema,
  type HospitalLocation,
  hospitalFormSchema,
  type MessageCode,
  RuleMessage,
  uaeToday,
} from '@portal/contract';
import { Button, DatePicker, Dialog, Form, Stack, Text, toast } from '@portal/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverCode } from '../api/errors';
import { useLogout } from '../auth/useLogout';
import { useMessageText } from '../i18n/useMessageText';
import { useRuleText } from '../i18n/useRuleText';
import { check, type FieldErrors } from '../shared/account/forms';
import { accountErrorMessage } from '../shared/account/messages';
import { useSaveDobMutation, useSaveFacilityMutation } from './api';
import { LocationRadios } from './LocationRadios';

type Field = 'dateOfBirth' | 'facilityId';

interface CompleteProfileDialogProps {
  needsDob: boolean;
  locations: readonly HospitalLocation[];
}

/** The Complete Profile dialog: it cannot be dismissed, only completed (or left by logging out). */
export function CompleteProfileDialog({ needsDob, locations }: CompleteProfileDialogProps) {
  const { t } = useTranslation('hospital');
  const ruleText = useRuleText();
  const messageText = useMessageText();
  const logout = useLogout();
  const formId = useId();
  const [saveDob, dobState] = useSaveDobMutation();
  const [saveFacility, facilityState] = useSaveFacilityMutation();
  const [dateOfBirth, setDateOfBirth] = useState<string | null>(null);
  const [locationId, setLocationId] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const saving = dobState.isLoading || facilityState.isLoading;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const facilityId = locations.find((location) => String(location.id) === locationId)?.locationId ?? '';
    const verdict = check<{ dateOfBirth?: string; facilityId: string }, Field>(
      needsDob ? completeProfileFormSchema : hospitalFormSchema,
      needsDob ? { dateOfBirth: dateOfBirth ?? '', facilityId } : { facilityId },
    );
    if (!verdict.ok) {
      setErrors(verdict.errors);
      return;
    }
    setErrors({});
    const { dateOfBirth: isoDateOfBirth } = verdict.value;
    if (needsDob && isoDateOfBirth) {
      const saved = await saveDob({ dateOfBirth: isoDateOfBirth });
      if (saved.error) {
        if (serverCode(saved.error) === ('rule.emiratesIdDobError' satisfies MessageCode)) {
          setErrors({ dateOfBirth: RuleMessage.emiratesIdDobError });
        }
        toast.error(
          messageText(
            accountErrorMessage(saved.error, { ns: 'account', fallback: 'account.updateDobError' }),
          ),
        );
        return;
      }
    }
    const saved = await saveFacility({ facilityId: verdict.value.facilityId });
    if (saved.error) {
      toast.error(
        messageText(
          accountErrorMessage(saved.error, { ns: 'account', fallback: 'account.updateFacilityError' }),
        ),
      );
      return;
    }
    toast.success(t('uaepass.profileUpdated', { ns: 'account' }));
  }

  return (
    <Dialog
      title={t('completeProfile.title')}
      isOpen
      isDismissable={false}
      footer={
        <>
          <Button variant="secondary" onPress={() => void logout()}>
            {t('header.logout')}
          </Button>
          <Button type="submit" form={formId} isPending={saving}>
            {t('common.save', { ns: 'account' })}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={handleSubmit}>
        <Stack gap="lg">
          <Text elementType="p">
            {t(needsDob ? 'completeProfile.introDob' : 'completeProfile.introHospital')}
          </Text>
          {needsDob && (
            <DatePicker
              label={t('field.dateOfBirth', { ns: 'account' })}
              value={dateOfBirth}
              onChange={(value) => {
                setDateOfBirth(value);
                setErrors((current) => ({ ...current, dateOfBirth: undefined }));
              }}
              maxValue={uaeToday()}
              errorMessage={ruleText(errors.dateOfBirth)}
              calendarLabel={t('field.calendar', { ns: 'account' })}
              name="dateOfBirth"
            />
          )}
          <LocationRadios
            label={t('hospital.choose')}
            locations={locations}
            value={locationId}
            onChange={(value) => {
              setLocationId(value);
              setErrors((current) => ({ ...current, facilityId: undefined }));
            }}
            errorMessage={ruleText(errors.facilityId)}
          />
        </Stack>
      </Form>
    </Dialog>
  );
}
