import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../store/hooks';
import { notificationsApi, useNotificationsCountQuery } from './api';
import { nextPollInterval, POLL_BASE_MS } from './polling';

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

/** The signed-in user's unread count, polled with backoff (polling.ts); 0 until the first answer. */
export function useUnreadCount(): number {
  const [started, setStarted] = useState(false);
  const [interval, setPollInterval] = useState(POLL_BASE_MS);
  const { data, error, fulfilledTimeStamp } = useNotificationsCountQuery(undefined, { skip: !started });
  // Each poll asks the store for a fresh answer, whatever subscription the hook holds at the time.
  const dispatch = useAppDispatch();
  const refetch = useCallback(() => {
    void dispatch(
      notificationsApi.endpoints.notificationsCount.initiate(undefined, {
        forceRefetch: true,
        subscribe: false,
      }),
    );
  }, [dispatch]);

  useEffect(() => whenIdle(() => setStarted(true)), []);

  // The next poll, after each answer or failure (a hidden tab too: the backoff keeps it rare).
  useEffect(() => {
    if (!started || (fulfilledTimeStamp === undefined && !error)) return;
    // Counted from the last answer the store holds, so a header drawn anew keeps the rhythm.
    const since = fulfilledTimeStamp === undefined ? 0 : Date.now() - fulfilledTimeStamp;
    const id = window.setTimeout(refetch, Math.max(0, interval - since));
    return () => window.clearTimeout(id);
  }, [started, interval, fulfilledTimeStamp, error, refetch]);

  const last = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (fulfilledTimeStamp === undefined) return;
    setPollInterval((current) => nextPollInterval(current, last.current === data ? 'same' : 'changed'));
    last.current = data;
  }, [fulfilledTimeStamp, data]);

  useEffect(() => {
    if (error) setPollInterval((current) => nextPollInterval(current, 'failed'));
  }, [error]);

  // Back to the tab or the window: ask now, and soon again.
  useEffect(() => {
    if (!started) return;
    const wake = () => {
      if (document.visibilityState !== 'visible') return;
      setPollInterval(POLL_BASE_MS);
      refetch();
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
