import { Button as RACButton, ToggleButton as RACToggleButton } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { focusRingInset } from './focusRing';

// Square, borderless buttons for icon-only controls (toast close, carousel, password reveal). The
// accessible name always comes from aria-label at the call site.
export const iconButtonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: ${({ theme }) => theme.sizes.control};
  block-size: ${({ theme }) => theme.sizes.control};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.sizes.icon};
  cursor: pointer;
  transition: background-color ${({ theme }) => `${theme.motion.durations.fast} ${theme.motion.easing.standard}`},
    color ${({ theme }) => `${theme.motion.durations.fast} ${theme.motion.easing.standard}`};

  &[data-hovered] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryHover};
  }

  &[data-pressed] {
    color: ${({ theme }) => theme.colors.primaryPressed};
  }

  &[data-focus-visible] {
    ${focusRingInset}
  }

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const IconButton = styled(RACButton)`
  ${iconButtonStyles}
`;

export const IconToggleButton = styled(RACToggleButton)`
  ${iconButtonStyles}
`;
