import type { BroadcastHistoryRow } from '@portal/contract';
import { Alert, Button, Dialog, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors';
import { Bidi } from '../../i18n/Bidi';
import { useMessageText } from '../../i18n/useMessageText';
import { useResendBroadcastMutation } from '../api';

export interface ResendDialogProps {
  row: BroadcastHistoryRow;
  onClose: () => void;
}

/** A facility broadcast (All or one location) is sent again after this confirmation (spec section 4). */
export function ResendDialog({ row, onClose }: ResendDialogProps) {
  const { t } = useTranslation('broadcast');
  const messageText = useMessageText();
  const [resend, resending] = useResendBroadcastMutation();
  const done = resending.data;

  return (
    <Dialog
      title={t('resend.title')}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      role="alertdialog"
      size="sm"
      footer={(close) =>
        done ? (
          <Button onPress={close}>{t('common.close', { ns: 'account' })}</Button>
        ) : (
          <>
            <Button variant="secondary" onPress={close}>
              {t('common.cancel', { ns: 'account' })}
            </Button>
            <Button isPending={resending.isLoading} onPress={() => void resend(row.id)}>
              {t('resend.send')}
            </Button>
          </>
        )
      }
    >
      {done ? (
        <Alert tone="success" role="status">
          <Bidi>{t('resend.done', { success: done.pushSuccess })}</Bidi>
        </Alert>
      ) : (
        <Text elementType="p">
          <Bidi>{t('resend.confirm', { title: row.notificationTitle })}</Bidi>
        </Text>
      )}
      {resending.error && <Alert tone="error">{messageText(errorMessage(resending.error))}</Alert>}
    </Dialog>
  );
}
