import type { ImageSet } from '@portal/contract';
import { Image } from '@portal/ui';
import { type DefaultTheme, useTheme } from 'styled-components';

/**
 * How wide a content image shows at each viewport (the img `sizes`), from the theme's tokens:
 * `card` fills a card of the screens' card grid (pageParts CardGrid: one to four a row), `measure`
 * a reading column (a news item, a package's banner), `aside` the side column of a Split.
 */
export type ContentImageWidth = 'card' | 'measure' | 'aside';

function sizesOf(width: ContentImageWidth, theme: DefaultTheme): string {
  const { breakpoints, sizes } = theme;
  switch (width) {
    case 'card':
      return `(min-width: ${breakpoints.lg}) ${sizes.layout.aside.max}, (min-width: ${breakpoints.sm}) 50vw, 100vw`;
    case 'measure':
      return `(min-width: ${breakpoints.sm}) ${sizes.layout.measure}, 100vw`;
    case 'aside':
      return `(min-width: ${breakpoints.lg}) ${sizes.layout.aside.max}, 100vw`;
  }
}

export interface ContentImageProps {
  image: ImageSet;
  /** Text alternative; '' when the title beside it says what the image shows. */
  alt: string;
  /** How wide it shows (the img `sizes`), so the browser picks the file of srcSet. */
  width: ContentImageWidth;
  /** CSS aspect-ratio the box keeps; the image's own when left out. */
  aspectRatio?: string;
  fit?: 'cover' | 'contain';
  /**
   * Whether it is in the first screenful, fetched at once; others load as they come near (lazy).
   * @default false
   */
  aboveFold?: boolean;
}

/**
 * A content service image (banners, news, events, insurers, packages): the server's sizes as a
 * srcSet, its width and height so the page keeps its place before it loads, lazy below the fold.
 */
export function ContentImage({ image, alt, width, aspectRatio, fit, aboveFold = false }: ContentImageProps) {
  const theme = useTheme();
  return (
    <Image
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? sizesOf(width, theme) : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      aspectRatio={aspectRatio ?? `${image.width} / ${image.height}`}
      fit={fit}
      loading={aboveFold ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
