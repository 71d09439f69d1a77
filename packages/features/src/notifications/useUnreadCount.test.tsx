import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN, ok } from '../test-utils/fixtures';
import { mockApi } from '../test-utils/forms';
import { renderScreen } from '../test-utils/render';
import '../test-utils/shell';
import { NotificationsBell } from './NotificationsBell';
import { POLL_BASE_MS, POLL_MAX_MS } from './polling';

const COUNT = '/notification/GetAllActiveNotificationsCount';

// The clock is the test's: the polls' real waits (15 s, or 30, 60, 120 s while failing) are run
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

  it('backs off while the call fails: 30 s, 60 s, then every 2 minutes; the base rhythm once it answers', async () => {
    let down = true;
    const { calls } = mockApi({
      [COUNT]: () => (down ? new Response('{}', { status: 503 }) : ok(0)),
    });
    renderBell();
    await vi.waitFor(() => expect(calls(COUNT)).toHaveLength(1));
    // Each wait: nothing a second before it ends, the next call when it does.
    const waitsFor = async (ms: number, calledTimes: number) => {
      await vi.advanceTimersByTimeAsync(ms - 1_000);
      expect(calls(COUNT)).toHaveLength(calledTimes - 1);
      await vi.advanceTimersByTimeAsync(1_000);
      await vi.waitFor(() => expect(calls(COUNT)).toHaveLength(calledTimes));
    };
    await waitsFor(2 * POLL_BASE_MS, 2);
    await waitsFor(4 * POLL_BASE_MS, 3);
    await waitsFor(POLL_MAX_MS, 4);
    down = false;
    await waitsFor(POLL_MAX_MS, 5);
    await waitsFor(POLL_BASE_MS, 6);
  });
});
