import { describe, expect, it } from 'vitest';
import { backOff, POLL_BASE_MS, POLL_MAX_MS } from './polling';

describe('backOff', () => {
  it('doubles the wait after each failure, up to the most', () => {
    expect(backOff(POLL_BASE_MS)).toBe(2 * POLL_BASE_MS);
    expect(backOff(2 * POLL_BASE_MS)).toBe(4 * POLL_BASE_MS);
    expect(backOff(POLL_MAX_MS / 1.5)).toBe(POLL_MAX_MS);
    expect(backOff(POLL_MAX_MS)).toBe(POLL_MAX_MS);
  });
});
