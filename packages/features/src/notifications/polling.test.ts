import { describe, expect, it } from 'vitest';
import { nextPollInterval, POLL_BASE_MS, POLL_MAX_MS } from './polling';

describe('nextPollInterval', () => {
  it('asks again soon after a change', () => {
    expect(nextPollInterval(POLL_MAX_MS, 'changed')).toBe(POLL_BASE_MS);
  });

  it('doubles while the count stays the same or the call fails, up to the most', () => {
    expect(nextPollInterval(POLL_BASE_MS, 'same')).toBe(2 * POLL_BASE_MS);
    expect(nextPollInterval(2 * POLL_BASE_MS, 'failed')).toBe(4 * POLL_BASE_MS);
    expect(nextPollInterval(POLL_MAX_MS, 'same')).toBe(POLL_MAX_MS);
    expect(nextPollInterval(POLL_MAX_MS / 1.5, 'failed')).toBe(POLL_MAX_MS);
  });
});
