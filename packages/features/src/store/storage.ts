import type { Storage } from 'redux-persist';

/**
 * window.localStorage, or nothing (private modes, tests without a DOM): what the app keeps there is
 * never a token (SECURITY.md), and without it nothing is kept.
 */
export function webStorage(): globalThis.Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * redux-persist's engine over window.localStorage. It holds only the non-secret session and the
 * preferences (SECURITY.md: tokens never go to web storage).
 */
export const localStorageEngine: Storage = {
  getItem: async (key: string) => webStorage()?.getItem(key) ?? null,
  setItem: async (key: string, value: string) => webStorage()?.setItem(key, value),
  removeItem: async (key: string) => webStorage()?.removeItem(key),
};
