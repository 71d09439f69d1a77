import { type LoginData, loginData, type SessionUser, sessionUser } from '@portal/contract';
import type { FetchBaseQueryError, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import { signedIn } from './session';
import type { AppDispatch } from './store';

type SessionResult = QueryReturnValue<SessionUser, FetchBaseQueryError, FetchBaseQueryMeta | undefined>;

/**
 * Opens the session from an answer that carries login data (sign-up, UAE PASS), as the login call
 * does: the access token goes straight to the in-memory credentials, never into the api cache,
 * and the result is the session user.
 */
export function openSessionFrom(data: unknown, dispatch: AppDispatch): SessionResult {
  const parsed = loginData.safeParse(data);
  if (!parsed.success) {
    return {
      error: { status: 'CUSTOM_ERROR', error: 'loginData failed validation', data: parsed.error.issues },
    };
  }
  const session: LoginData = parsed.data;
  dispatch(signedIn(session));
  return { data: sessionUser.parse(session) };
}
