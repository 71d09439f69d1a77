export type { AppShellProps, NavItemProps } from './AppShell';
export { AppShell, NavItem, NavList } from './AppShell';
