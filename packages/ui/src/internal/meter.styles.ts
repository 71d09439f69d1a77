import styled, { css } from 'styled-components';

/** Label and value above a track with a fill, shared by ProgressBar and Meter. */
export const barRoot = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const BarHeader = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

export const BarValue = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const Track = styled.div`
  position: relative;
  overflow: hidden;
  block-size: ${({ theme }) => theme.sizes.track};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  /* The track's edge must be visible against the page (non-text contrast). */
  box-shadow: inset 0 0 0 ${({ theme }) => theme.sizes.borderWidth} ${({ theme }) => theme.colors.borderStrong};
`;

export const Fill = styled.div`
  block-size: 100%;
  border-radius: inherit;
  background: var(--bar-colour, ${({ theme }) => theme.colors.primary});
  transition: inline-size ${({ theme }) => `${theme.motion.durations.slow} ${theme.motion.easing.standard}`};
`;

export const toneColours = css`
  &[data-tone='success'] {
    --bar-colour: ${({ theme }) => theme.colors.success};
  }

  &[data-tone='warning'] {
    --bar-colour: ${({ theme }) => theme.colors.warning};
  }

  &[data-tone='danger'] {
    --bar-colour: ${({ theme }) => theme.colors.danger};
  }
`;
