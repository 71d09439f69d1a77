export type { FullScreenLoaderProps } from './FullScreenLoader';
export { FullScreenLoader } from './FullScreenLoader';
export type { SpinnerProps } from './Spinner';
export { Spinner } from './Spinner';
