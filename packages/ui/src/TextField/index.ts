export type { TextFieldProps } from './TextField';
export { TextField } from './TextField';
