import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN, ok } from '../test-utils/fixtures';
import { mockApi } from '../test-utils/forms';
import { renderScreen } from '../test-utils/render';
import '../test-utils/shell';
import { NotificationsBell } from './NotificationsBell';
import { POLL_BASE_MS } from './polling';

const COUNT = '/notification/GetAllActiveNotificationsCount';

// The clock is the test's: the polls' real waits (15 s, then 30, 60 s... while failing) are run
// through at once. React's own scheduling is left on the real clock.
beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    shouldAdvanceTime: true,
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderBell() {
  renderScreen(<NotificationsBell />, {
    path: '/auth/dashboard',
    preloadedState: { credentials: { token: ACCESS_TOKEN } },
  });
}

describe('the unread count', () => {
  it('is polled: a notification made later shows without a reload, at the base rhythm', async () => {
    let count = 0;
    const { calls } = mockApi({ [COUNT]: () => ok(count) });
    renderBell();
    // The first ask once the browser is idle, then one every POLL_BASE_MS, none in between.
    await vi.waitFor(() => expect(calls(COUNT)).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(POLL_BASE_MS - 1_000);
    expect(calls(COUNT)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(calls(COUNT)).toHaveLength(2));
    count = 3;
    await vi.advanceTimersByTimeAsync(POLL_BASE_MS);
    expect(
      await screen.findByRole('button', { name: /^Notifications \u2068?3\u2069? unread$/ }),
    ).toBeInTheDocument();
    expect(calls(COUNT)).toHaveLength(3);
  });

  it('backs off while the call fails: a few calls in ten base periods, not ten', async () => {
    const { calls } = mockApi({ [COUNT]: () => new Response('{}', { status: 503 }) });
    renderBell();
    await vi.waitFor(() => expect(calls(COUNT)).toHaveLength(1));
    // Never sooner than the base rhythm, and the waits grow (30 s, then up to 2 minutes).
    await vi.advanceTimersByTimeAsync(POLL_BASE_MS + 1_000);
    expect(calls(COUNT)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(9 * POLL_BASE_MS - 1_000);
    const during = calls(COUNT).length - 1;
    expect(during).toBeGreaterThanOrEqual(1);
    expect(during).toBeLessThanOrEqual(4);
  });
});
