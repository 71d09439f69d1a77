import { PasswordField } from '@portal/ui';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useRuleText } from '../../i18n/useRuleText';
import type { FieldErrors } from './forms';
import { en } from './i18n/en';

type PasswordName = 'oldPassword' | 'password' | 'newPassword' | 'confirmPassword';

export interface NewPasswordFieldsProps<N extends PasswordName> {
  /** The field names in order: [new, confirmation], or [old, new, confirmation] to change a password. */
  names: readonly N[];
  values: Record<N, string>;
  errors: FieldErrors<N>;
  onChange: (field: N, value: string) => void;
}

const LABEL: Record<PasswordName, ParseKeys<'account'>> = {
  oldPassword: 'field.oldPassword',
  password: 'field.password',
  newPassword: 'field.newPassword',
  confirmPassword: 'field.confirmPassword',
};

/**
 * A new password and its confirmation (sign-up, reset, change), with the 8 to 50 hint on the new
 * one; the browser's password manager is told which is the current one and which the new.
 */
export function NewPasswordFields<N extends PasswordName>({
  names,
  values,
  errors,
  onChange,
}: NewPasswordFieldsProps<N>) {
  const { t } = useTranslation('account');
  const ruleText = useRuleText();
  // The server's refusal of the old password ('account.incorrectOldPassword') is a key of this namespace, not a rule.
  const errorText = (key: string | undefined) =>
    key !== undefined && Object.hasOwn(en, key) ? t(key as keyof typeof en) : ruleText(key);
  return names.map((name) => (
    <div key={name} data-field={name}>
      <PasswordField
        label={t(LABEL[name])}
        value={values[name]}
        onChange={(value) => onChange(name, value)}
        errorMessage={errorText(errors[name])}
        description={name === 'password' || name === 'newPassword' ? t('field.passwordHint') : undefined}
        showLabel={t('login.showPassword')}
        hideLabel={t('login.hidePassword')}
        autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
        name={name}
      />
    </div>
  ));
}
