import { Button as RACButton, ComboBox as RACComboBox } from 'react-aria-components';
import styled from 'styled-components';
import { fieldRoot } from '../internal/field.styles';
import { ListPopover } from '../internal/overlay.styles';

// Cast back to RAC's generic signature, which styled() flattens to unknown items.
export const Root = styled(RACComboBox)`
  ${fieldRoot}
` as typeof RACComboBox;

/** Opens the whole list; the input stays the way in for keyboards (RAC keeps this out of the tab order). */
export const Trigger = styled(RACButton)`
  display: inline-flex;
  align-items: center;
  align-self: stretch;
  flex: none;
  padding-inline: ${({ theme }) => theme.space.sm};
  border: none;
  border-radius: inherit;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.sizes.icon};
  cursor: pointer;

  &[data-hovered] {
    color: ${({ theme }) => theme.colors.text};
  }

  &[data-disabled] {
    cursor: not-allowed;
  }
`;

/**
 * As wide as the whole field box (the combobox's Group, which RAC anchors to and measures for
 * --trigger-width), and no wider: a long option wraps inside the field's width.
 */
export const OptionsPopover = styled(ListPopover)`
  inline-size: var(--trigger-width);
`;

export const Empty = styled.div`
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
