import styled from 'styled-components';
import { CheckIcon } from '../internal/icons';
import { stepperStrings } from '../UIProvider/strings/stepper';
import { useUIStrings } from '../UIProvider/uiStrings';
import { VisuallyHidden } from '../VisuallyHidden';

export interface StepperProps {
  /** Accessible name of the list, e.g. 'Booking progress'. */
  label: string;
  /** Step names in order. */
  steps: readonly string[];
  /** Index of the current step, from 0. Earlier steps are done. */
  currentStep: number;
  /**
   * Read after a finished step's name.
   * @default 'completed' / 'مكتملة'
   */
  completedLabel?: string;
}

const List = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Step = styled.li`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  position: relative;
  min-inline-size: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;

  /* The connector from the previous step's marker to this one. */
  & + &::before {
    content: '';
    position: absolute;
    inset-block-start: ${({ theme }) => `calc(${theme.sizes.stepMarker} / 2 - ${theme.sizes.borderWidth})`};
    inset-inline-end: ${({ theme }) => `calc(50% + ${theme.sizes.stepMarker} / 2 + ${theme.space.xs})`};
    inline-size: ${({ theme }) => `calc(100% - ${theme.sizes.stepMarker} - 2 * ${theme.space.xs} + ${theme.space.sm})`};
    block-size: ${({ theme }) => `calc(2 * ${theme.sizes.borderWidth})`};
    background: ${({ theme }) => theme.colors.borderStrong};
  }

  &[data-state='complete']::before,
  &[data-state='current']::before {
    background: ${({ theme }) => theme.colors.primary};
  }

  &[data-state='current'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  &[data-state='complete'] {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Marker = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${({ theme }) => theme.sizes.stepMarker};
  block-size: ${({ theme }) => theme.sizes.stepMarker};
  border: ${({ theme }) => `calc(2 * ${theme.sizes.borderWidth})`} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  [data-state='current'] > & {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }

  [data-state='complete'] > & {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** Progress through an ordered flow (booking, registration): an ordered list with the current step marked. */
export function Stepper({ label, steps, currentStep, completedLabel }: StepperProps) {
  const strings = useUIStrings(stepperStrings);
  return (
    <List aria-label={label}>
      {steps.map((step, index) => {
        const state = index < currentStep ? 'complete' : index === currentStep ? 'current' : 'upcoming';
        return (
          <Step key={step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <Marker aria-hidden="true">{state === 'complete' ? <CheckIcon /> : index + 1}</Marker>
            <span>
              {step}
              {state === 'complete' && (
                <VisuallyHidden elementType="span">, {completedLabel ?? strings.completed}</VisuallyHidden>
              )}
            </span>
          </Step>
        );
      })}
    </List>
  );
}
