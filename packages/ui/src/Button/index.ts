export type { ButtonProps } from './Button';
export { Button } from './Button';
