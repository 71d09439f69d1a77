import { Button as RACButton } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../internal/focusRing';

export const StyledButton = styled(RACButton)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  /* Never wider than its container: a long label shrinks (and can ellipsize) instead of spilling. */
  min-inline-size: 0;
  max-inline-size: 100%;
  min-block-size: ${({ theme }) => theme.sizes.control};
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => theme.sizes.borderWidth} solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition-property: background-color, border-color, color, box-shadow;
  transition-duration: ${({ theme }) => theme.motion.durations.fast};
  transition-timing-function: ${({ theme }) => theme.motion.easing.standard};

  &[data-full-width] {
    display: flex;
    inline-size: 100%;
  }

  &[data-variant='primary'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};

    &[data-hovered] {
      background: ${({ theme }) => theme.colors.primaryHover};
    }

    &[data-pressed] {
      background: ${({ theme }) => theme.colors.primaryPressed};
    }
  }

  &[data-variant='secondary'] {
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};

    &[data-hovered] {
      background: ${({ theme }) => theme.colors.primarySubtle};
      color: ${({ theme }) => theme.colors.primaryHover};
    }

    &[data-pressed] {
      border-color: ${({ theme }) => theme.colors.primaryPressed};
      color: ${({ theme }) => theme.colors.primaryPressed};
    }
  }

  &[data-variant='ghost'] {
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};

    &[data-hovered] {
      background: ${({ theme }) => theme.colors.primarySubtle};
      color: ${({ theme }) => theme.colors.primaryHover};
    }

    &[data-pressed] {
      color: ${({ theme }) => theme.colors.primaryPressed};
    }
  }

  &[data-variant='danger'] {
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};

    &[data-hovered],
    &[data-pressed] {
      background: ${({ theme }) => theme.colors.dangerHover};
    }
  }

  &[data-focus-visible] {
    ${focusRing}
  }

  &[data-disabled] {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/** Keeps the label in the layout and the accessibility tree while the spinner sits on top of it. */
export const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
  max-inline-size: 100%;

  [aria-busy='true'] > & {
    opacity: 0;
  }
`;

export const PendingIndicator = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;

  & > svg {
    inline-size: ${({ theme }) => theme.sizes.spinner.md};
    block-size: ${({ theme }) => theme.sizes.spinner.md};
  }
`;
