import { Link } from '@portal/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../store/store';
import { signedIn } from '../test-utils/care';
import { Providers } from '../test-utils/render';
import { AppShell } from './AppShell';

afterEach(cleanup);

describe('AppShell links', () => {
  it('keeps map, phone and mail addresses as they are, and resolves routes', () => {
    render(
      <Providers store={makeStore(signedIn)}>
        <MemoryRouter initialEntries={['/auth/bookAppointment']}>
          <Routes>
            <Route element={<AppShell />}>
              <Route
                path="/auth/bookAppointment"
                element={
                  <>
                    <Link href="https://maps.google.com/?q=24.0983,52.7105" target="_blank">
                      Get directions
                    </Link>
                    <Link href="tel:+97125550110">Call</Link>
                    <Link href="mailto:care@example.ae">Mail</Link>
                    <Link href="/auth/appointments">Appointments</Link>
                  </>
                }
              />
            </Route>
          </Routes>
        </MemoryRouter>
      </Providers>,
    );
    expect(screen.getByRole('link', { name: 'Get directions' })).toHaveAttribute(
      'href',
      'https://maps.google.com/?q=24.0983,52.7105',
    );
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+97125550110');
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:care@example.ae');
    expect(screen.getByRole('link', { name: 'Appointments' })).toHaveAttribute('href', '/auth/appointments');
  });
});
