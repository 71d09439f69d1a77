import { type Ref, useEffect, useId, useState } from 'react';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import styled from 'styled-components';
import {
  FieldDescription,
  FieldErrorRegion,
  FieldErrorText,
  FieldLabel,
  fieldRoot,
} from '../internal/field.styles';
import { focusRing } from '../internal/focusRing';
import { textAreaStrings } from '../UIProvider/strings/textArea';
import { useUIStrings } from '../UIProvider/uiStrings';
import { VisuallyHidden } from '../VisuallyHidden';

export interface TextAreaProps extends Omit<RACTextFieldProps, 'children' | 'type' | 'maxLength'> {
  /** Visible label, also the accessible name. */
  label: string;
  /** Most characters allowed (e.g. 500, 400, 120); the counter shows how many are used. */
  maxLength: number;
  /** Help text under the field. */
  description?: string;
  /** Shown under the field in the danger colour; its presence marks the field invalid. */
  errorMessage?: string;
  placeholder?: string;
  /**
   * Visible rows before it scrolls.
   * @default 4
   */
  rows?: number;
  /**
   * The visible counter.
   * @default (count, max) => `${count}/${max}`
   */
  counterLabel?: (count: number, max: number) => string;
  /**
   * What screen readers hear, politely, once typing pauses.
   * @default '473 characters remaining' / 'الأحرف المتبقية: 473'
   */
  remainingLabel?: (remaining: number) => string;
  /** Ref to the `<textarea>`. */
  textAreaRef?: Ref<HTMLTextAreaElement>;
}

const Root = styled(RACTextField)`
  ${fieldRoot}
`;

const StyledTextArea = styled(RACTextArea)`
  min-block-size: ${({ theme }) => theme.sizes.textAreaMinBlock};
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: vertical;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }

  &[data-hovered] {
    border-color: ${({ theme }) => theme.colors.text};
  }

  &[data-focused] {
    border-color: ${({ theme }) => theme.colors.primary};
    ${focusRing}
  }

  &[data-invalid] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: inset 0 0 0 ${({ theme }) => theme.sizes.borderWidth} ${({ theme }) => theme.colors.danger};
  }

  &[data-disabled] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

const Footer = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Counter = styled.span`
  flex: none;
  margin-inline-start: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  unicode-bidi: plaintext;

  &[data-full] {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const defaultCounter = (count: number, max: number) => `${count}/${max}`;
/** Long enough to skip announcing every keystroke, short enough to answer a pause. */
const ANNOUNCE_DELAY_MS = 700;

/** A multi-line text input with a character counter (react-aria-components TextField + TextArea). */
export function TextArea({
  label,
  maxLength,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  counterLabel = defaultCounter,
  remainingLabel: ownRemainingLabel,
  textAreaRef,
  value,
  defaultValue,
  onChange,
  isInvalid,
  validationBehavior = 'aria',
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextAreaProps) {
  const strings = useUIStrings(textAreaStrings);
  const remainingLabel = ownRemainingLabel ?? strings.remaining;
  const counterId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const text = value ?? ownValue;
  const remaining = Math.max(0, maxLength - text.length);
  const [announced, setAnnounced] = useState('');
  const [hasTyped, setHasTyped] = useState(false);

  // The live region speaks once typing pauses; the counter itself is a description read on focus.
  useEffect(() => {
    if (!hasTyped) return;
    const timer = window.setTimeout(() => setAnnounced(remainingLabel(remaining)), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hasTyped, remaining, remainingLabel]);

  return (
    <Root
      {...props}
      value={text}
      onChange={(next) => {
        setOwnValue(next);
        setHasTyped(true);
        onChange?.(next);
      }}
      maxLength={maxLength}
      validationBehavior={validationBehavior}
      isInvalid={isInvalid || Boolean(errorMessage)}
      aria-describedby={[counterId, ariaDescribedBy].filter(Boolean).join(' ')}
    >
      <FieldLabel>{label}</FieldLabel>
      <StyledTextArea ref={textAreaRef} placeholder={placeholder} rows={rows} />
      <Footer>
        <div>
          {description && <FieldDescription slot="description">{description}</FieldDescription>}
          <FieldErrorRegion aria-live="polite">
            {errorMessage && <FieldErrorText>{errorMessage}</FieldErrorText>}
          </FieldErrorRegion>
        </div>
        <Counter id={counterId} data-full={remaining === 0 || undefined}>
          {counterLabel(text.length, maxLength)}
        </Counter>
      </Footer>
      <VisuallyHidden elementType="span">
        <span aria-live="polite">{announced}</span>
      </VisuallyHidden>
    </Root>
  );
}
