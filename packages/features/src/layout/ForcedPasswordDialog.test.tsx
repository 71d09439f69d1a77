import { Messages, PasswordPath, sessionUser } from '@portal/contract';
import { toast } from '@portal/ui';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ready as dialogReady } from '../admin/ForcedPasswordDialog';
import { ACCESS_TOKEN, envelope, loginData, ok } from '../test-utils/fixtures';
import { mockApi } from '../test-utils/forms';
import { renderScreen } from '../test-utils/render';
import { AuthLayout, ready as layoutReady } from './AuthLayout';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.clear();
});

beforeAll(async () => {
  await Promise.all([layoutReady(), dialogReady()]);
});

function signedInState(fields: Partial<typeof loginData> = {}) {
  return {
    session: {
      user: sessionUser.parse({ ...loginData, roleId: 3, ...fields }),
      tokenExpiresAt: loginData.tokenExpiresAt,
      refreshExpiresAt: loginData.refreshExpiresAt,
    },
    credentials: { token: ACCESS_TOKEN },
  };
}

describe('the forced Change Password dialog', { timeout: 20_000 }, () => {
  function renderLayout(answer: () => Response) {
    const api = mockApi({ [PasswordPath.changePassword]: answer });
    const user = userEvent.setup();
    // The layout alone: its header and side menu are the portal a default password keeps away.
    const view = renderScreen(<AuthLayout />, {
      path: '/auth/dashboard',
      preloadedState: signedInState({ isDefaultPassword: true }),
    });
    return { user, ...api, ...view };
  }

  it('shows nothing of the portal, cannot be dismissed, and lets the portal in once changed', async () => {
    const { user, store, body } = renderLayout(() => ok(null));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' }, { timeout: 10_000 });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Old password'), 'Welcome@123');
    await user.type(within(dialog).getByLabelText('New password'), 'Chosen@2026');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'Chosen@2026');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument();
    expect(store.getState().session.user?.isDefaultPassword).toBe(false);
    expect(await body(PasswordPath.changePassword)).toEqual({
      oldPassword: 'Welcome@123',
      newPassword: 'Chosen@2026',
    });
  });

  it("keeps the dialog on 'Incorrect old password'", async () => {
    const { user, store } = renderLayout(() =>
      envelope(400, 'Invalid', [Messages.account.incorrectOldPassword]),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await user.type(within(dialog).getByLabelText('Old password'), 'Wrong@1234');
    await user.type(within(dialog).getByLabelText('New password'), 'Chosen@2026');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'Chosen@2026');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect((await screen.findAllByText('Incorrect old password')).length).toBeGreaterThan(0);
    expect(dialog).toBeInTheDocument();
    expect(store.getState().session.user?.isDefaultPassword).toBe(true);
  });
});
