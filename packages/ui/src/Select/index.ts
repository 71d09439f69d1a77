export type { SelectOption, SelectProps } from './Select';
export { Select } from './Select';
