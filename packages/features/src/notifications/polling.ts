/**
 * How often the header asks for the unread count. Polling rather than Server-Sent Events: the API
 * runs as several processes on one PostgreSQL, and an event raised in the process that stored a
 * broadcast never reaches a client connected to another one (that needs LISTEN/NOTIFY or a broker).
 * A poll is one indexed count; it starts when the browser is idle after the signed-in page showed,
 * asks again every POLL_BASE_MS while the count changes, backs off (doubling up to POLL_MAX_MS)
 * while it stays the same or the call fails, and asks at once when the tab or the window comes back.
 */
export const POLL_BASE_MS = 15_000;
export const POLL_MAX_MS = 120_000;

export type PollOutcome = 'changed' | 'same' | 'failed';

/** The wait before the next poll, after one that had this outcome. */
export function nextPollInterval(current: number, outcome: PollOutcome): number {
  return outcome === 'changed' ? POLL_BASE_MS : Math.min(current * 2, POLL_MAX_MS);
}
