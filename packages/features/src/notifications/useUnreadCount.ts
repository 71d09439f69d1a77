import { useEffect, useState } from 'react';
import { useNotificationsCountQuery } from './api';
import { backOff, POLL_BASE_MS } from './polling';

/** Waits for the browser to be idle (the landing screen's own calls first); at most this long. */
const IDLE_TIMEOUT_MS = 2_000;

function whenIdle(start: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(start, IDLE_TIMEOUT_MS / 4);
  return () => window.clearTimeout(id);
}

/**
 * The signed-in user's unread count, polled (polling.ts) by RTK Query's own polling
 * (its timer restarts after every answer or failure); 0 until the first answer.
 */
export function useUnreadCount(): number {
  const [started, setStarted] = useState(false);
  const [interval, setPollInterval] = useState(POLL_BASE_MS);
  const { data, error, fulfilledTimeStamp, refetch } = useNotificationsCountQuery(undefined, {
    skip: !started,
    pollingInterval: interval,
  });

  useEffect(() => whenIdle(() => setStarted(true)), []);

  useEffect(() => {
    if (fulfilledTimeStamp !== undefined) setPollInterval(POLL_BASE_MS);
  }, [fulfilledTimeStamp]);

  useEffect(() => {
    if (error) setPollInterval(backOff);
  }, [error]);

  // Back to the tab or the window: ask now, and soon again.
  useEffect(() => {
    if (!started) return;
    const wake = () => {
      if (document.visibilityState !== 'visible') return;
      setPollInterval(POLL_BASE_MS);
      void refetch();
    };
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('focus', wake);
    return () => {
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('focus', wake);
    };
  }, [started, refetch]);

  return data ?? 0;
}
