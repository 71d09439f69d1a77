import { Input as RACInput, TextField as RACTextField } from 'react-aria-components';
import styled from 'styled-components';
import { readOnlyShell } from '../internal/field.styles';
import { focusRing } from '../internal/focusRing';

export const Root = styled(RACTextField)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
`;

/** Draws the border so adornments sit inside it, next to the input. */
export const Shell = styled.div`
  display: flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.sizes.control};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  transition: border-color ${({ theme }) => `${theme.motion.durations.fast} ${theme.motion.easing.standard}`};

  &:hover {
    border-color: ${({ theme }) => theme.colors.text};
  }

  /* Only the input's focus rings the whole control; a focused end button (password reveal) shows its own. */
  &:has(> input:focus) {
    border-color: ${({ theme }) => theme.colors.primary};
    ${focusRing}
  }

  [data-invalid] > & {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: inset 0 0 0 ${({ theme }) => theme.sizes.borderWidth} ${({ theme }) => theme.colors.danger};
  }

  [data-disabled] > & {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-color: ${({ theme }) => theme.colors.border};
    cursor: not-allowed;
  }

  [data-readonly] > & {
    ${readOnlyShell}

    &:has(> input:focus) {
      border-color: transparent;
    }
  }
`;

export const Adornment = styled.span`
  display: inline-flex;
  align-items: center;
  flex: none;
  align-self: stretch;
  padding-inline: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  border-inline-end: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  /* Direction from the content itself: '+971' (no strong characters) stays left-to-right in Arabic,
     where inheriting rtl would show '971+'; an Arabic unit still reads right-to-left. */
  unicode-bidi: plaintext;
`;

export const EndAdornment = styled.span`
  display: inline-flex;
  align-items: center;
  flex: none;
  padding-inline-end: ${({ theme }) => theme.space.xxs};
`;

export const StyledInput = styled(RACInput)`
  flex: 1;
  min-inline-size: 0;
  align-self: stretch;
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  border: none;
  border-radius: inherit;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  text-align: start;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }

  /* The shell shows focus for the whole control. */
  &:focus,
  &:focus-visible {
    outline: none;
  }

  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
