import { type ImgHTMLAttributes, useState } from 'react';
import styled from 'styled-components';
import { ImageIcon } from '../internal/icons';

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string;
  /** Text alternative; '' for a decorative image. The fallback carries it too. */
  alt: string;
  /** CSS aspect-ratio kept by both image and fallback, e.g. '16 / 9'. */
  aspectRatio?: string;
  /**
   * @default 'cover'
   */
  fit?: 'cover' | 'contain';
}

const Img = styled.img<{ $aspectRatio?: string; $fit: 'cover' | 'contain' }>`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: ${({ $aspectRatio }) => $aspectRatio ?? 'auto'};
  object-fit: ${({ $fit }) => $fit};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.placeholder};
`;

const Fallback = styled.span<{ $aspectRatio?: string }>`
  display: flex;
  align-items: center;
  justify-content: center;
  inline-size: 100%;
  aspect-ratio: ${({ $aspectRatio }) => $aspectRatio ?? '4 / 3'};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.placeholder};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.sizes.illustration};
`;

/** An image that shows a token-styled placeholder (keeping its alt text) when the source fails. */
export function Image({ src, alt, aspectRatio, fit = 'cover', onError, ...props }: ImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  if (failedSrc === src) {
    return (
      <Fallback
        $aspectRatio={aspectRatio}
        data-fallback
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <ImageIcon aria-hidden="true" />
      </Fallback>
    );
  }
  return (
    <Img
      {...props}
      src={src}
      alt={alt}
      $aspectRatio={aspectRatio}
      $fit={fit}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
