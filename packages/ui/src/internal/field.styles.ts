import { FieldError as RACFieldError, Label as RACLabel, Text as RACText } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { focusRing } from './focusRing';

// Shared by every form control so labels, help text, errors and borders line up the same way.

export const FieldLabel = styled(RACLabel)`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const FieldDescription = styled(RACText)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Present from the first render so that screen readers announce an error when it appears
 * (live regions added together with their content are often skipped).
 */
export const FieldErrorRegion = styled.div`
  &:empty {
    display: none;
  }
`;

export const FieldErrorText = styled(RACFieldError)`
  display: block;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * A value shown in a field that cannot be changed: a filled box without a border, full-contrast text
 * (text on surfaceAlt is AA, see theme/contrast.test.ts), no hover, no text caret. It still takes
 * focus (screen readers read it there) and shows the focus ring for keyboard users.
 */
export const readOnlyShell = css`
  border-color: transparent;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: none;
  cursor: default;

  &[data-hovered],
  &:hover {
    border-color: transparent;
  }

  & input {
    caret-color: transparent;
    cursor: default;
  }
`;

/** The bordered box of a control (select trigger, date input group), matching TextField's shell. */
export const controlShell = css`
  display: flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.sizes.control};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  transition: border-color ${({ theme }) => `${theme.motion.durations.fast} ${theme.motion.easing.standard}`};

  &[data-hovered],
  &:hover {
    border-color: ${({ theme }) => theme.colors.text};
  }

  &[data-focus-visible],
  &[data-focus-within] {
    border-color: ${({ theme }) => theme.colors.primary};
    ${focusRing}
  }

  [data-invalid] > &,
  &[data-invalid] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: inset 0 0 0 ${({ theme }) => theme.sizes.borderWidth} ${({ theme }) => theme.colors.danger};
  }

  [data-disabled] > &,
  &[data-disabled] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }

  /* After disabled: a fixed value (read-only, or a disabled Select with its value) reads as a value. */
  [data-readonly] > &,
  &[data-readonly] {
    ${readOnlyShell}

    &[data-focus-within],
    &[data-focus-visible] {
      border-color: transparent;
    }
  }
`;

/** Column layout shared by every labelled field. */
export const fieldRoot = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
`;
