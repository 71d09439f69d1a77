import { Heading as RACHeading, type HeadingProps as RACHeadingProps } from 'react-aria-components';
import styled from 'styled-components';

export interface HeadingProps extends Omit<RACHeadingProps, 'level'> {
  /** Renders h1..h4; also sets the size, so keep the outline in order. */
  level: 1 | 2 | 3 | 4;
}

const StyledHeading = styled(RACHeading)`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: start;
  overflow-wrap: break-word;

  &[data-level='1'] {
    font-size: ${({ theme }) => theme.fontSizes.xxxl};
  }

  &[data-level='2'] {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }

  &[data-level='3'] {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  &[data-level='4'] {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** A section heading (react-aria-components Heading). */
export function Heading({ level, ...props }: HeadingProps) {
  return <StyledHeading {...props} level={level} data-level={level} />;
}
