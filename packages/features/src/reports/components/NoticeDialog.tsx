import { Button, Dialog, Stack, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Bidi } from '../../i18n/Bidi';

/** The password the notice's example names: 'AHME' + 05/03/1990. */
const EXAMPLE_PASSWORD = 'AHME05031990';

export interface NoticeDialogProps {
  isOpen: boolean;
  onContinue: () => void;
  onCancel: () => void;
}

/**
 * The confidentiality notice before a family member's protected report (spec section 4): the file's
 * password is the first 4 letters of the name in capitals and the date of birth as DDMMYYYY.
 */
export function NoticeDialog({ isOpen, onContinue, onCancel }: NoticeDialogProps) {
  const { t } = useTranslation('reports');
  return (
    <Dialog
      title={t('notice.title')}
      role="alertdialog"
      size="sm"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      footer={
        <Button onPress={onContinue} autoFocus>
          {t('notice.continue')}
        </Button>
      }
    >
      <Stack gap="sm">
        <Text elementType="p">{t('notice.body')}</Text>
        <Text elementType="p" tone="muted">
          <Bidi>{t('notice.example', { password: EXAMPLE_PASSWORD })}</Bidi>
        </Text>
      </Stack>
    </Dialog>
  );
}
