import type { ReactElement, ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as RACTooltip,
  type TooltipProps as RACTooltipProps,
  TooltipTrigger as RACTooltipTrigger,
} from 'react-aria-components';
import styled, { keyframes, useTheme } from 'styled-components';
import { toPx } from '../internal/units';

export interface TooltipProps {
  /** The tip. A tooltip only adds to a control's name or description; never put actions in it. */
  content: ReactNode;
  /** One focusable ui control (Button, IconButton, Link...), which the tooltip describes. */
  children: ReactElement;
  /**
   * Side of the trigger; 'start' and 'end' follow the reading direction.
   * @default 'top'
   */
  placement?: RACTooltipProps['placement'];
  /**
   * Milliseconds of hover before it opens; keyboard focus opens it at once.
   * @default 600
   */
  delay?: number;
  isDisabled?: boolean;
  /** Controlled open state (stories, tours). */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

const appear = keyframes`
  from {
    opacity: 0;
  }
`;

const Bubble = styled(RACTooltip)`
  max-inline-size: ${({ theme }) => theme.sizes.tooltipMaxWidth};
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  box-shadow: ${({ theme }) => theme.shadows.md};
  z-index: ${({ theme }) => theme.zIndices.tooltip};

  &[data-entering] {
    animation: ${appear} ${({ theme }) => `${theme.motion.durations.fast} ${theme.motion.easing.standard}`};
  }

  & .arrow svg {
    display: block;
    fill: ${({ theme }) => theme.colors.text};
  }

  &[data-placement='bottom'] .arrow svg {
    transform: rotate(180deg);
  }

  &[data-placement='right'] .arrow svg {
    transform: rotate(90deg);
  }

  &[data-placement='left'] .arrow svg {
    transform: rotate(-90deg);
  }
`;

/** A short description shown on hover and keyboard focus (react-aria-components Tooltip). */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 600,
  isDisabled,
  isOpen,
  onOpenChange,
}: TooltipProps) {
  const theme = useTheme();
  const arrow = toPx(theme.space.sm);
  return (
    <RACTooltipTrigger delay={delay} isDisabled={isDisabled} isOpen={isOpen} onOpenChange={onOpenChange}>
      {children}
      <Bubble placement={placement} offset={arrow}>
        <OverlayArrow className="arrow">
          <svg width={arrow} height={arrow} viewBox="0 0 8 8" aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </Bubble>
    </RACTooltipTrigger>
  );
}
