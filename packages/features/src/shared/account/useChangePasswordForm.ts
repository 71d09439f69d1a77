import { type ChangePasswordForm, changePasswordFormSchema, RuleMessage } from '@portal/contract';
import { toast } from '@portal/ui';
import type { FormEvent } from 'react';
import type { MessageKey, Namespace } from '../../api/errors';
import { useMessageText } from '../../i18n/useMessageText';
import { check, useCheckedForm } from './forms';
import { accountErrorMessage } from './messages';
import { useChangePasswordMutation } from './passwordApi';

type Field = keyof ChangePasswordForm;
export const CHANGE_PASSWORD_FIELDS: readonly Field[] = ['oldPassword', 'newPassword', 'confirmPassword'];
export const EMPTY_CHANGE_PASSWORD: ChangePasswordForm = {
  oldPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export interface ChangePasswordFormOptions<NS extends Namespace> {
  /** The namespace of the screen's fallback message. */
  ns: NS;
  /** Its key for a failure the server does not name. */
  fallback: MessageKey<NS>;
  /** The success message, already in the page's language. */
  successText: string;
  /** After the server changed the password. */
  onChanged: () => void;
}

/**
 * Old, new and confirmation (spec section 5: invalidPassword, passNotMatch, oldNewPassSame) and the
 * change-password call: a wrong old password and a new one equal to the old are shown on their
 * field and as a toast. My Profile's card and the forced dialog of a default password share it.
 */
export function useChangePasswordForm<NS extends Namespace>({
  ns,
  fallback,
  successText,
  onChanged,
}: ChangePasswordFormOptions<NS>) {
  const messageText = useMessageText();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const form = useCheckedForm(
    EMPTY_CHANGE_PASSWORD,
    (values) => check<ChangePasswordForm, Field>(changePasswordFormSchema, values),
    CHANGE_PASSWORD_FIELDS,
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
      toast.success(successText);
      onChanged();
      return;
    }
    const message = accountErrorMessage<NS>(result.error, {
      ns,
      byStatus: { 403: 'auth.accountLocked' },
      fallback,
    });
    if ('key' in message && message.key === 'account.incorrectOldPassword') {
      form.refuse({ oldPassword: 'account.incorrectOldPassword' });
    } else if ('key' in message && message.key === RuleMessage.oldNewPassSame) {
      form.refuse({ newPassword: RuleMessage.oldNewPassSame });
    }
    toast.error(messageText(message));
  }

  return { form, isLoading, handleSubmit };
}
