export type { StepperProps } from './Stepper';
export { Stepper } from './Stepper';
