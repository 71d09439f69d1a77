import { type ChangePasswordForm, changePasswordFormSchema, RuleMessage } from '@portal/contract';
import { Button, Card, Form, Heading, Stack, toast } from '@portal/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../i18n/useMessageText';
import { check, useCheckedForm } from '../shared/account/forms';
import { accountErrorMessage } from '../shared/account/messages';
import { NewPasswordFields } from '../shared/account/NewPasswordFields';
import { useChangePasswordMutation } from '../shared/account/passwordApi';

type Field = keyof ChangePasswordForm;
const FIELD_ORDER: readonly Field[] = ['oldPassword', 'newPassword', 'confirmPassword'];
const EMPTY: ChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * My Profile's change-password card (spec sections 2, 5, 8): old, new and confirmation with
 * invalidPassword, passNotMatch and oldNewPassSame; a wrong old password reads 'Incorrect old
 * password'. Not shown to UAE PASS users.
 */
export function ChangePasswordCard() {
  const { t } = useTranslation('profile');
  const messageText = useMessageText();
  const headingId = useId();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const form = useCheckedForm(
    EMPTY,
    (values) => check<ChangePasswordForm, Field>(changePasswordFormSchema, values),
    FIELD_ORDER,
  );
  // Bumped after a change: the fields remount empty (the reveal toggles reset too).
  const [formKey, setFormKey] = useState(0);

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
      toast.success(t('passChangeSuccess'));
      form.reset(EMPTY);
      setFormKey((key) => key + 1);
      return;
    }
    const message = accountErrorMessage(result.error, {
      ns: 'profile',
      byStatus: { 403: 'auth.accountLocked' },
      fallback: 'passChangeError',
    });
    if ('key' in message && message.key === 'account.incorrectOldPassword') {
      form.refuse({ oldPassword: 'account.incorrectOldPassword' });
    } else if ('key' in message && message.key === RuleMessage.oldNewPassSame) {
      form.refuse({ newPassword: RuleMessage.oldNewPassSame });
    }
    toast.error(messageText(message));
  }

  return (
    <Card aria-labelledby={headingId}>
      <Stack gap="lg">
        <Heading level={2} id={headingId}>
          {t('profile.changePassword')}
        </Heading>
        <Form key={formKey} onSubmit={handleSubmit} aria-labelledby={headingId}>
          <Stack gap="lg" ref={form.formRef}>
            <NewPasswordFields
              names={FIELD_ORDER}
              values={form.values}
              errors={form.errors}
              onChange={form.update}
            />
            <Button type="submit" isPending={isLoading}>
              {t('profile.changePasswordSubmit')}
            </Button>
          </Stack>
        </Form>
      </Stack>
    </Card>
  );
}
