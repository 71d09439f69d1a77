import { AppShell, below, Link, useMediaQuery } from '@portal/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import styled, { useTheme } from 'styled-components';
import { useLogout } from '../auth/useLogout';
import { useBrand } from '../brand/BrandContext';
import { HospitalChooser, ready as hospitalChooserReady } from '../hospital/HospitalChooser';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { useLanguage } from '../i18n/useLanguage';
import { NotificationsBell } from '../notifications/NotificationsBell';
import { ready as statusScreenReady } from '../shared/StatusScreen';
import { useAppSelector } from '../store/hooks';
import { selectSessionUser } from '../store/session';
import { strings } from './i18n/strings';
import { ProfileMenu } from './ProfileMenu';
import { SideNavigation } from './SideNavigation';

const Brand = styled.span`
  display: inline-flex;
  flex: none;
`;

/** Phones: the hospital moves from the header into the menu drawer (the language stays in the header). */
const DrawerTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-block-end: ${({ theme }) => theme.space.md};
  padding-block-end: ${({ theme }) => theme.space.md};
  border-block-end: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
`;

const Logo = styled.img`
  display: block;
  block-size: ${({ theme }) => theme.sizes.layout.logo.header};
  inline-size: auto;
`;

const Nav = styled.nav`
  display: flex;
  min-inline-size: 0;
  margin-inline-start: auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The header's hospital chooser speaks the hospital strings, the not-found and not-allowed pages the
 * status strings; the side menu, the profile menu and the shell's labels the layout namespace. Each
 * screen inside waits for its own strings.
 */
// Its own chunk (with the admin strings), fetched only for a session with a default password.
const ForcedPasswordDialog = lazy(() =>
  import('../admin/ForcedPasswordDialog').then(async (m) => {
    await m.ready();
    return { default: m.ForcedPasswordDialog };
  }),
);

export const ready = () =>
  Promise.all([hospitalChooserReady(), statusScreenReady(), strings.ready()]).then(() => undefined);

/**
 * The signed-in shell (ui AppShell): header (logo, hospital, language, notifications, profile
 * menu), side menu, the screen; for a user with a default password, only the forced Change Password
 * dialog. On phones the language switch stays in the header, reachable without opening the menu.
 */
export function AuthLayout() {
  const { t } = useTranslation('layout');
  const brand = useBrand();
  const language = useLanguage();
  const theme = useTheme();
  // The shell shows the side menu from the md breakpoint; below it, the header keeps only the essentials.
  // The painted dashboard (index.html, before the scripts) is the phone layout.
  const phone = useMediaQuery(below(theme.breakpoints.md), true);
  // Controlled so that a menu entry that opens a dialog (Contact Us) or logs out closes the drawer.
  const [menuOpen, setMenuOpen] = useState(false);
  const forced = useAppSelector(selectSessionUser)?.isDefaultPassword === true;
  const logout = useLogout();

  // A default password is changed first: nothing of the portal is there until it is (not even
  // behind the dialog, where a screen reader or a script could still reach it).
  if (forced) {
    return (
      <Suspense fallback={null}>
        <ForcedPasswordDialog onLogout={() => void logout()} />
      </Suspense>
    );
  }

  return (
    <AppShell
      isMenuOpen={menuOpen}
      onMenuOpenChange={setMenuOpen}
      header={
        <>
          <Brand>
            <Link href="/auth/dashboard" variant="standalone">
              <Logo
                src={brand.logo.src[language]}
                alt={t('layout.home', { brand: brand.displayName[language] })}
              />
            </Link>
          </Brand>
          <Nav aria-label={t('header.account')}>
            {!phone && <HospitalChooser />}
            <LanguageSwitch />
            <NotificationsBell />
            <ProfileMenu />
          </Nav>
        </>
      }
      navigation={
        <>
          {phone && (
            <DrawerTools>
              <HospitalChooser placement="menu" />
            </DrawerTools>
          )}
          <SideNavigation onAction={() => setMenuOpen(false)} />
        </>
      }
    >
      <Outlet />
    </AppShell>
  );
}
