import { AdminPath, AdminText, type AdminUser, Messages, sessionUser } from '@portal/contract';
import { toast } from '@portal/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN, envelope, loginData, ok } from '../test-utils/fixtures';
import { mockApi } from '../test-utils/forms';
import { renderScreen } from '../test-utils/render';
import { AdminUsersScreen, ready } from './screens/AdminUsersScreen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.clear();
});

beforeAll(async () => {
  await ready();
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

const salma: AdminUser = {
  id: 41,
  firstName: 'Salma',
  lastName: 'Al Nuaimi',
  callingCode: '971',
  mobile: '507701010',
  email: 'salma@example.com',
  isActive: true,
  roleId: 3,
};

describe('AdminUsersScreen', { timeout: 20_000 }, () => {
  function renderUsers(handlers: Parameters<typeof mockApi>[0] = {}) {
    const api = mockApi({ [AdminPath.list]: () => ok({ list: [salma], total: 1 }), ...handlers });
    const user = userEvent.setup();
    renderScreen(<AdminUsersScreen />, { path: '/auth/user', preloadedState: signedInState() });
    return { user, ...api };
  }

  it('lists the staff and searches from 3 characters or when cleared', async () => {
    const { user, calls } = renderUsers();
    const row = await screen.findByRole('row', { name: /Salma/ });
    expect(within(row).getByText('507701010')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Active: Salma Al Nuaimi' })).toBeChecked();
    const filters = () =>
      calls(AdminPath.list).map((request) => new URL(request.url).searchParams.get('filterKey'));
    expect(new URL(calls(AdminPath.list)[0]!.url).searchParams.get('take')).toBe('15');

    await user.type(screen.getByLabelText('Search'), 'sa');
    expect(filters()).toEqual([null]);
    await user.type(screen.getByLabelText('Search'), 'l');
    await waitFor(() => expect(filters()).toEqual([null, 'sal']));
    // Cleared: the whole list again (the first page, already loaded), not the last search.
    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'x');
    expect(await screen.findByRole('row', { name: /Salma/ })).toBeInTheDocument();
    expect(filters()).toEqual([null, 'sal']);
  });

  it("shows 'Error while updating record' when the Active toggle fails", async () => {
    const { user, body } = renderUsers({
      [AdminPath.save]: () => envelope(400, 'Invalid', [Messages.admin.ownAccount]),
    });
    await user.click(await screen.findByRole('switch', { name: 'Active: Salma Al Nuaimi' }));
    expect(await screen.findByText('Error while updating record')).toBeInTheDocument();
    expect(await body(AdminPath.save)).toMatchObject({ id: 41, isActive: false, mobile: '507701010' });
  });

  it('Add Admin: the form rules first, then the server’s Duplicate message', async () => {
    const { user, calls } = renderUsers({
      [AdminPath.save]: () => envelope(409, 'Duplicate', [Messages.admin.duplicate]),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Admin' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('All fields are required').length).toBeGreaterThan(0);
    await user.type(within(dialog).getByLabelText('First Name'), 'Salma');
    await user.type(within(dialog).getByLabelText('Last Name'), 'Al Nuaimi');
    await user.type(within(dialog).getByLabelText('Mobile'), '5077');
    await user.type(within(dialog).getByLabelText('Email'), 'salma@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter valid mobile no.')).toBeInTheDocument();
    expect(calls(AdminPath.save)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Mobile'), '01010');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText(AdminText.duplicate)).length).toBeGreaterThan(0);
    expect(calls(AdminPath.save)).toHaveLength(1);
  });

  it("Reset Password: the server's message, or 'User are inactive'", async () => {
    const { user } = renderUsers({
      [AdminPath.resetPassword]: () => envelope(404, 'NotFound', [Messages.admin.userInactive]),
    });
    await user.click(await screen.findByRole('button', { name: 'Reset Password: Salma Al Nuaimi' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reset Password' });
    await user.click(within(confirm).getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('User are inactive')).toBeInTheDocument();
  });
});
