import { sessionUser } from '@portal/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import { ACCESS_TOKEN, loginData } from '../test-utils/fixtures';
import { mockApi } from '../test-utils/forms';
import { renderScreen } from '../test-utils/render';
import { ProfileMenu } from './ProfileMenu';

const PICTURE = '/user/getdocument?fileName=aisha.png';
// A 1x1 PNG: what the server answers for the picture.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

function renderMenu(profileImgUrl: string | null) {
  return renderScreen(<ProfileMenu />, {
    path: '/auth/dashboard',
    preloadedState: {
      session: {
        user: sessionUser.parse({ ...loginData, profileImgUrl }),
        tokenExpiresAt: loginData.tokenExpiresAt,
        refreshExpiresAt: loginData.refreshExpiresAt,
      },
      credentials: { token: ACCESS_TOKEN },
    },
  });
}

describe('ProfileMenu', () => {
  it('shows the patient picture in the header button when there is one', async () => {
    const { calls } = mockApi({
      '/user/getdocument': () => new Response(PNG, { headers: { 'Content-Type': 'image/png' } }),
    });
    renderMenu(PICTURE);
    const button = screen.getByRole('button', { name: `Hi ${loginData.firstName}` });
    // The avatar is decorative (the greeting names the patient): found by its image, not a role.
    await waitFor(() => expect(button.querySelector('img')).not.toBeNull());
    expect(button.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(calls('/user/getdocument')).toHaveLength(1);
  });

  it('shows the initials without a picture and fetches nothing', () => {
    const { fetchMock } = mockApi({});
    renderMenu(null);
    const button = screen.getByRole('button', { name: `Hi ${loginData.firstName}` });
    expect(button).toHaveTextContent(`${loginData.firstName[0]}${loginData.lastName[0]}`);
    expect(button.querySelector('img')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("isolates the patient's name in the greeting, whatever its script", async () => {
    mockApi({});
    await changeLanguage('ar');
    renderMenu(null);
    const button = screen.getByRole('button', { name: `مرحبًا ${loginData.firstName}` });
    expect(button.querySelector('bdi')).toHaveTextContent(new RegExp(`^${loginData.firstName}$`));
  });

  it('points Logout out of the door in Arabic: its icon mirrors right to left', async () => {
    mockApi({});
    await changeLanguage('ar');
    renderMenu(null);
    await userEvent.click(screen.getByRole('button', { name: `مرحبًا ${loginData.firstName}` }));
    const logout = await screen.findByRole('menuitem', { name: 'تسجيل الخروج' });
    expect(getComputedStyle(logout.querySelector('svg') as SVGElement).transform).toBe('scaleX(-1)');
    // My Profile's person icon has no direction.
    const profile = screen.getByRole('menuitem', { name: 'ملفي الشخصي' });
    expect(getComputedStyle(profile.querySelector('svg') as SVGElement).transform).toBe('');
  });

  it('lists My Profile, Need Help?, Feedback / Complaint / Suggestion and Logout, in that order', async () => {
    mockApi({});
    renderMenu(null);
    await userEvent.click(screen.getByRole('button', { name: `Hi ${loginData.firstName}` }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'My Profile',
      'Need Help?',
      'Feedback / Complaint / Suggestion',
      'Logout',
    ]);
    expect(items.slice(0, 3).map((item) => item.getAttribute('href'))).toEqual([
      '/auth/profile',
      '/auth/needhelp',
      '/auth/feedback',
    ]);
  });
});
