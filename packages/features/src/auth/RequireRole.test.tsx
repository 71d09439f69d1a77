import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PreloadedState } from '../store/store';
import { signedIn } from '../test-utils/care';
import { renderScreen } from '../test-utils/render';
import { RequireRole } from './RequireRole';

afterEach(cleanup);

/** The signed-in patient of the fixtures with another role id. */
function withRole(roleId: number): PreloadedState {
  const user = signedIn.session?.user;
  if (!user) throw new Error('fixture has no user');
  return { ...signedIn, session: { ...signedIn.session!, user: { ...user, roleId } } };
}

function renderAdminScreen(roleId: number) {
  return renderScreen(
    <RequireRole roles={[3]}>
      <h1>Admin users</h1>
    </RequireRole>,
    { path: '/auth/user', preloadedState: withRole(roleId), probes: ['/home/login'] },
  );
}

describe('RequireRole', () => {
  it('shows the screen to a role it lists', () => {
    renderAdminScreen(3);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin users' })).toBeInTheDocument();
  });

  it('tells another role it is not allowed, keeping the session and the address', () => {
    const { store } = renderAdminScreen(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Not allowed' })).toHaveFocus();
    expect(screen.getByText('Your account does not have access to this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/auth/dashboard',
    );
    expect(screen.queryByRole('heading', { name: 'Admin users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '/home/login' })).not.toBeInTheDocument();
    expect(store.getState().session.user?.roleId).toBe(1);
  });

  it('guards child routes too', () => {
    renderScreen(<RequireRole roles={[2, 3]} />, {
      path: '/auth/notification/BroadcastNotification',
      preloadedState: withRole(2),
    });
    // No child route matched here, so an allowed role sees the (empty) outlet, not the refusal.
    expect(screen.queryByRole('heading', { name: 'Not allowed' })).not.toBeInTheDocument();
  });
});
