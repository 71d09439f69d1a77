import { Input as RACInput } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../internal/focusRing';

export const Frame = styled.div`
  position: relative;
  inline-size: max-content;
  max-inline-size: 100%;
`;

export const Boxes = styled.div<{ $length: number }>`
  display: grid;
  grid-template-columns: ${({ theme, $length }) => `repeat(${$length}, minmax(0, ${theme.sizes.otpBox}))`};
  gap: ${({ theme }) => theme.space.sm};
`;

export const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  block-size: ${({ theme }) => theme.sizes.otpBox};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  transition: border-color ${({ theme }) => `${theme.motion.durations.fast} ${theme.motion.easing.standard}`};

  &[data-filled] {
    border-color: ${({ theme }) => theme.colors.text};
  }

  [data-invalid] & {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  [data-disabled] & {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ${Frame}:focus-within &[data-active] {
    border-color: ${({ theme }) => theme.colors.primary};
    ${focusRing}
  }
`;

/**
 * The one real input, stretched over the boxes and transparent: it receives typing, paste,
 * SMS autofill and clicks anywhere on the boxes, while the boxes draw its value.
 */
export const OverlayInput = styled(RACInput)`
  position: absolute;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
  margin: 0;
  padding: 0;
  border: none;
  opacity: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: text;

  &[data-disabled] {
    cursor: not-allowed;
  }
`;
