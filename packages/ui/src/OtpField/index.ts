export type { OtpFieldProps } from './OtpField';
export { OtpField } from './OtpField';
