import { type ChangePasswordForm, changePasswordFormSchema, RuleMessage } from '@portal/contract';
import { Button, Card, Form, Heading, PasswordField, Stack, toast } from '@portal/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { check, type FieldErrors, focusFirstError } from '../account/forms';
import { accountErrorMessage } from '../account/messages';
import { useMessageText } from '../i18n/useMessageText';
import { useRuleText } from '../i18n/useRuleText';
import { useChangePasswordMutation } from '../password/api';

type Field = keyof ChangePasswordForm;
const FIELD_ORDER: readonly Field[] = ['oldPassword', 'newPassword', 'confirmPassword'];
const EMPTY: ChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * My Profile's change-password card (spec sections 2, 5, 8): old, new and confirmation with
 * invalidPassword, passNotMatch and oldNewPassSame; a wrong old password reads 'Incorrect old
 * password'. Not shown to UAE PASS users.
 */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const ruleText = useRuleText();
  const messageText = useMessageText();
  const headingId = useId();
  const formRef = useRef<HTMLElement>(null);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [values, setValues] = useState<ChangePasswordForm>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  // Bumped after a change: the fields remount empty (the reveal toggles reset too).
  const [formKey, setFormKey] = useState(0);

  const validate = (next: ChangePasswordForm) =>
    check<ChangePasswordForm, Field>(changePasswordFormSchema, next);

  function update(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) {
      const verdict = validate(next);
      setErrors(verdict.ok ? {} : verdict.errors);
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    setSubmitted(true);
    const verdict = validate(values);
    if (!verdict.ok) {
      setErrors(verdict.errors);
      focusFirstError(formRef.current, FIELD_ORDER, verdict.errors);
      return;
    }
    setErrors({});
    const result = await changePassword({
      oldPassword: verdict.value.oldPassword,
      newPassword: verdict.value.newPassword,
    });
    if (!result.error) {
      toast.success(t('passChangeSuccess'));
      setValues(EMPTY);
      setSubmitted(false);
      setFormKey((key) => key + 1);
      return;
    }
    const message = accountErrorMessage(result.error, {
      byStatus: { 403: 'accountLocked' },
      fallback: 'passChangeError',
    });
    if ('key' in message && message.key === 'oldPassError') {
      setErrors({ oldPassword: 'oldPassError' });
      focusFirstError(formRef.current, FIELD_ORDER, { oldPassword: 'oldPassError' });
    } else if ('key' in message && message.key === RuleMessage.oldNewPassSame) {
      setErrors({ newPassword: RuleMessage.oldNewPassSame });
    }
    toast.error(messageText(message));
  }

  const field = (name: Field, label: string, autoComplete: string, description?: string) => (
    <div data-field={name}>
      <PasswordField
        label={label}
        value={values[name]}
        onChange={(value) => update(name, value)}
        errorMessage={ruleText(errors[name])}
        description={description}
        showLabel={t('login.showPassword')}
        hideLabel={t('login.hidePassword')}
        autoComplete={autoComplete}
        name={name}
      />
    </div>
  );

  return (
    <Card aria-labelledby={headingId}>
      <Stack gap="lg">
        <Heading level={2} id={headingId}>
          {t('profile.changePassword')}
        </Heading>
        <Form key={formKey} onSubmit={handleSubmit} aria-labelledby={headingId}>
          <Stack gap="lg" ref={formRef}>
            {field('oldPassword', t('field.oldPassword'), 'current-password')}
            {field('newPassword', t('field.newPassword'), 'new-password', t('field.passwordHint'))}
            {field('confirmPassword', t('field.confirmPassword'), 'new-password')}
            <Button type="submit" isPending={isLoading}>
              {t('profile.changePasswordSubmit')}
            </Button>
          </Stack>
        </Form>
      </Stack>
    </Card>
  );
}
