export type { SwitchProps } from './Switch';
export { Switch } from './Switch';
