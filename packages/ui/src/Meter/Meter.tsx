import {
  Label as RACLabel,
  Meter as RACMeter,
  type MeterProps as RACMeterProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { BarHeader, BarValue, barRoot, Fill, Track, toneColours } from '../internal/meter.styles';

export type MeterTone = 'primary' | 'success' | 'warning' | 'danger';

export interface MeterProps extends Omit<RACMeterProps, 'children'> {
  /** Visible label, also the accessible name, e.g. 'Stroke risk'. */
  label: string;
  /**
   * Colour of the fill: fixed, or chosen from the value (e.g. green, amber, red bands).
   * @default 'primary'
   */
  tone?: MeterTone | ((value: number) => MeterTone);
  /** @default false */
  hideValue?: boolean;
}

const Root = styled(RACMeter)`
  ${barRoot}
  ${toneColours}
`;

/**
 * A measurement within a known range (react-aria-components Meter, role="meter"), e.g. a BMI or
 * risk score. Colour never carries the meaning alone: the value text says it too.
 */
export function Meter({ label, tone = 'primary', hideValue = false, ...props }: MeterProps) {
  const value = props.value ?? 0;
  const resolvedTone = typeof tone === 'function' ? tone(value) : tone;
  return (
    <Root {...props} data-tone={resolvedTone}>
      {({ percentage, valueText }) => (
        <>
          <BarHeader>
            <RACLabel>{label}</RACLabel>
            {!hideValue && <BarValue>{valueText}</BarValue>}
          </BarHeader>
          <Track>
            <Fill style={{ inlineSize: `${percentage}%` }} />
          </Track>
        </>
      )}
    </Root>
  );
}
