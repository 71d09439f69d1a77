import { type ChangePasswordForm, changePasswordFormSchema, RuleMessage } from '@portal/contract';
import { Button, Dialog, Form, Stack, Text, toast } from '@portal/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../i18n/useMessageText';
import { check, useCheckedForm } from '../shared/account/forms';
import { accountErrorMessage } from '../shared/account/messages';
import { NewPasswordFields } from '../shared/account/NewPasswordFields';
import { useChangePasswordMutation } from '../shared/account/passwordApi';
import { useAppDispatch } from '../store/hooks';
import { sessionUpdated } from '../store/session';
import { strings } from './i18n/strings';

export const ready = strings.ready;

type Field = keyof ChangePasswordForm;
const FIELD_ORDER: readonly Field[] = ['oldPassword', 'newPassword', 'confirmPassword'];
const EMPTY: ChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

export interface ForcedPasswordDialogProps {
  /** Signs out instead (the layout's logout): the only way out besides a new password. */
  onLogout: () => void;
}

/**
 * The forced Change Password dialog (spec sections 2 and 4, SECURITY.md): a user signed in with a
 * default password (isDefaultPassword: seeded, or set by an admin) chooses a new one before anything
 * else. No Escape, no backdrop, no close button; the signed-in layout shows nothing of the portal
 * behind it. The rules and the call are My Profile's change password: the server clears the flag,
 * and the session here follows.
 */
export function ForcedPasswordDialog({ onLogout }: ForcedPasswordDialogProps) {
  const { t } = useTranslation('admin');
  const messageText = useMessageText();
  const dispatch = useAppDispatch();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const form = useCheckedForm(
    EMPTY,
    (values) => check<ChangePasswordForm, Field>(changePasswordFormSchema, values),
    FIELD_ORDER,
  );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    const checked = form.submit();
    if (!checked) return;
    const result = await changePassword({
      oldPassword: checked.oldPassword,
      newPassword: checked.newPassword,
    });
    if (!result.error) {
      toast.success(t('forced.success'));
      dispatch(sessionUpdated({ isDefaultPassword: false }));
      return;
    }
    const message = accountErrorMessage(result.error, {
      ns: 'admin',
      byStatus: { 403: 'auth.accountLocked' },
      fallback: 'forced.error',
    });
    if ('key' in message && message.key === 'account.incorrectOldPassword') {
      form.refuse({ oldPassword: 'account.incorrectOldPassword' });
    } else if ('key' in message && message.key === RuleMessage.oldNewPassSame) {
      form.refuse({ newPassword: RuleMessage.oldNewPassSame });
    }
    toast.error(messageText(message));
  }

  return (
    <Dialog
      title={t('forced.title')}
      isOpen
      isDismissable={false}
      size="sm"
      footer={
        <Button variant="ghost" onPress={onLogout}>
          {t('header.logout')}
        </Button>
      }
    >
      <Form onSubmit={handleSubmit} aria-label={t('forced.title')}>
        <Stack gap="lg" ref={form.formRef}>
          <Text elementType="p">{t('forced.intro')}</Text>
          <NewPasswordFields
            names={FIELD_ORDER}
            values={form.values}
            errors={form.errors}
            onChange={form.update}
          />
          <Button type="submit" isPending={isLoading}>
            {t('forced.submit')}
          </Button>
        </Stack>
      </Form>
    </Dialog>
  );
}
