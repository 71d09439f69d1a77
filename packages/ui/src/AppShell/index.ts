export type { AppShellProps, NavActionProps, NavItemProps } from './AppShell';
export { AppShell, NavAction, NavItem, NavList } from './AppShell';
