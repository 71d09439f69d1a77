import type { ReactNode } from 'react';
import type { ButtonProps as RACButtonProps } from 'react-aria-components';
import { Button as RACButton } from 'react-aria-components';
import styled from 'styled-components';
import { iconButtonStyles } from '../internal/IconButton';
import { VisuallyHidden } from '../VisuallyHidden';

export interface IconButtonProps extends Omit<RACButtonProps, 'children' | 'aria-label' | 'aria-labelledby'> {
  /** Accessible name, required: the button shows only an icon. */
  label: string;
  /** The icon (decorative, e.g. one of the ui icons). A CountBadge may follow it. */
  children: ReactNode;
  /**
   * Visual emphasis.
   * @default 'ghost'
   */
  variant?: 'ghost' | 'primary' | 'secondary';
}

const StyledIconButton = styled(RACButton)`
  ${iconButtonStyles}
  position: relative;

  &[data-variant='primary'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};

    &[data-hovered] {
      background: ${({ theme }) => theme.colors.primaryHover};
      color: ${({ theme }) => theme.colors.onPrimary};
    }

    &[data-pressed] {
      background: ${({ theme }) => theme.colors.primaryPressed};
      color: ${({ theme }) => theme.colors.onPrimary};
    }

    &[data-focus-visible] {
      outline-offset: ${({ theme }) => theme.sizes.focusRingOffset};
    }
  }

  &[data-variant='secondary'] {
    border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * A square button that shows only an icon (react-aria-components Button). `label` is hidden text
 * inside it rather than aria-label, so a CountBadge in the button joins its name ("Notifications,
 * 3 unread") instead of being hidden by the label.
 */
export function IconButton({ label, variant = 'ghost', children, ...props }: IconButtonProps) {
  return (
    <StyledIconButton {...props} data-variant={variant}>
      <VisuallyHidden elementType="span">{label}</VisuallyHidden>
      {children}
    </StyledIconButton>
  );
}
