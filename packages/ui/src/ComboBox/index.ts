export type { ComboBoxOption, ComboBoxProps } from './ComboBox';
export { ComboBox } from './ComboBox';
