import { useState } from 'react';
import { IconToggleButton } from '../internal/IconButton';
import { EyeIcon, EyeOffIcon } from '../internal/icons';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /**
   * Accessible name of the reveal button while the password is hidden.
   * @default 'Show password'
   */
  showLabel?: string;
  /**
   * Accessible name of the reveal button while the password is shown.
   * @default 'Hide password'
   */
  hideLabel?: string;
}

/** A TextField for passwords with a reveal toggle. Paste stays allowed (password managers). */
export function PasswordField({
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  autoComplete = 'current-password',
  isDisabled,
  ...props
}: PasswordFieldProps) {
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
          aria-label={isVisible ? hideLabel : showLabel}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </IconToggleButton>
      }
    />
  );
}
