export type { ErrorSummaryItem, ErrorSummaryProps, FormProps } from './Form';
export { ErrorSummary, Form } from './Form';
