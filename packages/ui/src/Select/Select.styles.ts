import {
  Button as RACButton,
  Select as RACSelect,
  SelectValue as RACSelectValue,
} from 'react-aria-components';
import styled from 'styled-components';
import { controlShell, fieldRoot } from '../internal/field.styles';
import { focusRing } from '../internal/focusRing';

// Cast back to RAC's generic signature, which styled() flattens to unknown items.
export const Root = styled(RACSelect)`
  ${fieldRoot}
` as typeof RACSelect;

export const Trigger = styled(RACButton)`
  ${controlShell}
  gap: ${({ theme }) => theme.space.sm};
  inline-size: 100%;
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => `${theme.space.md} ${theme.space.sm}`};
  font-family: inherit;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  text-align: start;
  cursor: pointer;

  &[data-pressed] {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  /* RAC sets data-focus-visible on the button; the shell draws the ring. */
  &:focus-visible {
    ${focusRing}
  }
`;

export const Value = styled(RACSelectValue)`
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Chevron = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.sizes.icon};
`;
