import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to {
    transform: rotate(1turn);
  }
`;

const Svg = styled.svg`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  animation: ${spin} ${({ theme }) => theme.motion.durations.spin} linear infinite;

  /* A still three-quarter ring reads as "working" without motion. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Track = styled.circle`
  stroke: currentColor;
  opacity: 0.2;
`;

/** The ring alone, without any role: the caller decides how it is announced. */
export function SpinnerGraphic() {
  return (
    <Svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <Track cx="12" cy="12" r="9.5" strokeWidth="3" />
      <circle
        cx="12"
        cy="12"
        r="9.5"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="44.8 59.7"
      />
    </Svg>
  );
}
