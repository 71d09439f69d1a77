/**
 * How often the header asks for the unread count. Polling rather than Server-Sent Events: the API
 * runs as several processes on one PostgreSQL, and an event raised in the process that stored a
 * broadcast never reaches a client connected to another one (that needs LISTEN/NOTIFY or a broker).
 * A poll is one indexed count; it starts when the browser is idle after the signed-in page showed,
 * asks again every POLL_BASE_MS (a broadcast shows within that), backs off (doubling up to
 * POLL_MAX_MS) while the call fails, and asks at once when the tab or the window comes back.
 * Backing off while the count stays the same made a new notification wait a minute or two on a page
 * that had been quiet (seen in the journeys); a count every 15 s is cheap.
 */
export const POLL_BASE_MS = 15_000;
export const POLL_MAX_MS = 120_000;

/** The wait before the next poll after a failed one (after an answer it is POLL_BASE_MS again). */
export function backOff(current: number): number {
  return Math.min(current * 2, POLL_MAX_MS);
}
