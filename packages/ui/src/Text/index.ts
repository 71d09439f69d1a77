export type { TextProps } from './Text';
export { Text } from './Text';
