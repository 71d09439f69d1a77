import { loggedOut, selectAccessToken, selectRefreshExpiresAt, selectSessionUser } from '../store/session';
import type { AppStore } from '../store/store';
import { authApi } from './api';

/**
 * Once the stored session is read back (a reload, a bookmark, the app opened again): the access
 * token lives in memory only, so it is asked for through the refresh cookie at once, before the
 * signed-in screens have loaded. Their queries start as they render and wait for this one refresh
 * (the base query's refresh mutex), then go out with its token; a failed refresh logs out, and the
 * /auth guard lands on /home/login. A session past its refresh expiry is closed without a call.
 */
export function resumeSession(store: AppStore): void {
  const state = store.getState();
  if (selectSessionUser(state) === null || selectAccessToken(state) !== null) return;
  const refreshExpiresAt = selectRefreshExpiresAt(state);
  if (refreshExpiresAt !== null && Date.parse(refreshExpiresAt) <= Date.now()) {
    store.dispatch(loggedOut());
    return;
  }
  const call = store.dispatch(authApi.endpoints.restoreSession.initiate());
  // Its outcome lives in the session and credentials slices; the call itself is not kept.
  void call.finally(() => call.reset());
}
