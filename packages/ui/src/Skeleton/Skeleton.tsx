import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';

export interface SkeletonProps {
  /**
   * 'text' draws `lines` bars, the last one shorter.
   * @default 'text'
   */
  shape?: 'text' | 'rect' | 'circle';
  /** @default 1 */
  lines?: number;
  /**
   * CSS width (e.g. a theme size); a circle takes it as its diameter.
   * @default '100%' (a circle: its height)
   */
  width?: string;
  /** CSS height for 'rect' and 'circle' (a circle's diameter when no width is given). */
  height?: string;
  /**
   * Announced once while loading (role="status"); leave out when a parent already says so.
   */
  label?: string;
}

const shimmer = keyframes`
  from {
    background-position: 100% 0;
  }
  to {
    background-position: 0 0;
  }
`;

const Block = styled.span<{ $width?: string; $height?: string }>`
  display: block;
  inline-size: ${({ $width }) => $width ?? '100%'};
  block-size: ${({ $height, theme }) => $height ?? theme.fontSizes.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: linear-gradient(
      90deg,
      ${({ theme }) => theme.colors.placeholder} 0%,
      ${({ theme }) => theme.colors.surfaceAlt} 50%,
      ${({ theme }) => theme.colors.placeholder} 100%
    )
    0 0 / 200% 100%;
  animation: ${shimmer} ${({ theme }) => theme.motion.durations.shimmer} ${({ theme }) => theme.motion.easing.linear}
    infinite;

  &[data-shape='circle'] {
    border-radius: ${({ theme }) => theme.radii.pill};
  }

  &[data-shape='rect'] {
    border-radius: ${({ theme }) => theme.radii.md};
  }

  &[data-last] {
    inline-size: 60%;
  }

  /* A still block is enough of a hint; no shimmer for people who asked for less motion. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${({ theme }) => theme.colors.placeholder};
  }
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A placeholder shaped like the content that is loading. Hidden from assistive technology. */
export function Skeleton({ shape = 'text', lines = 1, width, height, label }: SkeletonProps) {
  const status = label ? (
    <VisuallyHidden elementType="span">
      <span role="status">{label}</span>
    </VisuallyHidden>
  ) : null;

  if (shape !== 'text') {
    // A circle is as wide as it is high; a rect fills its container's width unless told otherwise.
    const circle = width ?? height;
    return (
      <>
        <Block
          aria-hidden="true"
          data-shape={shape}
          $width={shape === 'circle' ? circle : (width ?? '100%')}
          $height={shape === 'circle' ? circle : height}
        />
        {status}
      </>
    );
  }
  return (
    <>
      <Lines aria-hidden="true" style={width ? { inlineSize: width } : undefined}>
        {Array.from({ length: lines }, (_, index) => (
          <Block
            // biome-ignore lint/suspicious/noArrayIndexKey: the bars are positions, not items
            key={index}
            data-shape="text"
            data-last={(lines > 1 && index === lines - 1) || undefined}
            $height={height}
          />
        ))}
      </Lines>
      {status}
    </>
  );
}
