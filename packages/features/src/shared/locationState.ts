/**
 * Location state as a record to read fields from: whatever the history holds (a reload, a typed
 * address, another tab) may be anything. Each feature's state.ts reads its own routes' state with it.
 */
export const stateRecord = (state: unknown): Record<string, unknown> =>
  typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
