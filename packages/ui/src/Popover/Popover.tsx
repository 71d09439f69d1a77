import type { ReactNode } from 'react';
import {
  Dialog as RACDialog,
  Heading as RACHeading,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { StyledPopover } from '../internal/overlay.styles';

export interface PopoverProps extends Omit<RACPopoverProps, 'children'> {
  /** Heading at the top, also the accessible name (or give aria-label). */
  title?: string;
  'aria-label'?: string;
  children: ReactNode;
  /**
   * 'notifications' is the header dropdown: 50 characters wide, at most 336 px high, scrolling.
   * @default 'auto'
   */
  size?: 'auto' | 'notifications';
}

const Surface = styled(StyledPopover)`
  display: flex;
  flex-direction: column;
  max-inline-size: calc(100vw - 2 * ${({ theme }) => theme.space.lg});
`;

// RAC sets the popover's own max-height inline from the room on screen, so the fixed dropdown size
// goes on the dialog inside it.
const Box = styled(RACDialog)<{ $size: 'auto' | 'notifications' }>`
  display: flex;
  flex-direction: column;
  min-block-size: 0;
  max-inline-size: 100%;
  outline: none;

  ${({ $size, theme }) =>
    $size === 'notifications' &&
    `
    inline-size: ${theme.sizes.popover.inline};
    max-block-size: ${theme.sizes.popover.maxBlock};
  `}
`;

const Title = styled(RACHeading)`
  flex: none;
  margin: 0;
  padding-block: ${({ theme }) => theme.space.md};
  padding-inline: ${({ theme }) => theme.space.lg};
  border-block-end: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Body = styled.div`
  min-block-size: 0;
  overflow: auto;
  padding: ${({ theme }) => theme.space.md};
`;

/**
 * A non-modal dialog anchored to its trigger (react-aria-components Popover + Dialog), opened by a
 * DialogTrigger. Escape or a click outside closes it and focus returns to the trigger.
 */
export function Popover({ title, 'aria-label': ariaLabel, children, size = 'auto', ...props }: PopoverProps) {
  return (
    <Surface placement="bottom end" {...props}>
      <Box aria-label={title ? undefined : ariaLabel} $size={size} data-size={size}>
        {title && <Title slot="title">{title}</Title>}
        <Body>{children}</Body>
      </Box>
    </Surface>
  );
}
