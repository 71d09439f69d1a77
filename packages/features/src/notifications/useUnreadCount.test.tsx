import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../layout/i18n/strings';
import { ACCESS_TOKEN, ok } from '../test-utils/fixtures';
import { mockApi } from '../test-utils/forms';
import { renderScreen } from '../test-utils/render';
import { NotificationsBell } from './NotificationsBell';

// Short waits, so that a test sees several polls.
vi.mock('./polling', async (original) => ({
  ...(await original<typeof import('./polling')>()),
  POLL_BASE_MS: 200,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the unread count', () => {
  it('is polled: a notification made later shows without a reload, and the polls back off while nothing changes', async () => {
    let count = 0;
    const { calls } = mockApi({ '/notification/GetAllActiveNotificationsCount': () => ok(count) });
    renderScreen(<NotificationsBell />, {
      path: '/auth/dashboard',
      preloadedState: { credentials: { token: ACCESS_TOKEN } },
    });
    await vi.waitFor(
      () => expect(calls('/notification/GetAllActiveNotificationsCount').length).toBeGreaterThanOrEqual(2),
      {
        timeout: 3_000,
      },
    );
    count = 3;
    expect(
      await screen.findByRole(
        'button',
        { name: /^Notifications \u2068?3\u2069? unread$/ },
        { timeout: 3_000 },
      ),
    ).toBeInTheDocument();
    // The waits double while it stays 3 (200, 400, 800 ms...): a few calls in 2 s, not ten.
    const before = calls('/notification/GetAllActiveNotificationsCount').length;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const during = calls('/notification/GetAllActiveNotificationsCount').length - before;
    expect(during).toBeGreaterThanOrEqual(1);
    expect(during).toBeLessThanOrEqual(4);
  });
});
