export type { AlertProps, AlertTone, BannerProps } from './Alert';
export { Alert, Banner } from './Alert';
