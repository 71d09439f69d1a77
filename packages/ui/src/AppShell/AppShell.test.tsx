import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testTheme } from '../theme/testTheme';
import { UIProvider } from '../UIProvider';
import { AppShell, NavItem, NavList } from './AppShell';

/** A screen below the md breakpoint (a phone) or above it, as matchMedia answers. */
function screenWidth(phone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.startsWith('(max-width') ? phone : !phone,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const shell = (
  <UIProvider theme={testTheme} locale="en" navigate={() => undefined}>
    <AppShell
      header={<span>Portal</span>}
      navigation={
        <NavList>
          <NavItem href="/auth/appointments">Appointments</NavItem>
        </NavList>
      }
    >
      <h1>Dashboard</h1>
    </AppShell>
  </UIProvider>
);

const appointmentLinks = () => document.querySelectorAll('a[href="/auth/appointments"]').length;

// The side column is hidden below md by a container query, so what a phone shows is the same either
// way: these tests guard the work a phone is spared (its copy of the menu was a sixth of the signed-in
// page's parts and a fifth of its elements).
describe('AppShell navigation', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('on a wide screen renders the menu in the side column', () => {
    screenWidth(false);
    render(shell);
    // By the DOM: jsdom does not evaluate the container query that shows the column on a wide screen.
    expect(document.querySelector('nav[aria-label="Main menu"] a[href="/auth/appointments"]')).not.toBeNull();
    expect(appointmentLinks()).toBe(1);
  });

  it('on a phone renders the menu only in the drawer, once it is opened', () => {
    screenWidth(true);
    render(shell);
    expect(appointmentLinks()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(screen.getByRole('dialog')).getByRole('link', { name: 'Appointments' })).toBeTruthy();
    expect(appointmentLinks()).toBe(1);
  });

  it('rendered ahead of the browser, is the phone layout (the painted pages are)', () => {
    expect(renderToString(shell)).not.toContain('/auth/appointments');
  });
});
