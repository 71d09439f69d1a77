export type { ImageProps } from './Image';
export { Image } from './Image';
