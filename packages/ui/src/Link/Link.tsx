import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../internal/focusRing';

export interface LinkProps extends RACLinkProps {
  /**
   * 'inline' sits inside running text (always underlined); 'standalone' stands on its own line or
   * in a list and is underlined on hover.
   * @default 'inline'
   */
  variant?: 'inline' | 'standalone';
}

const StyledLink = styled(RACLink)`
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

  &[data-hovered] {
    color: ${({ theme }) => theme.colors.primaryHover};
    text-decoration-line: underline;
    text-decoration-thickness: ${({ theme }) => theme.sizes.focusRingWidth};
  }

  &[data-pressed] {
    color: ${({ theme }) => theme.colors.primaryPressed};
  }

  &[data-focus-visible] {
    ${focusRing}
  }

  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
    text-decoration-line: none;
  }
`;

/**
 * A link (react-aria-components Link). Inside a UIProvider given `navigate`, an internal href
 * navigates client-side.
 */
export function Link({ variant = 'inline', ...props }: LinkProps) {
  return <StyledLink {...props} data-variant={variant} />;
}
