export type { CheckboxGroupProps, CheckboxProps } from './Checkbox';
export { Checkbox, CheckboxGroup } from './Checkbox';
