import { type ClipboardEvent, useState } from 'react';
import { TextField as RACTextField } from 'react-aria-components';
import styled from 'styled-components';
import { FieldErrorRegion, FieldErrorText, FieldLabel } from '../internal/field.styles';
import { Box, Boxes, Frame, OverlayInput } from './OtpField.styles';

export interface OtpFieldProps {
  /** Visible label, also the accessible name of the input. */
  label: string;
  /** The digits entered so far. */
  value: string;
  onChange(value: string): void;
  /** Called each time the value reaches `length` digits (typing, paste or SMS autofill). */
  onComplete?(value: string): void;
  /**
   * Number of digits.
   * @default 6
   */
  length?: number;
  errorMessage?: string;
  isDisabled?: boolean;
  autoFocus?: boolean;
  name?: string;
}

const Root = styled(RACTextField)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

// Arabic keyboards type Arabic-Indic (U+0660..) or Extended Arabic-Indic (U+06F0..) digits; the
// code is sent as ASCII digits.
const toAsciiDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));

const digitsOnly = (text: string) => toAsciiDigits(text).replace(/\D/g, '');

/** A one-time-code input drawn as one box per digit. */
export function OtpField({
  label,
  value,
  onChange,
  onComplete,
  length = 6,
  errorMessage,
  isDisabled,
  autoFocus,
  name,
}: OtpFieldProps) {
  const [isFocused, setFocused] = useState(false);

  const commit = (text: string) => {
    const next = digitsOnly(text).slice(0, length);
    if (next === value) return;
    onChange(next);
    if (next.length === length) onComplete?.(next);
  };

  // maxLength would cut a pasted "123 456" to "123 45" before the spaces are stripped, so paste
  // is cleaned here and inserted at the selection.
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    const pasted = digitsOnly(event.clipboardData.getData('text'));
    commit(pasted.length >= length ? pasted : value.slice(0, start) + pasted + value.slice(end));
  };

  const activeIndex = Math.min(value.length, length - 1);

  return (
    <Root
      value={value}
      onChange={commit}
      onFocusChange={setFocused}
      isInvalid={Boolean(errorMessage)}
      isDisabled={isDisabled}
      autoFocus={autoFocus}
      name={name}
      validationBehavior="aria"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={length}
    >
      <FieldLabel>{label}</FieldLabel>
      {/* Codes are read left to right in Arabic too; the label and error keep the page direction. */}
      <Frame>
        <Boxes $length={length} aria-hidden="true" dir="ltr">
          {Array.from({ length }, (_, index) => (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
              key={index}
              data-filled={index < value.length || undefined}
              data-active={(isFocused && index === activeIndex) || undefined}
            >
              {value[index] ?? ''}
            </Box>
          ))}
        </Boxes>
        <OverlayInput dir="ltr" onPaste={handlePaste} />
      </Frame>
      <FieldErrorRegion aria-live="polite">
        {errorMessage && <FieldErrorText>{errorMessage}</FieldErrorText>}
      </FieldErrorRegion>
    </Root>
  );
}
