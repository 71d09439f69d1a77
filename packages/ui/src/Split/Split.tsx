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

/** The Split's own width decides, not the screen's: the same in a phone-wide story as on a phone. */
const Frame = styled.div`
  container-type: inline-size;
  min-inline-size: 0;
`;

const Root = styled.div<{ $gap: SpaceToken }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: start;

  @container (min-width: ${({ theme }) => theme.sizes.layout.split}) {
    grid-template-columns:
      minmax(0, 1fr)
      minmax(${({ theme }) => theme.sizes.layout.aside.min}, ${({ theme }) => theme.sizes.layout.aside.max});
  }
`;

/**
 * A main column and a side column beside it when there is room (the Split at least the layout's
 * `split` size wide; the side one between the layout's aside sizes), stacked main first when
 * narrower: the dashboard's main parts and its side column. The side column follows the reading
 * direction.
 */
export function Split({ children, gap = 'lg', ref, ...rest }: SplitProps) {
  return (
    <Frame>
      <Root $gap={gap} ref={ref} {...rest}>
        {children}
      </Root>
    </Frame>
  );
}
