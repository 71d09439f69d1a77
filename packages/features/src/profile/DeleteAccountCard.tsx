import { DELETE_ACCOUNT_LOGOUT_MS } from '@portal/contract';
import { Button, Card, ConfirmDialog, Heading, Stack, Text, toast } from '@portal/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../auth/useLogout';
import { useMessageText } from '../i18n/useMessageText';
import { accountErrorMessage, bodyMessage } from '../shared/account/messages';
import { useDeleteAccountMutation } from './api';

/**
 * My Profile's delete-account card (spec sections 2, 5, 8): a confirmation, then the server
 * erases the account; its message shows and the session ends 1 s later.
 */
export function DeleteAccountCard() {
  const { t } = useTranslation('profile');
  const messageText = useMessageText();
  const logout = useLogout();
  const headingId = useId();
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const [confirming, setConfirming] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const logoutTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(logoutTimer.current), []);

  async function confirm() {
    const result = await deleteAccount();
    if (result.error) {
      toast.error(messageText(accountErrorMessage(result.error)));
      return;
    }
    setDeleted(true);
    toast.success(messageText(bodyMessage(result.data, 'account.accountDeleted')));
    logoutTimer.current = setTimeout(() => void logout(), DELETE_ACCOUNT_LOGOUT_MS);
  }

  return (
    <Card aria-labelledby={headingId}>
      <Stack gap="md" align="flex-start">
        <Heading level={2} id={headingId}>
          {t('profile.deleteAccount')}
        </Heading>
        <Text elementType="p">{t('profile.deleteAccountIntro')}</Text>
        <Button variant="danger" onPress={() => setConfirming(true)} isDisabled={deleted}>
          {t('profile.deleteAccount')}
        </Button>
      </Stack>
      <ConfirmDialog
        title={t('profile.deleteAccountConfirmTitle')}
        isOpen={confirming}
        onOpenChange={setConfirming}
        confirmLabel={t('profile.deleteAccountConfirm')}
        cancelLabel={t('common.cancel', { ns: 'account' })}
        closeLabel={t('common.close', { ns: 'account' })}
        tone="danger"
        isPending={isLoading}
        onConfirm={confirm}
      >
        {t('profile.deleteAccountConfirmBody')}
      </ConfirmDialog>
    </Card>
  );
}
