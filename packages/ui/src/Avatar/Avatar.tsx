import { useState } from 'react';
import styled from 'styled-components';

export interface AvatarProps {
  /** The person's name: the accessible name, and the source of the initials. */
  name: string;
  /** Photo URL; while missing or when it fails to load, the initials show instead. */
  src?: string;
  /**
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Hide from assistive technology when the name is already written next to it.
   * @default false
   */
  isDecorative?: boolean;
}

const Root = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  inline-size: ${({ theme }) => theme.sizes.avatar.md};
  block-size: ${({ theme }) => theme.sizes.avatar.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  user-select: none;

  &[data-size='sm'] {
    inline-size: ${({ theme }) => theme.sizes.avatar.sm};
    block-size: ${({ theme }) => theme.sizes.avatar.sm};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  &[data-size='lg'] {
    inline-size: ${({ theme }) => theme.sizes.avatar.lg};
    block-size: ${({ theme }) => theme.sizes.avatar.lg};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  & > img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

/** Up to two letters: the first of the first and of the last word ('Layla Hassan' -> 'LH'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ? Array.from(words[0])[0] : '';
  const last = words.length > 1 ? Array.from(words[words.length - 1] ?? '')[0] : '';
  return `${first ?? ''}${last ?? ''}`.toLocaleUpperCase();
}

/** A person's photo, or their initials when there is none or it fails to load. */
export function Avatar({ name, src, size = 'md', isDecorative = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const showImage = Boolean(src) && failedSrc !== src;
  const a11y = isDecorative
    ? { 'aria-hidden': true as const }
    : showImage
      ? {}
      : { role: 'img' as const, 'aria-label': name };

  return (
    <Root {...a11y} data-size={size} data-fallback={showImage ? undefined : true}>
      {showImage ? (
        <img src={src} alt={isDecorative ? '' : name} onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </Root>
  );
}
