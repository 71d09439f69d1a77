import type { ImageSet } from '@portal/contract';
import { Image } from '@portal/ui';

/** `sizes` of an image filling a card of the screens' card grid (pageParts CardGrid): one to four a row. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw';

export interface ContentImageProps {
  image: ImageSet;
  /** Text alternative; '' when the title beside it says what the image shows. */
  alt: string;
  /** How wide it shows at each viewport (the img `sizes`), so the browser picks the file of srcSet. */
  sizes: string;
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
export function ContentImage({ image, alt, sizes, aspectRatio, fit, aboveFold = false }: ContentImageProps) {
  return (
    <Image
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? sizes : undefined}
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
