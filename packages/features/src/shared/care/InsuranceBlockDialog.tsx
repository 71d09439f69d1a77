import { BookingMessages } from '@portal/contract';
import { Button, Dialog, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { bookingText } from './format';

export interface InsuranceBlockDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** 'Error' / 'Please contact Experience Center 8007267 for appointment booking.' (spec section 8). */
export function InsuranceBlockDialog({ isOpen, onClose }: InsuranceBlockDialogProps) {
  const { t } = useTranslation('care');
  return (
    <Dialog
      title={bookingText(BookingMessages.insuranceDialogTitle, t)}
      role="alertdialog"
      size="sm"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={(close) => (
        <Button onPress={close} autoFocus>
          {t('common.ok')}
        </Button>
      )}
    >
      <Text elementType="p">{bookingText(BookingMessages.insuranceRestricted, t)}</Text>
    </Dialog>
  );
}
