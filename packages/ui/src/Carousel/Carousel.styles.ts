import styled, { keyframes } from 'styled-components';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
`;

/** Images fill a box of the given aspect ratio; cards stack in one grid cell, as tall as the tallest. */
export const Viewport = styled.div<{ $aspectRatio: string | undefined }>`
  position: relative;
  display: grid;
  overflow: hidden;
  aspect-ratio: ${({ $aspectRatio }) => $aspectRatio ?? 'auto'};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

export const Slide = styled.div`
  position: absolute;
  inset: 0;
  animation: ${fadeIn} ${({ theme }) => `${theme.motion.durations.slow} ${theme.motion.easing.standard}`};

  /*
   * A card slide is in the flow, all of them in one cell; one out of view keeps its room (no jump
   * in height) but is neither seen nor reached. An image slide out of view is not displayed at all,
   * so its lazy image is not fetched until it shows.
   */
  &[data-card] {
    position: relative;
    grid-area: 1 / 1;
    min-inline-size: 0;
  }

  &[data-card][data-out] {
    visibility: hidden;
    animation: none;
  }

  & > img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Dots = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.sm};
`;

export const Dot = styled.span`
  inline-size: ${({ theme }) => theme.space.sm};
  block-size: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.borderStrong};
  transition: inline-size ${({ theme }) => `${theme.motion.durations.normal} ${theme.motion.easing.standard}`};

  &[data-current] {
    inline-size: ${({ theme }) => theme.space.xl};
    background: ${({ theme }) => theme.colors.primary};
  }
`;
