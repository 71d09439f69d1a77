import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../app/routes';
import { signedIn } from '../test-utils/care';
import { renderScreen } from '../test-utils/render';
import { routePaths, SideNavigation } from './SideNavigation';

afterEach(cleanup);

describe('SideNavigation', () => {
  it('links the screens that exist, in the spec’s order, and marks the current one', () => {
    renderScreen(<SideNavigation />, { path: '/auth/searchDoctorResult', preloadedState: signedIn });
    const links = screen.getAllByRole('link');
    expect(links.slice(0, 3).map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Find a Doctor',
      'Appointments',
    ]);
    expect(screen.getByRole('link', { name: 'Find a Doctor' })).toHaveAttribute('aria-current', 'page');
    // Every entry shown has a route.
    const known = routePaths(routes);
    for (const link of links) expect(known.has((link.getAttribute('href') ?? '').toLowerCase())).toBe(true);
  });

  it('never links to a screen that does not exist yet', () => {
    const known = routePaths(routes);
    renderScreen(<SideNavigation />, { path: '/auth/dashboard', preloadedState: signedIn });
    for (const path of ['/auth/diagnosticreports', '/auth/mymedication', '/auth/managefamily']) {
      const link = screen.queryByRole('link', {
        name: (_name, el) => el.getAttribute('href')?.toLowerCase() === path,
      });
      expect(Boolean(link)).toBe(known.has(path));
    }
  });
});
