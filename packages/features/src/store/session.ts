import { type LoginData, type SessionUser, sessionUser, type TokenData } from '@portal/contract';
import { createAction, createSlice } from '@reduxjs/toolkit';

/**
 * The non-secret session of spec section 3. It is persisted (redux-persist), so it must never hold a
 * token: the access token lives in `credentials` (memory only) and the refresh token in an HttpOnly
 * cookie the script cannot read (SECURITY.md, Sessions and tokens).
 */
export interface SessionState {
  user: SessionUser | null;
  /** ISO date-times the server gave with the last token. */
  tokenExpiresAt: string | null;
  refreshExpiresAt: string | null;
}

/** In-memory only: never listed for persistence. */
export interface CredentialsState {
  token: string | null;
}

/** A login (or sign-up) answered with a session and an access token. */
export const signedIn = createAction<LoginData>('auth/signedIn');
/** A refresh gave a new access token. */
export const tokenRefreshed = createAction<TokenData>('auth/tokenRefreshed');
/**
 * Fresh session fields from the server after a change (profile, date of birth, hospital, image):
 * merged into the stored user, so the header and the gates follow at once.
 */
export const sessionUpdated = createAction<Partial<SessionUser>>('auth/sessionUpdated');
/** Clears session and credentials; the store also resets the api cache on it. */
export const loggedOut = createAction('auth/loggedOut');

const initialSession: SessionState = { user: null, tokenExpiresAt: null, refreshExpiresAt: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSession,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(signedIn, (_state, { payload }) => ({
        // Parsing with the contract schema keeps exactly the session fields and drops the token.
        user: sessionUser.parse(payload),
        tokenExpiresAt: payload.tokenExpiresAt,
        refreshExpiresAt: payload.refreshExpiresAt,
      }))
      .addCase(tokenRefreshed, (state, { payload }) => {
        state.tokenExpiresAt = payload.tokenExpiresAt;
        state.refreshExpiresAt = payload.refreshExpiresAt;
      })
      .addCase(sessionUpdated, (state, { payload }) => {
        if (state.user) state.user = { ...state.user, ...payload };
      })
      .addCase(loggedOut, () => initialSession);
  },
});

export const credentialsSlice = createSlice({
  name: 'credentials',
  initialState: { token: null } as CredentialsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(signedIn, (state, { payload }) => {
        state.token = payload.token;
      })
      .addCase(tokenRefreshed, (state, { payload }) => {
        state.token = payload.token;
      })
      .addCase(loggedOut, (state) => {
        state.token = null;
      });
  },
});

type AuthSlices = { session: SessionState; credentials: CredentialsState };

export const selectSessionUser = (state: AuthSlices) => state.session.user;
export const selectAccessToken = (state: AuthSlices) => state.credentials.token;
export const selectRefreshExpiresAt = (state: AuthSlices) => state.session.refreshExpiresAt;
