import {
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  Popover as RACPopover,
} from 'react-aria-components';
import styled, { css, keyframes } from 'styled-components';
import { focusRingInset } from './focusRing';

const appear = keyframes`
  from {
    opacity: 0;
  }
`;

/** The floating surface of popovers, menus, listboxes and calendars. */
export const popoverSurface = css`
  box-sizing: border-box;
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
  z-index: ${({ theme }) => theme.zIndices.popover};

  &[data-entering] {
    animation: ${appear} ${({ theme }) => `${theme.motion.durations.fast} ${theme.motion.easing.standard}`};
  }
`;

export const StyledPopover = styled(RACPopover)`
  ${popoverSurface}
  /* RAC measures the room left in the viewport; never grow past it. */
  max-block-size: var(--visual-viewport-height);
  overflow: auto;
`;

/** A listbox that matches its trigger's width (Select, ComboBox). */
export const ListPopover = styled(StyledPopover)`
  min-inline-size: var(--trigger-width);
  max-block-size: min(var(--visual-viewport-height), ${({ theme }) => theme.sizes.popover.maxBlock});
`;

export const StyledListBox = styled(RACListBox)`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.xs};
  outline: none;
`;

export const listItemStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: ${({ theme }) => theme.sizes.control};
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;
  outline: none;

  &[data-focused],
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &[data-focus-visible] {
    ${focusRingInset}
  }

  &[data-selected] {
    color: ${({ theme }) => theme.colors.primaryPressed};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

export const StyledListBoxItem = styled(RACListBoxItem)`
  ${listItemStyles}
`;

/** Reserves the check mark's room on every row so labels line up. */
export const ItemCheck = styled.span`
  display: inline-flex;
  flex: none;
  inline-size: 1em;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.sizes.icon};
`;

export const ItemText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-inline-size: 0;
`;

export const ItemDescription = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;
