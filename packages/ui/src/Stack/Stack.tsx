import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import type { SpaceToken } from '../theme/types';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /**
   * Space between children, from the space scale.
   * @default 'md'
   */
  gap?: SpaceToken;
  /**
   * Main axis. 'row' follows the reading direction (starts on the right in Arabic).
   * @default 'column'
   */
  direction?: 'row' | 'column';
  /** Cross-axis alignment (align-items). @default 'stretch' */
  align?: CSSProperties['alignItems'];
  /** Main-axis distribution (justify-content). @default 'flex-start' */
  justify?: CSSProperties['justifyContent'];
  /**
   * Let children wrap onto new lines.
   * @default false
   */
  wrap?: boolean;
  /** Element to render. @default 'div' */
  as?: 'div' | 'ul' | 'ol' | 'li' | 'nav' | 'form' | 'section' | 'header' | 'footer' | 'main' | 'fieldset';
  ref?: Ref<HTMLElement>;
}

interface RootProps {
  $gap: SpaceToken;
  $direction: 'row' | 'column';
  $align: CSSProperties['alignItems'];
  $justify: CSSProperties['justifyContent'];
  $wrap: boolean;
}

// Transient ($) props so layout options never reach the DOM.
const Root = styled.div<RootProps>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ $align }) => $align};
  justify-content: ${({ $justify }) => $justify};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
  list-style: none;
`;

/** Lays children out in a row or column with a gap from the space scale. */
export function Stack({
  gap = 'md',
  direction = 'column',
  align = 'stretch',
  justify = 'flex-start',
  wrap = false,
  ref,
  ...props
}: StackProps) {
  // `as` may change the element, so the public ref is typed HTMLElement rather than the div default.
  return (
    <Root
      {...props}
      ref={ref as Ref<HTMLDivElement>}
      $gap={gap}
      $direction={direction}
      $align={align}
      $justify={justify}
      $wrap={wrap}
    />
  );
}
