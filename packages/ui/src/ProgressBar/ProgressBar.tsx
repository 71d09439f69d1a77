import {
  Label as RACLabel,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import styled, { keyframes } from 'styled-components';
import { BarHeader, BarValue, barRoot, Fill, Track, toneColours } from '../internal/meter.styles';

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children'> {
  /** Visible label, also the accessible name, e.g. 'Amlodipine 5 mg'. */
  label: string;
  /**
   * Hide the value text (e.g. '40%' or valueLabel).
   * @default false
   */
  hideValue?: boolean;
  /**
   * Colour of the fill.
   * @default 'primary'
   */
  tone?: 'primary' | 'success' | 'warning' | 'danger';
}

const Root = styled(RACProgressBar)`
  ${barRoot}
  ${toneColours}
`;

const slide = keyframes`
  from {
    margin-inline-start: -40%;
  }
  to {
    margin-inline-start: 100%;
  }
`;

const Indeterminate = styled(Fill)`
  inline-size: 40%;
  animation: ${slide} ${({ theme }) => theme.motion.durations.shimmer} ${({ theme }) => theme.motion.easing.standard}
    infinite;
`;

/**
 * Progress of a task or course (react-aria-components ProgressBar), e.g. medication taken so far:
 * `value={12} maxValue={30} valueLabel="12 of 30 doses"`.
 */
export function ProgressBar({ label, hideValue = false, tone = 'primary', ...props }: ProgressBarProps) {
  return (
    <Root {...props} data-tone={tone}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <BarHeader>
            <RACLabel>{label}</RACLabel>
            {!hideValue && !isIndeterminate && <BarValue>{valueText}</BarValue>}
          </BarHeader>
          <Track>
            {isIndeterminate ? <Indeterminate /> : <Fill style={{ inlineSize: `${percentage ?? 0}%` }} />}
          </Track>
        </>
      )}
    </Root>
  );
}
