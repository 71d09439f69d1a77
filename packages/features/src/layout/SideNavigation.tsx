import { NavItem, NavList } from '@portal/ui';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MenuContext } from '../shared/featureRoutes';
// The labels' English whatever renders the menu (AuthLayout's ready() brings the other languages).
import './i18n/strings';

/**
 * The signed-in side menu (ui AppShell's navigation; a drawer on phones): the entries the features
 * declare beside their routes, in the order app/signedInRoutes.tsx lists the features (spec section 2), so
 * an entry comes with its screen, never before. Contact Us and the notifications live in dialogs
 * and the header, not here; profile and logout are in the profile menu.
 */
export function SideNavigation() {
  const { t } = useTranslation('layout');
  const entries = useContext(MenuContext);
  const { pathname } = useLocation();
  const here = pathname.toLowerCase();
  return (
    <NavList>
      {entries.map((entry) => {
        const current = [entry.path, ...(entry.also ?? [])].some((path) => path.toLowerCase() === here);
        return (
          <NavItem key={entry.path} href={entry.path} icon={entry.icon} isCurrent={current}>
            {t(entry.label)}
          </NavItem>
        );
      })}
    </NavList>
  );
}
