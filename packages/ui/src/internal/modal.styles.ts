import { ModalOverlay as RACModalOverlay } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

/** The scrim behind dialogs and drawers. */
export const Backdrop = styled(RACModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.overlay};
  /* RAC sets this to the visual viewport's height (mobile keyboards). */
  block-size: var(--visual-viewport-height, 100vh);

  &[data-entering] {
    animation: ${fadeIn} ${({ theme }) => `${theme.motion.durations.normal} ${theme.motion.easing.standard}`};
  }

  &[data-exiting] {
    animation: ${fadeIn} ${({ theme }) => `${theme.motion.durations.fast} ${theme.motion.easing.standard}`} reverse;
  }
`;
