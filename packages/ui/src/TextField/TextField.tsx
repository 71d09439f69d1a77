import { type ReactNode, type Ref, useId } from 'react';
import type { TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorRegion, FieldErrorText, FieldLabel } from '../internal/field.styles';
import { Adornment, EndAdornment, Root, Shell, StyledInput } from './TextField.styles';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'> {
  /** Visible label, also the accessible name. */
  label: string;
  /** Shown under the field in the danger colour; its presence marks the field invalid. */
  errorMessage?: string;
  /** Help text under the field, linked with aria-describedby. */
  description?: string;
  /** Content inside the border before the input, e.g. a '+971' prefix. Announced as a description, not as the label. */
  startAdornment?: ReactNode;
  /** Content inside the border after the input, e.g. a unit or an icon button. */
  endAdornment?: ReactNode;
  placeholder?: string;
  /** Ref to the `<input>`, e.g. to focus the first invalid field after a submit. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled single-line text input (react-aria-components TextField). */
export function TextField({
  label,
  errorMessage,
  description,
  startAdornment,
  endAdornment,
  placeholder,
  inputRef,
  isInvalid,
  validationBehavior = 'aria',
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextFieldProps) {
  const adornmentId = useId();
  const describedBy = [startAdornment != null ? adornmentId : undefined, ariaDescribedBy]
    .filter(Boolean)
    .join(' ');

  return (
    <Root
      {...props}
      validationBehavior={validationBehavior}
      isInvalid={isInvalid || Boolean(errorMessage)}
      aria-describedby={describedBy || undefined}
    >
      <FieldLabel>{label}</FieldLabel>
      <Shell>
        {startAdornment != null && <Adornment id={adornmentId}>{startAdornment}</Adornment>}
        <StyledInput ref={inputRef} placeholder={placeholder} />
        {endAdornment != null && <EndAdornment>{endAdornment}</EndAdornment>}
      </Shell>
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorRegion aria-live="polite">
        {errorMessage && <FieldErrorText>{errorMessage}</FieldErrorText>}
      </FieldErrorRegion>
    </Root>
  );
}
