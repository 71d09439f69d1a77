import { useState } from 'react';
import { IconToggleButton } from '../internal/IconButton';
import { EyeIcon, EyeOffIcon } from '../internal/icons';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { passwordFieldStrings } from '../UIProvider/strings/passwordField';
import { useUIStrings } from '../UIProvider/uiStrings';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /**
   * Accessible name of the reveal button while the password is hidden.
   * @default 'Show password' / 'إظهار كلمة المرور'
   */
  showLabel?: string;
  /**
   * Accessible name of the reveal button while the password is shown.
   * @default 'Hide password' / 'إخفاء كلمة المرور'
   */
  hideLabel?: string;
}

/** A TextField for passwords with a reveal toggle. Paste stays allowed (password managers). */
export function PasswordField({
  showLabel,
  hideLabel,
  autoComplete = 'current-password',
  isDisabled,
  ...props
}: PasswordFieldProps) {
  const strings = useUIStrings(passwordFieldStrings);
  const [isVisible, setVisible] = useState(false);

  return (
    <TextField
      {...props}
      isDisabled={isDisabled}
      autoComplete={autoComplete}
      type={isVisible ? 'text' : 'password'}
      // Once revealed (type=text) browsers would offer spelling fixes on the password.
      spellCheck="false"
      autoCorrect="off"
      endAdornment={
        <IconToggleButton
          isSelected={isVisible}
          onChange={setVisible}
          isDisabled={isDisabled}
          aria-label={isVisible ? (hideLabel ?? strings.hide) : (showLabel ?? strings.show)}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </IconToggleButton>
      }
    />
  );
}
