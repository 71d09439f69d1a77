/**
 * Lets the browser run what is waiting (a paint, a key the visitor pressed on the painted page)
 * before the next part of the start-up: each part is then a task of its own, not one long one.
 *
 * The first part startPortal imports: the build keeps this module in one chunk with the store's
 * libraries (Redux Toolkit and its query layer, immer, react-redux, redux-persist;
 * scripts/brand-vite-config.ts, STORE_LIBS), which are thus evaluated a task before the store's own
 * chunk. Together they were one task of 75-90 ms on a phone's CPU (Lighthouse's 4x slowdown).
 * Not in startPortal, so that the store's chunk and the entry's do not import each other.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
