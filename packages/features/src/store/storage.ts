import type { Storage } from 'redux-persist';

/**
 * redux-persist's engine over window.localStorage. It holds only the non-secret session and the
 * preferences (SECURITY.md: tokens never go to web storage). Without storage (private modes, tests
 * without a DOM) it degrades to nothing persisted.
 */
function storage(): globalThis.Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export const localStorageEngine: Storage = {
  getItem: async (key: string) => storage()?.getItem(key) ?? null,
  setItem: async (key: string, value: string) => storage()?.setItem(key, value),
  removeItem: async (key: string) => storage()?.removeItem(key),
};
