import {
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { IconButton } from '../internal/IconButton';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../internal/icons';
import { useHydrated } from '../internal/useHydrated';
import { useMediaQuery } from '../theme/media';
import { carouselStrings } from '../UIProvider/strings/carousel';
import { useUIStrings } from '../UIProvider/uiStrings';
import { Controls, Dot, Dots, Root, Slide, Viewport } from './Carousel.styles';

/** An image slide, filling the slide area. */
export interface CarouselImage {
  id: string;
  src: string;
  alt: string;
  /** Responsive candidates ('banner-640.webp 640w, banner-1280.webp 1280w'), with `sizes`. */
  srcSet?: string;
  /** The slide area's width on screen for the browser's pick from `srcSet`, e.g. '(min-width: 64rem) 60vw, 100vw'. */
  sizes?: string;
  /** The image's own size in pixels: the browser reserves its room before it arrives. */
  width?: number;
  height?: number;
}

/** A slide of any content (a card): the carousel is as tall as its tallest slide. */
export interface CarouselSlide {
  id: string;
  content: ReactNode;
}

export type CarouselItem = CarouselImage | CarouselSlide;

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. 'Announcements'. */
  label: string;
  items: CarouselItem[];
  /**
   * Milliseconds each slide shows while rotating.
   * @default 3000
   */
  intervalMs?: number;
  /** @default 'Previous slide' / 'الشريحة السابقة' */
  prevLabel?: string;
  /** @default 'Next slide' / 'الشريحة التالية' */
  nextLabel?: string;
  /** @default 'Pause slide show' / 'إيقاف العرض المتحرك مؤقتًا' */
  pauseLabel?: string;
  /** @default 'Play slide show' / 'تشغيل العرض المتحرك' */
  playLabel?: string;
  /**
   * Accessible name of each slide.
   * @default '1 of 3' / '1 من 3'
   */
  slideLabel?: (position: number, total: number) => string;
  /**
   * CSS aspect-ratio of the slide area of image slides.
   * @default '16 / 9'
   */
  aspectRatio?: string;
  /**
   * The first image is the page's main one (above the fold): fetched first, at high priority.
   * Whatever the setting, the later images are fetched only when their slide shows.
   * @default false
   */
  priority?: boolean;
}

/**
 * An auto-rotating carousel of images or cards after the WAI-ARIA APG pattern: rotation stops when keyboard
 * focus enters it (until Play is pressed), pauses while hovered, and does not start on its own when
 * the user prefers reduced motion.
 *
 * Rendered before the page runs in the browser (a page painted from prerendered markup, and the
 * hydration of it), it shows the first slide alone, unlabelled, and its controls without the dots:
 * that markup is the same whatever the number of slides beyond one, so a page painted before its
 * data is known matches the app's. The rest follows as soon as the page is hydrated.
 */
export function Carousel({
  label,
  items,
  intervalMs = 3000,
  prevLabel,
  nextLabel,
  pauseLabel,
  playLabel,
  slideLabel,
  aspectRatio = '16 / 9',
  priority = false,
}: CarouselProps) {
  const strings = useUIStrings(carouselStrings);
  const hydrated = useHydrated();
  const slidesId = useId();
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const total = items.length;
  const [rawIndex, setIndex] = useState(0);
  const [isPlaying, setPlaying] = useState(!prefersReducedMotion);
  const [isHovered, setHovered] = useState(false);

  const index = total > 0 ? rawIndex % total : 0;
  const isRotating = isPlaying && !isHovered && total > 1;

  useEffect(() => {
    if (prefersReducedMotion) setPlaying(false);
  }, [prefersReducedMotion]);

  useEffect(() => {
    if (!isRotating) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % total), intervalMs);
    return () => window.clearInterval(timer);
  }, [isRotating, intervalMs, total]);

  const go = (step: 1 | -1) => setIndex((current) => (current + step + total) % total);

  // Keyboard focus entering the carousel stops the rotation. Focus that a click brings with it
  // does not: the click itself says what to do (Pause would otherwise stop and then play again).
  const pointerDown = useRef(false);
  const handleFocus = (event: FocusEvent<HTMLElement>) => {
    const fromPointer = pointerDown.current;
    pointerDown.current = false;
    if (!fromPointer && !event.currentTarget.contains(event.relatedTarget as Node | null)) setPlaying(false);
  };
  // Touch has no real hover; a tap would otherwise leave it paused for good.
  const handlePointerEnter = (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(true);
  const handlePointerLeave = () => setHovered(false);

  return (
    <Root
      aria-roledescription="carousel"
      aria-label={label}
      onFocus={handleFocus}
      onPointerDownCapture={() => {
        pointerDown.current = true;
      }}
      onPointerUpCapture={() => {
        pointerDown.current = false;
      }}
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
    >
      <Viewport
        $aspectRatio={items.every((item) => 'src' in item) ? aspectRatio : undefined}
        id={slidesId}
        aria-live={isRotating ? 'off' : 'polite'}
      >
        {(hydrated ? items : items.slice(0, 1)).map((item, itemIndex) => (
          <Slide
            key={item.id}
            role="group"
            aria-roledescription="slide"
            aria-label={hydrated ? (slideLabel ?? strings.slide)(itemIndex + 1, total) : undefined}
            // An image slide out of view is not there; a card slide keeps its room, unseen.
            hidden={'src' in item && itemIndex !== index}
            data-card={'content' in item || undefined}
            data-out={('content' in item && itemIndex !== index) || undefined}
          >
            {'src' in item ? (
              <img
                src={item.src}
                srcSet={item.srcSet}
                sizes={item.sizes}
                width={item.width}
                height={item.height}
                alt={item.alt}
                loading={itemIndex === 0 ? 'eager' : 'lazy'}
                fetchPriority={priority && itemIndex === 0 ? 'high' : undefined}
              />
            ) : (
              item.content
            )}
          </Slide>
        ))}
      </Viewport>
      {total > 1 && (
        <Controls>
          <IconButton
            aria-label={isPlaying ? (pauseLabel ?? strings.pause) : (playLabel ?? strings.play)}
            onPress={() => setPlaying((playing) => !playing)}
          >
            {isPlaying ? <PauseIcon /> : <PlayIcon />}
          </IconButton>
          <IconButton
            aria-label={prevLabel ?? strings.previous}
            aria-controls={slidesId}
            onPress={() => go(-1)}
          >
            {/* Directional: previous points to the start side of the reading direction. */}
            <ChevronLeftIcon />
          </IconButton>
          <Dots aria-hidden="true">
            {hydrated &&
              items.map((item, itemIndex) => (
                <Dot key={item.id} data-current={itemIndex === index || undefined} />
              ))}
          </Dots>
          <IconButton aria-label={nextLabel ?? strings.next} aria-controls={slidesId} onPress={() => go(1)}>
            <ChevronRightIcon />
          </IconButton>
        </Controls>
      )}
    </Root>
  );
}
