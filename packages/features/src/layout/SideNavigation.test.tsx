import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menu } from '../app/signedInRoutes';
import { DialogContext } from '../shared/dialogs';
import { MenuContext, type MenuItem } from '../shared/featureRoutes';
import { signedIn } from '../test-utils/care';
import { renderScreen } from '../test-utils/render';
import { SideNavigation } from './SideNavigation';

afterEach(cleanup);

function renderMenu(
  openDialog = vi.fn(),
  onAction = vi.fn(),
  entries: readonly MenuItem[] = menu,
  roleId = 1,
) {
  const session = signedIn.session;
  if (!session?.user) throw new Error('signedIn has no user');
  renderScreen(
    <DialogContext.Provider value={openDialog}>
      <MenuContext.Provider value={entries}>
        <SideNavigation onAction={onAction} />
      </MenuContext.Provider>
    </DialogContext.Provider>,
    {
      path: '/auth/searchDoctorResult',
      preloadedState: { ...signedIn, session: { ...session, user: { ...session.user, roleId } } },
    },
  );
  return { openDialog, onAction };
}

describe('SideNavigation', () => {
  it('links the features’ entries in the spec’s order and marks the current one', () => {
    renderMenu();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Find a Doctor',
      'Appointments',
      'Lab Reports',
      'My Medication',
      'Family Members',
      'Feedback / Complaint / Suggestion',
      'Profile',
      'Need Help',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/auth/dashboard',
      '/auth/finddoctor',
      '/auth/appointments',
      '/auth/diagnosticReports',
      '/auth/myMedication',
      '/auth/manageFamily',
      '/auth/feedback',
      '/auth/profile',
      '/auth/needhelp',
    ]);
    // The results of a search belong to Find a Doctor.
    expect(screen.getByRole('link', { name: 'Find a Doctor' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Appointments' })).not.toHaveAttribute('aria-current');
  });

  it('places Contact Us after Family Members and Logout last, as buttons', () => {
    renderMenu();
    const entries = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(entries.indexOf('Contact Us')).toBe(entries.indexOf('Family Members') + 1);
    expect(entries.at(-1)).toBe('Logout');
    expect(screen.getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('opens the Contact Us dialog, closing the drawer, without leaving the screen', async () => {
    const { openDialog, onAction } = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(openDialog).toHaveBeenCalledWith('contactUs');
    expect(onAction).toHaveBeenCalled();
  });

  it('shows an entry with roles to those roles only', () => {
    const staffOnly: MenuItem = { label: 'nav.dashboard', icon: null, path: '/auth/staff', roles: [2, 3] };
    const entries = [...menu, staffOnly];
    renderMenu(vi.fn(), vi.fn(), entries, 1);
    expect(screen.getAllByRole('link', { name: 'Dashboard' })).toHaveLength(1);
    cleanup();
    renderMenu(vi.fn(), vi.fn(), entries, 3);
    expect(
      screen.getAllByRole('link', { name: 'Dashboard' }).map((link) => link.getAttribute('href')),
    ).toEqual(['/auth/dashboard', '/auth/staff']);
  });
});
