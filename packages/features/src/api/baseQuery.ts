import {
  AuthPath,
  CHANNEL_HEADER,
  CHANNEL_PATIENT_PORTAL,
  REQUEST_TIMEOUT_MS,
  type RefreshRequest,
  refreshResponse,
} from '@portal/contract';
import type {
  BaseQueryApi,
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
  QueryReturnValue,
} from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { Mutex } from 'async-mutex';
import {
  type CredentialsState,
  loggedOut,
  type SessionState,
  selectAccessToken,
  selectSessionUser,
  tokenRefreshed,
} from '../store/session';
import { handOverRefresh, leavingPage } from './refreshHandover';

/** The API lives on the same origin as each brand's app. */
export const API_BASE_PATH = '/api';
/** The error text a timed-out request carries (spec section 8, Client). */
export const NETWORK_TIMEOUT = 'Network timeout';

/** Calls whose 401 means "wrong credentials" or "no session", never "refresh and retry". */
const NO_REFRESH_PATHS: ReadonlySet<string> = new Set([AuthPath.refresh, AuthPath.login, AuthPath.identify]);

type AuthSlices = { session: SessionState; credentials: CredentialsState };
type Result = QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta>;
export type PortalBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
>;

export interface BaseQueryOptions {
  /** Replaces the global fetch (tests). */
  fetchFn?: (input: RequestInfo, init?: RequestInit) => Promise<Response>;
  baseUrl?: string;
}

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json(?:\s*;|$)/i;

/**
 * Reads every answer as JSON. An empty body is null; any other content type is an error (spec: an
 * unsupported response content type throws), which fetchBaseQuery reports as PARSING_ERROR.
 */
export async function readJsonResponse(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return null;
  const type = response.headers.get('content-type') ?? '';
  if (!JSON_TYPE.test(type.trim())) throw new Error(`Unsupported response content type: ${type || 'none'}`);
  return JSON.parse(text);
}

/**
 * Relative to the page's origin. fetchBaseQuery builds a Request, which needs an absolute address
 * outside a browser page (tests), so resolve '/api' against the current location when there is one.
 */
function defaultBaseUrl(): string {
  return typeof location === 'undefined' ? API_BASE_PATH : new URL(API_BASE_PATH, location.origin).href;
}

function pathOf(args: string | FetchArgs): string {
  const url = typeof args === 'string' ? args : args.url;
  return url.split('?')[0] ?? url;
}

/** The Web Lock every tab of a brand's site takes for its refresh call (a lock is per origin). */
const REFRESH_LOCK = 'portal-session-refresh';

/**
 * Runs a refresh call alone among the browser's tabs of the site. The tabs share the refresh cookie,
 * and the server takes each refresh token once: a second use revokes the session (SECURITY.md).
 * Two tabs opened or reloaded together sent the same cookie, and the later signed both out. Taken
 * in turn, the later tab sends the cookie the earlier one's answer set. Without the Web Locks API
 * (an older browser) the call runs at once, as before.
 */
function aloneAmongTabs<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, run) : run();
}

function isUnauthorized(result: Result): boolean {
  const error = result.error;
  if (!error) return false;
  return error.status === 401 || (error.status === 'PARSING_ERROR' && error.originalStatus === 401);
}

/** A timeout reads 'Network timeout' wherever it surfaces. */
function withTimeoutText(result: Result): Result {
  if (result.error?.status === 'TIMEOUT_ERROR') {
    return { error: { status: 'TIMEOUT_ERROR', error: NETWORK_TIMEOUT }, meta: result.meta };
  }
  return result;
}

/**
 * The one base query: bearer token from memory, the patient-portal channel header, JSON only,
 * REQUEST_TIMEOUT_MS. A 401 triggers one refresh behind a mutex (N concurrent 401s share one
 * refresh call), then the original request is retried once with the new token. A failed refresh
 * logs out, which clears the session; the /auth guard then lands on /home/login.
 *
 * A call to the refresh path itself goes through the same mutex, so the guard's refresh after a
 * reload and a 401-driven refresh never race each other.
 */
export function createBaseQuery(options: BaseQueryOptions = {}): PortalBaseQuery {
  const raw = fetchBaseQuery({
    baseUrl: options.baseUrl ?? defaultBaseUrl(),
    credentials: 'same-origin',
    timeout: REQUEST_TIMEOUT_MS,
    ...(options.fetchFn ? { fetchFn: options.fetchFn } : {}),
    responseHandler: readJsonResponse,
    prepareHeaders: (headers, { getState }) => {
      const token = selectAccessToken(getState() as AuthSlices);
      if (token) headers.set('authorization', `Bearer ${token}`);
      headers.set(CHANNEL_HEADER, CHANNEL_PATIENT_PORTAL);
      headers.set('accept', 'application/json');
      return headers;
    },
  });

  const mutex = new Mutex();
  let lastRefresh: Result = { error: { status: 401, data: null } };

  async function refresh(api: BaseQueryApi, extraOptions: object): Promise<Result> {
    if (mutex.isLocked()) {
      // Someone is already refreshing: share the outcome instead of sending another request.
      await mutex.waitForUnlock();
      return lastRefresh;
    }
    return mutex.runExclusive(async () => {
      const staleToken = selectAccessToken(api.getState() as AuthSlices);
      const body: RefreshRequest = staleToken ? { token: staleToken } : {};
      // keepalive: a page left while its refresh is on its way (a reload, a link tapped on the painted
      // dashboard) still receives the answer's new cookie. Left to be cancelled, the server had taken
      // the old token while the cookie kept it, and the next page's refresh, sending it again, ended
      // the session.
      // A page left while its own call was on its way: wait for that answer's cookie (refreshHandover).
      const result = await aloneAmongTabs(async () => {
        const answered = await handOverRefresh();
        try {
          return await raw(
            { url: AuthPath.refresh, method: 'POST', body, keepalive: true },
            api,
            extraOptions,
          );
        } finally {
          answered();
        }
      });
      const parsed = result.error ? undefined : refreshResponse.safeParse(result.data);
      if (parsed?.success) {
        api.dispatch(tokenRefreshed(parsed.data.data));
        lastRefresh = { data: parsed.data, meta: result.meta };
      } else {
        // A page being left sees its call end without an answer while the call goes on (keepalive):
        // the session is not over, and a stored logout would sign the next page out.
        if (!(leavingPage() && !result.meta?.response)) api.dispatch(loggedOut());
        lastRefresh = {
          error: result.error ?? {
            status: 'CUSTOM_ERROR',
            error: 'Invalid refresh response',
            data: result.data,
          },
          meta: result.meta,
        };
      }
      return lastRefresh;
    });
  }

  return async (args, api, extraOptions) => {
    const path = pathOf(args);
    if (path === AuthPath.refresh) return withTimeoutText(await refresh(api, extraOptions));

    // A request started during a refresh waits for it, so it goes out with the new token.
    await mutex.waitForUnlock();
    const tokenUsed = selectAccessToken(api.getState() as AuthSlices);
    let result: Result = await raw(args, api, extraOptions);

    if (isUnauthorized(result) && !NO_REFRESH_PATHS.has(path)) {
      const state = api.getState() as AuthSlices;
      const current = selectAccessToken(state);
      let retry = false;
      if (current && current !== tokenUsed) {
        // Another request's refresh already replaced the token this one was sent with.
        retry = true;
      } else if (selectSessionUser(state)) {
        retry = !(await refresh(api, extraOptions)).error;
      }
      if (retry) result = await raw(args, api, extraOptions);
    }
    return withTimeoutText(result);
  };
}

export const baseQuery = createBaseQuery();
