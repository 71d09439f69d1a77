export type { MeterProps, MeterTone } from './Meter';
export { Meter } from './Meter';
