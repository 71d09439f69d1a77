import styled from 'styled-components';
import { focusRing } from '../internal/focusRing';
import { RouterAnchor, type RouterAnchorProps } from '../internal/navigation';

export interface LinkProps extends RouterAnchorProps {
  /**
   * 'inline' sits inside running text (always underlined); 'standalone' stands on its own line or
   * in a list and is underlined on hover.
   * @default 'inline'
   */
  variant?: 'inline' | 'standalone';
}

const StyledLink = styled(RouterAnchor)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: inherit;
  text-decoration-line: underline;
  text-decoration-thickness: ${({ theme }) => theme.sizes.borderWidth};
  text-underline-offset: 0.2em;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  transition: color ${({ theme }) => `${theme.motion.durations.fast} ${theme.motion.easing.standard}`};

  &[data-variant='standalone'] {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration-line: none;
  }

  /* A pointer that hovers (not a finger, whose tap would leave the hover on). */
  @media (hover: hover) {
    &:hover {
      color: ${({ theme }) => theme.colors.primaryHover};
      text-decoration-line: underline;
      text-decoration-thickness: ${({ theme }) => theme.sizes.focusRingWidth};
    }
  }

  &:active {
    color: ${({ theme }) => theme.colors.primaryPressed};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

/**
 * A link: an anchor of the page's own (no script for hover, press or focus). Inside a UIProvider
 * given `navigate`, a plain click on an in-app href navigates client-side.
 */
export function Link({ variant = 'inline', ...props }: LinkProps) {
  return <StyledLink {...props} data-variant={variant} />;
}
