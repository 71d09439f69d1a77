import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN, ok } from '../test-utils/fixtures';
import { mockApi } from '../test-utils/forms';
import { renderScreen } from '../test-utils/render';
import '../test-utils/shell';
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
  it('is polled: a notification made later shows without a reload, at the base rhythm', async () => {
    let count = 0;
    const { calls } = mockApi({ '/notification/GetAllActiveNotificationsCount': () => ok(count) });
    renderScreen(<NotificationsBell />, {
      path: '/auth/dashboard',
      preloadedState: { credentials: { token: ACCESS_TOKEN } },
    });
    await vi.waitFor(
      () => expect(calls('/notification/GetAllActiveNotificationsCount').length).toBeGreaterThanOrEqual(3),
      { timeout: 5_000 },
    );
    count = 3;
    expect(
      await screen.findByRole(
        'button',
        { name: /^Notifications \u2068?3\u2069? unread$/ },
        { timeout: 3_000 },
      ),
    ).toBeInTheDocument();
  });

  it('backs off while the call fails: the waits double (200, 400, 800 ms...), a few calls in 2 s', async () => {
    const { calls } = mockApi({
      '/notification/GetAllActiveNotificationsCount': () => new Response('{}', { status: 503 }),
    });
    renderScreen(<NotificationsBell />, {
      path: '/auth/dashboard',
      preloadedState: { credentials: { token: ACCESS_TOKEN } },
    });
    await vi.waitFor(
      () => expect(calls('/notification/GetAllActiveNotificationsCount').length).toBeGreaterThanOrEqual(1),
      {
        timeout: 5_000,
      },
    );
    const before = calls('/notification/GetAllActiveNotificationsCount').length;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const during = calls('/notification/GetAllActiveNotificationsCount').length - before;
    expect(during).toBeGreaterThanOrEqual(1);
    expect(during).toBeLessThanOrEqual(4);
  });
});
