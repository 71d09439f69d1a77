import { REFRESH_GENERATION_COOKIE, REFRESH_GENERATION_COOKIE_SECURE } from '@portal/contract';
import { webStorage } from '../store/storage';

/**
 * A page left while its refresh call was on its way (a reload on a slow line, a tab closed) leaves
 * that call running: the server takes the old refresh token as the call arrives, and the answer's new
 * cookie lands a round trip later. A page opened meanwhile that sent the cookie it found would send
 * the taken token, and the server ends a session whose token is used twice (SECURITY.md). So each
 * refresh call is noted in localStorage as pending, with the refresh cookie's generation it was sent
 * with (REFRESH_GENERATION_COOKIE: a random value the server sets beside the refresh cookie, which
 * grants nothing; no token goes into storage). The next refresh that finds a recent note whose
 * generation is still the cookie's waits until the cookie changes, then sends the new one.
 */
const NOTE_KEY = 'portal-refresh-pending';

/**
 * The longest a page waits for an earlier page's refresh answer, counted from when that call went
 * out. Beyond it the call is taken as lost (it may never have reached the server) and the page sends
 * the cookie it has.
 */
export const HANDOVER_WAIT_MS = 20_000;
const POLL_MS = 50;

interface PendingNote {
  generation: string;
  at: number;
}

/** The refresh cookie's generation as this page sees it, or undefined without a session. */
export function refreshGeneration(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    const name = part.slice(0, separator).trim();
    if (name === REFRESH_GENERATION_COOKIE || name === REFRESH_GENERATION_COOKIE_SECURE) {
      return part.slice(separator + 1).trim() || undefined;
    }
  }
  return undefined;
}

function readNote(): PendingNote | undefined {
  try {
    const text = webStorage()?.getItem(NOTE_KEY);
    if (!text) return undefined;
    const note = JSON.parse(text) as Partial<PendingNote>;
    return typeof note.generation === 'string' && typeof note.at === 'number'
      ? { generation: note.generation, at: note.at }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Set while the page is being left: the browser then ends the page's own view of its calls (they
 * fail in the page), while a keepalive call goes on to its answer, whose note must stay.
 */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/** Whether the page is being left (pagehide): what its calls' failures then say is not about the session. */
export function leavingPage(): boolean {
  return leaving;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Called just before a refresh call goes out (inside the tabs' Web Lock): waits while an earlier
 * page's call is pending with the cookie this page would send, then notes this call as pending.
 * Returns what to call when the call has ended in this page (answered, failed or timed out): it takes
 * the note away, unless the page is being left, when the call goes on without it.
 */
export async function handOverRefresh(): Promise<() => void> {
  const earlier = readNote();
  if (earlier) {
    const until = Math.min(earlier.at, Date.now()) + HANDOVER_WAIT_MS;
    while (refreshGeneration() === earlier.generation && Date.now() < until) await sleep(POLL_MS);
  }
  const generation = refreshGeneration();
  const store = webStorage();
  if (!store || !generation) {
    try {
      store?.removeItem(NOTE_KEY);
    } catch {}
    return () => {};
  }
  const text = JSON.stringify({ generation, at: Date.now() } satisfies PendingNote);
  try {
    store.setItem(NOTE_KEY, text);
  } catch {
    return () => {};
  }
  return () => {
    if (leaving) return;
    try {
      // Only this call's note: a tab without Web Locks may have noted its own since.
      if (store.getItem(NOTE_KEY) === text) store.removeItem(NOTE_KEY);
    } catch {}
  };
}
