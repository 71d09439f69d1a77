export type { DayStepperProps } from './DayStepper';
export { DayStepper } from './DayStepper';
