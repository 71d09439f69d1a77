export type { SplitProps } from './Split';
export { Split } from './Split';
