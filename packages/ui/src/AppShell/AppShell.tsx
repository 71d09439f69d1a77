import { type KeyboardEvent, type MouseEvent, type ReactNode, useId, useState } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import styled, { css, useTheme } from 'styled-components';
import { Drawer } from '../Drawer/Drawer';
import { focusRingInset } from '../internal/focusRing';
import { IconButton } from '../internal/IconButton';
import { MenuIcon } from '../internal/icons';
import { RouterAnchor, type RouterAnchorProps } from '../internal/navigation';
import { below, useMediaQuery } from '../theme/media';
import { appShellStrings } from '../UIProvider/strings/appShell';
import { useUIStrings } from '../UIProvider/uiStrings';

export interface AppShellProps {
  /** Contents of the top bar (logo, title, notifications, profile menu); rendered in a banner landmark. */
  header: ReactNode;
  /** The side navigation (e.g. a NavList), shown beside the content on wide screens and in a drawer on phones. */
  navigation: ReactNode;
  /** The page. */
  children: ReactNode;
  /**
   * Accessible name of the navigation landmark and title of the drawer.
   * @default 'Main menu' / 'القائمة الرئيسية'
   */
  navigationLabel?: string;
  /** @default 'Open menu' / 'فتح القائمة' */
  menuLabel?: string;
  /** @default 'Close menu' / 'إغلاق القائمة' */
  closeMenuLabel?: string;
  /** @default 'Skip to main content' / 'انتقل إلى المحتوى الرئيسي' */
  skipLinkLabel?: string;
  /** Controlled state of the phone drawer. */
  isMenuOpen?: boolean;
  onMenuOpenChange?: (isOpen: boolean) => void;
}

// Layout follows the shell's own width (container queries), so a narrow column or a phone frame in
// Storybook lays out exactly as a phone does.
const Root = styled.div`
  container: app-shell / inline-size;
  min-block-size: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

const Frame = styled.div`
  display: grid;
  grid-template-rows: auto 1fr;
  grid-template-columns: minmax(0, 1fr);
  min-block-size: 100vh;

  @container app-shell (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: ${({ theme }) => theme.sizes.sidebar} minmax(0, 1fr);
  }
`;

const SkipLink = styled.a`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.sm};
  inset-inline-start: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndices.overlay};
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const Header = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: ${({ theme }) => theme.sizes.header};
  padding-inline: ${({ theme }) => theme.space.sm};
  border-block-end: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  @container app-shell (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding-inline: ${({ theme }) => theme.space.xl};
  }
`;

const HeaderContent = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
`;

const MenuButton = styled(IconButton)`
  @container app-shell (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

// The column itself stretches with the page (grid items stretch to their row), so its background
// and border run the full height of long content; only the menu inside stays in view (sticky).
// Sticking the whole column instead left it one viewport tall, ending partway down long pages.
const Sidebar = styled.nav`
  display: none;

  @container app-shell (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: block;
    border-inline-end: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const SidebarContent = styled.div`
  position: sticky;
  inset-block-start: ${({ theme }) => theme.sizes.header};
  max-block-size: calc(100vh - ${({ theme }) => theme.sizes.header});
  overflow: auto;
  padding: ${({ theme }) => theme.space.lg};
`;

const Main = styled.main`
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space.lg};
  outline: none;

  @container app-shell (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space.xl};
  }

  & > * {
    max-inline-size: ${({ theme }) => theme.sizes.content};
  }
`;

/**
 * The page frame: a skip link, a header (banner), the side navigation (navigation landmark) that
 * becomes a drawer behind a menu button on phones, and the main content (main landmark).
 */
export function AppShell({
  header,
  navigation,
  children,
  navigationLabel: ownNavigationLabel,
  menuLabel,
  closeMenuLabel,
  skipLinkLabel,
  isMenuOpen,
  onMenuOpenChange,
}: AppShellProps) {
  const strings = useUIStrings(appShellStrings);
  const navigationLabel = ownNavigationLabel ?? strings.mainMenu;
  const mainId = useId();
  // Below the md breakpoint the side column is hidden by its container query, so its copy of the
  // navigation is not rendered there at all (on a phone's signed-in dashboard that copy was a sixth
  // of the components and a fifth of the elements); the drawer renders its own copy when opened.
  // Pages rendered ahead of the browser (the painted dashboard) are the phone layout.
  const phone = useMediaQuery(below(useTheme().breakpoints.md), true);
  const [ownOpen, setOwnOpen] = useState(false);
  const open = isMenuOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onMenuOpenChange?.(next);
  };

  // Following a link in the drawer closes it, so the new page is not hidden behind it. Capture
  // phase: whatever a link's own handler does, the drawer sees the click.
  const closeOnLink = (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
    if ('key' in event && event.key !== 'Enter') return;
    if ((event.target as HTMLElement).closest('a[href]')) setOpen(false);
  };

  return (
    <Root>
      <SkipLink
        href={`#${mainId}`}
        onClick={(event) => {
          // Focus rather than a hash change, which a hash router would take as a route.
          event.preventDefault();
          document.getElementById(mainId)?.focus();
        }}
      >
        {skipLinkLabel ?? strings.skipToContent}
      </SkipLink>
      <Frame>
        <Header>
          <MenuButton
            aria-label={menuLabel ?? strings.openMenu}
            aria-expanded={open}
            onPress={() => setOpen(true)}
          >
            <MenuIcon />
          </MenuButton>
          <HeaderContent>{header}</HeaderContent>
        </Header>
        {!phone && (
          <Sidebar aria-label={navigationLabel}>
            <SidebarContent>{navigation}</SidebarContent>
          </Sidebar>
        )}
        <Main id={mainId} tabIndex={-1}>
          {children}
        </Main>
      </Frame>
      <Drawer
        title={navigationLabel}
        isOpen={open}
        onOpenChange={setOpen}
        closeLabel={closeMenuLabel ?? strings.closeMenu}
      >
        <nav aria-label={navigationLabel} onClickCapture={closeOnLink} onKeyDownCapture={closeOnLink}>
          {navigation}
        </nav>
      </Drawer>
    </Root>
  );
}

export const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface NavItemProps extends Omit<RouterAnchorProps, 'children'> {
  /** The current page: marked with aria-current="page" and highlighted. */
  isCurrent?: boolean;
  /** A leading decorative icon. */
  icon?: ReactNode;
  children: ReactNode;
}

const navEntry = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-block-size: ${({ theme }) => theme.sizes.control};
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  cursor: pointer;

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.sizes.icon};
  }

  /* A pointer that hovers (a finger's tap would leave the hover on). */
  @media (hover: hover) {
    &:hover {
      background: ${({ theme }) => theme.colors.primarySubtle};
    }
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryPressed};
    box-shadow: inset ${({ theme }) => theme.sizes.accent} 0 0 ${({ theme }) => theme.colors.primary};

    & > svg {
      color: ${({ theme }) => theme.colors.primary};
    }
  }

  &:focus-visible {
    ${focusRingInset}
  }
`;

const NavLink = styled(RouterAnchor)`
  ${navEntry}
`;

const NavButton = styled(RACButton)`
  ${navEntry}
  inline-size: 100%;
  border: 0;
  background: none;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: start;
`;

/** A link of a NavList (an anchor of its own; navigates client-side under UIProvider's router). */
export function NavItem({ isCurrent = false, icon, children, ...props }: NavItemProps) {
  return (
    <li>
      <NavLink {...props} aria-current={isCurrent ? 'page' : undefined}>
        {icon}
        <span>{children}</span>
      </NavLink>
    </li>
  );
}

export interface NavActionProps extends Omit<RACButtonProps, 'children'> {
  /** A leading decorative icon. */
  icon?: ReactNode;
  children: ReactNode;
}

/** An entry of a NavList that acts rather than navigates (opens a dialog, signs out): a button styled as its links. */
export function NavAction({ icon, children, ...props }: NavActionProps) {
  return (
    <li>
      <NavButton {...props}>
        {icon}
        <span>{children}</span>
      </NavButton>
    </li>
  );
}
