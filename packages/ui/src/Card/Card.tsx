import type { HTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import type { SpaceToken, ThemeShadows } from '../theme/types';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /**
   * Shadow depth.
   * @default 'sm'
   */
  elevation?: keyof ThemeShadows;
  /**
   * Inner padding from the space scale.
   * @default 'xl'
   */
  padding?: SpaceToken;
  /**
   * The element: a `<section>` (with aria-labelledby, a region landmark), or an `<article>` for one
   * card among many in a list, where equal names (two messages from one sender) must not make two
   * landmarks of the same name.
   * @default 'section'
   */
  as?: 'section' | 'article';
  ref?: Ref<HTMLElement>;
}

const Root = styled.section<{ $padding: SpaceToken; $elevation: keyof ThemeShadows }>`
  display: block;
  min-inline-size: 0;
  padding: ${({ theme, $padding }) => theme.space[$padding]};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme, $elevation }) => theme.shadows[$elevation]};
`;

/** A surface that groups related content (a `<section>`, or `as="article"` in lists; give it aria-labelledby to name it). */
export function Card({ elevation = 'sm', padding = 'xl', ...props }: CardProps) {
  return <Root {...props} $elevation={elevation} $padding={padding} />;
}
