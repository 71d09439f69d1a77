import { useEffect, useRef, useState } from 'react';
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
 * The signed-in user's unread count, polled (polling.ts): each poll is set once the last one has
 * settled, POLL_BASE_MS after an answer and twice the last wait (up to POLL_MAX_MS) after a
 * failure; 0 until the first answer. (RTK Query's own polling set the next poll as a call failed,
 * before the wait could grow, so the waits came out 30, 30, 120 s instead of 30, 60, 120.)
 */
export function useUnreadCount(): number {
  const [started, setStarted] = useState(false);
  const { data, isFetching, isError, startedTimeStamp, refetch } = useNotificationsCountQuery(undefined, {
    skip: !started,
  });
  const wait = useRef(POLL_BASE_MS);

  useEffect(() => whenIdle(() => setStarted(true)), []);

  // Once a call has settled (each call has its own start), the next one.
  useEffect(() => {
    if (!started || isFetching || startedTimeStamp === undefined) return;
    wait.current = isError ? backOff(wait.current) : POLL_BASE_MS;
    const id = window.setTimeout(() => void refetch(), wait.current);
    return () => window.clearTimeout(id);
  }, [started, isFetching, isError, startedTimeStamp, refetch]);

  // Back to the tab or the window: ask now (and at the base rhythm after it).
  useEffect(() => {
    if (!started) return;
    const wake = () => {
      if (document.visibilityState !== 'visible') return;
      wait.current = POLL_BASE_MS;
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
