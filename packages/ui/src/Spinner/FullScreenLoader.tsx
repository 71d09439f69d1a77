import styled from 'styled-components';
import { Spinner } from './Spinner';

export interface FullScreenLoaderProps {
  /** What is loading; shown under the spinner and used as its accessible name. */
  label: string;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.background};
`;

const Caption = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Covers the viewport while the app cannot show anything useful yet (boot, session restore). */
export function FullScreenLoader({ label }: FullScreenLoaderProps) {
  return (
    <Backdrop>
      <Spinner label={label} size="lg" />
      {/* The progressbar already carries the label; the caption is for sighted users. */}
      <Caption aria-hidden="true">{label}</Caption>
    </Backdrop>
  );
}
