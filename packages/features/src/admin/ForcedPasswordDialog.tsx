import { Button, Dialog, Form, Stack, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../shared/account/NewPasswordFields';
import { CHANGE_PASSWORD_FIELDS, useChangePasswordForm } from '../shared/account/useChangePasswordForm';
import { useAppDispatch } from '../store/hooks';
import { sessionUpdated } from '../store/session';
import { strings } from './i18n/strings';

export const ready = strings.ready;

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
  const dispatch = useAppDispatch();
  const { form, isLoading, handleSubmit } = useChangePasswordForm({
    ns: 'admin',
    fallback: 'forced.error',
    successText: t('forced.success'),
    onChanged: () => dispatch(sessionUpdated({ isDefaultPassword: false })),
  });

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
            names={CHANGE_PASSWORD_FIELDS}
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
