export type { MenuItemProps, MenuProps, MenuSectionProps } from './Menu';
export { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';
