import { LogoutIcon, NavAction, NavItem, NavList } from '@portal/ui';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLogout } from '../auth/useLogout';
import { useOpenDialog } from '../shared/dialogs';
import { MenuContext } from '../shared/featureRoutes';
import { useAppSelector } from '../store/hooks';
import { selectSessionUser } from '../store/session';
// The labels' English whatever renders the menu (AuthLayout's ready() brings the other languages).
import './i18n/strings';

export interface SideNavigationProps {
  /** Called when an entry acts rather than navigates (a dialog, logout): the phone's drawer closes. */
  onAction?: () => void;
}

/**
 * The signed-in side menu (ui AppShell's navigation; a drawer on phones): the entries the features
 * declare beside their routes, in the order app/signedInRoutes.tsx lists the features (spec section 2), so
 * an entry comes with its screen, never before; an entry may open a shared dialog (Contact Us)
 * instead, and may be for some roles only (staff screens). Logout, the shell's own, ends it.
 */
export function SideNavigation({ onAction }: SideNavigationProps) {
  const { t } = useTranslation('layout');
  const roleId = useAppSelector(selectSessionUser)?.roleId;
  // An entry with roles is for those roles only (the server refuses the others' calls anyway).
  const entries = useContext(MenuContext).filter(
    (entry) => !entry.roles || (roleId !== undefined && entry.roles.includes(roleId)),
  );
  const openDialog = useOpenDialog();
  const logout = useLogout();
  const { pathname } = useLocation();
  const here = pathname.toLowerCase();
  return (
    <NavList>
      {entries.map((entry) => {
        if ('dialog' in entry) {
          return (
            <NavAction
              key={entry.dialog}
              icon={entry.icon}
              onPress={() => {
                onAction?.();
                openDialog(entry.dialog);
              }}
            >
              {t(entry.label)}
            </NavAction>
          );
        }
        const current = [entry.path, ...(entry.also ?? [])].some((path) => path.toLowerCase() === here);
        return (
          <NavItem key={entry.path} href={entry.path} icon={entry.icon} isCurrent={current}>
            {t(entry.label)}
          </NavItem>
        );
      })}
      <NavAction
        icon={<LogoutIcon aria-hidden="true" />}
        onPress={() => {
          onAction?.();
          void logout();
        }}
      >
        {t('header.logout')}
      </NavAction>
    </NavList>
  );
}
