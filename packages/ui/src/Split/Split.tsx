import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import type { SpaceToken } from '../theme/types';

export interface SplitProps extends HTMLAttributes<HTMLDivElement> {
  /** The main column first, then the side column. */
  children: [ReactNode, ReactNode];
  /**
   * Space between the columns (and between them stacked), from the space scale.
   * @default 'lg'
   */
  gap?: SpaceToken;
  ref?: Ref<HTMLDivElement>;
}

const Root = styled.div<{ $gap: SpaceToken }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns:
      minmax(0, 1fr)
      minmax(${({ theme }) => theme.sizes.layout.aside.min}, ${({ theme }) => theme.sizes.layout.aside.max});
  }
`;

/**
 * A main column and a side column beside it on wide screens (the side one between the layout's
 * aside sizes), stacked main first below the `lg` breakpoint: the dashboard's care and its side
 * lists, a form and its summary. The side column follows the reading direction.
 */
export function Split({ children, gap = 'lg', ref, ...rest }: SplitProps) {
  return (
    <Root $gap={gap} ref={ref} {...rest}>
      {children}
    </Root>
  );
}
