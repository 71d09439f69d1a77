import { type HospitalLocation, hospitalFormSchema } from '@portal/contract';
import { Button, Dialog, toast } from '@portal/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../i18n/useMessageText';
import { useRuleText } from '../i18n/useRuleText';
import { check } from '../shared/account/forms';
import { accountErrorMessage } from '../shared/account/messages';
import { useSaveFacilityMutation } from './api';
import { LocationRadios } from './LocationRadios';

export interface ChooseHospitalDialogProps {
  locations: readonly HospitalLocation[];
  /** The location shown as chosen when the dialog opens. */
  current: HospitalLocation | undefined;
  onClose: () => void;
}

/** The Choose Hospital dialog (spec section 2): a radio list of the brand's locations. */
export function ChooseHospitalDialog({ locations, current, onClose }: ChooseHospitalDialogProps) {
  const { t } = useTranslation('hospital');
  const ruleText = useRuleText();
  const messageText = useMessageText();
  const formId = useId();
  const [saveFacility, { isLoading }] = useSaveFacilityMutation();
  const [chosen, setChosen] = useState<string | null>(current ? String(current.id) : null);
  const [error, setError] = useState<string>();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    const location = locations.find((entry) => String(entry.id) === chosen);
    const verdict = check<{ facilityId: string }, 'facilityId'>(hospitalFormSchema, {
      facilityId: location?.locationId ?? '',
    });
    if (!verdict.ok) {
      setError(verdict.errors.facilityId);
      return;
    }
    const saved = await saveFacility(verdict.value);
    if (saved.error) {
      toast.error(
        messageText(
          accountErrorMessage(saved.error, { ns: 'account', fallback: 'account.updateFacilityError' }),
        ),
      );
      return;
    }
    onClose();
    toast.success(t('hospital.changed', { name: location?.name ?? '' }));
  }

  return (
    <Dialog
      title={t('hospital.title')}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      closeLabel={t('common.close', { ns: 'account' })}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t('common.cancel', { ns: 'account' })}
          </Button>
          <Button type="submit" form={formId} isPending={isLoading}>
            {t('common.save', { ns: 'account' })}
          </Button>
        </>
      )}
    >
      <form id={formId} onSubmit={handleSubmit}>
        <LocationRadios
          label={t('hospital.choose')}
          locations={locations}
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            setError(undefined);
          }}
          errorMessage={ruleText(error)}
        />
      </form>
    </Dialog>
  );
}
