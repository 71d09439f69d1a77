import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { menu } from '../app/signedInRoutes';
import { MenuContext } from '../shared/featureRoutes';
import { signedIn } from '../test-utils/care';
import { renderScreen } from '../test-utils/render';
import { SideNavigation } from './SideNavigation';

afterEach(cleanup);

describe('SideNavigation', () => {
  it('links the features’ entries in the spec’s order and marks the current one', () => {
    renderScreen(
      <MenuContext.Provider value={menu}>
        <SideNavigation />
      </MenuContext.Provider>,
      { path: '/auth/searchDoctorResult', preloadedState: signedIn },
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Find a Doctor',
      'Appointments',
      'Lab Reports',
      'My Medication',
      'Family Members',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/auth/dashboard',
      '/auth/finddoctor',
      '/auth/appointments',
      '/auth/diagnosticReports',
      '/auth/myMedication',
      '/auth/manageFamily',
    ]);
    // The results of a search belong to Find a Doctor.
    expect(screen.getByRole('link', { name: 'Find a Doctor' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Appointments' })).not.toHaveAttribute('aria-current');
  });
});
