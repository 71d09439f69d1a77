import { AuthPath, CHANNEL_HEADER, CHANNEL_PATIENT_PORTAL, REQUEST_TIMEOUT_MS } from '@portal/contract';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../store/session';
import { makeStore } from '../store/store';
import { ACCESS_TOKEN, asRequest, envelope, loginData, ok, pathOf } from '../test-utils/fixtures';
import { createBaseQuery, NETWORK_TIMEOUT } from './baseQuery';
import { HANDOVER_WAIT_MS } from './refreshHandover';

const NEW_TOKEN = 'eyJuZXc.eyJuZXc.bmV3';
const tokens = {
  token: NEW_TOKEN,
  tokenExpiresAt: '2099-01-01T00:30:00Z',
  refreshExpiresAt: '2099-01-01T12:00:00Z',
};

function signedInStore() {
  const store = makeStore();
  store.dispatch(signedIn(loginData));
  return store;
}

function apiFor(store: ReturnType<typeof makeStore>): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => {},
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  };
}

const bearerOf = (input: RequestInfo | URL) => asRequest(input).headers.get('authorization');
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  vi.useRealTimers();
});

describe('baseQuery', () => {
  it('sends the bearer token, the channel header and JSON to /api on the same origin', async () => {
    const fetchFn = vi.fn(async (_input: RequestInfo, _init?: RequestInit) => ok(null));
    const store = signedInStore();
    const baseQuery = createBaseQuery({ fetchFn });

    await baseQuery({ url: AuthPath.logout, method: 'POST', body: { a: 1 } }, apiFor(store), {});

    const request = asRequest(fetchFn.mock.calls[0]![0]);
    expect(new URL(request.url).pathname).toBe('/api/auth/logout');
    expect(new URL(request.url).origin).toBe(location.origin);
    expect(request.headers.get('authorization')).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(request.headers.get(CHANNEL_HEADER)).toBe(CHANNEL_PATIENT_PORTAL);
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.credentials).toBe('same-origin');
    expect(await request.json()).toEqual({ a: 1 });
  });

  it('sends no Authorization header without a token', async () => {
    const fetchFn = vi.fn(async (_input: RequestInfo, _init?: RequestInit) => ok(null));
    const baseQuery = createBaseQuery({ fetchFn });
    await baseQuery(AuthPath.profile, apiFor(makeStore()), {});
    expect(asRequest(fetchFn.mock.calls[0]![0]).headers.has('authorization')).toBe(false);
  });

  it('makes one refresh for N concurrent 401s and retries each with the new token', async () => {
    const seen: Array<{ path: string; bearer: string | null }> = [];
    const fetchFn = vi.fn(async (input: RequestInfo, _init?: RequestInit) => {
      const path = pathOf(input);
      seen.push({ path, bearer: bearerOf(input) });
      if (path === `/api${AuthPath.refresh}`) {
        await delay(20);
        return ok(tokens);
      }
      await delay(Math.random() * 10);
      return bearerOf(input) === `Bearer ${NEW_TOKEN}`
        ? ok({ path })
        : envelope(401, 'Unauthorized', ['Your session has expired, please log in again.']);
    });
    const store = signedInStore();
    const baseQuery = createBaseQuery({ fetchFn });
    const N = 6;

    const results = await Promise.all(
      Array.from({ length: N }, (_, i) => baseQuery(`/user/thing${i}`, apiFor(store), {})),
    );

    const refreshes = seen.filter((call) => call.path === `/api${AuthPath.refresh}`);
    expect(refreshes).toHaveLength(1);
    for (const [i, result] of results.entries()) {
      expect(result.error).toBeUndefined();
      expect(result.data).toMatchObject({ data: { path: `/api/user/thing${i}` } });
    }
    const retries = seen.filter(
      (call) => call.path !== `/api${AuthPath.refresh}` && call.bearer === `Bearer ${NEW_TOKEN}`,
    );
    expect(retries).toHaveLength(N);
    expect(fetchFn).toHaveBeenCalledTimes(2 * N + 1);
    expect(store.getState().credentials.token).toBe(NEW_TOKEN);
    expect(store.getState().session.tokenExpiresAt).toBe(tokens.tokenExpiresAt);
  });

  it('a request started during a refresh waits for it and goes out with the new token', async () => {
    const fetchFn = vi.fn(async (input: RequestInfo, _init?: RequestInit) => {
      if (pathOf(input) === `/api${AuthPath.refresh}`) {
        await delay(30);
        return ok(tokens);
      }
      return bearerOf(input) === `Bearer ${NEW_TOKEN}` ? ok('fine') : envelope(401, 'Unauthorized', []);
    });
    const store = signedInStore();
    const baseQuery = createBaseQuery({ fetchFn });
    const first = baseQuery('/user/a', apiFor(store), {});
    await delay(10); // the first 401 has come back and the refresh is under way
    const late = await baseQuery('/user/b', apiFor(store), {});
    await first;
    expect(late.data).toMatchObject({ data: 'fine' });
    const bCalls = fetchFn.mock.calls.filter(([input]) => pathOf(input) === '/api/user/b');
    expect(bCalls).toHaveLength(1);
    expect(bearerOf(bCalls[0]![0])).toBe(`Bearer ${NEW_TOKEN}`);
  });

  it('sends the refresh call with keepalive, so a page left meanwhile still takes its new cookie', async () => {
    const fetchFn = vi.fn(async (_input: RequestInfo, _init?: RequestInit) => ok(tokens));
    const baseQuery = createBaseQuery({ fetchFn });

    await baseQuery({ url: AuthPath.refresh, method: 'POST', body: {} }, apiFor(signedInStore()), {});

    expect(asRequest(fetchFn.mock.calls[0]![0]).keepalive).toBe(true);
  });

  it("takes the tabs' refresh calls in turn, by a Web Lock, so each sends the cookie the one before left", async () => {
    // navigator.locks as a browser has it, for one origin: callbacks of one name run one at a time.
    let queue: Promise<unknown> = Promise.resolve();
    const names: string[] = [];
    const locks = {
      request: (name: string, run: () => Promise<unknown>) => {
        names.push(name);
        const result = queue.then(run);
        queue = result.catch(() => undefined);
        return result;
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      const log: string[] = [];
      const tab = (name: string) =>
        createBaseQuery({
          fetchFn: async () => {
            log.push(`${name} asks`);
            await delay(20);
            log.push(`${name} answered`);
            return ok(tokens);
          },
        });
      const refresh = { url: AuthPath.refresh, method: 'POST', body: {} };

      const results = await Promise.all([
        tab('first')(refresh, apiFor(signedInStore()), {}),
        tab('second')(refresh, apiFor(signedInStore()), {}),
      ]);

      expect(log).toEqual(['first asks', 'first answered', 'second asks', 'second answered']);
      expect(names).toEqual(['portal-session-refresh', 'portal-session-refresh']);
      for (const result of results) expect(result.error).toBeUndefined();
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('clears the session when the refresh fails', async () => {
    const fetchFn = vi.fn(async (input: RequestInfo, _init?: RequestInit) =>
      pathOf(input) === `/api${AuthPath.refresh}`
        ? envelope(401, 'Unauthorized', ['Your session has expired, please log in again.'])
        : envelope(401, 'Unauthorized', []),
    );
    const store = signedInStore();
    const baseQuery = createBaseQuery({ fetchFn });

    const results = await Promise.all([1, 2, 3].map((i) => baseQuery(`/user/x${i}`, apiFor(store), {})));

    for (const result of results) expect(result.error).toMatchObject({ status: 401 });
    expect(fetchFn.mock.calls.filter(([input]) => pathOf(input) === `/api${AuthPath.refresh}`)).toHaveLength(
      1,
    );
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().credentials.token).toBeNull();
  });

  it('never refreshes for a 401 from login, identify or refresh itself', async () => {
    const fetchFn = vi.fn(async (_input: RequestInfo, _init?: RequestInit) =>
      envelope(401, 'Unauthorized', []),
    );
    const store = signedInStore();
    const baseQuery = createBaseQuery({ fetchFn });
    await baseQuery({ url: AuthPath.identify, method: 'POST', body: {} }, apiFor(store), {});
    await baseQuery({ url: AuthPath.login, method: 'POST', body: {} }, apiFor(store), {});
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(store.getState().session.user).not.toBeNull();
  });

  it("gives 'Network timeout' after REQUEST_TIMEOUT_MS", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchFn = vi.fn(
      (input: RequestInfo, _init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          const { signal } = asRequest(input);
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    const baseQuery = createBaseQuery({ fetchFn });
    const pending = Promise.resolve(baseQuery(AuthPath.profile, apiFor(signedInStore()), {}));

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ error: { status: 'TIMEOUT_ERROR', error: NETWORK_TIMEOUT } });
  });

  it('treats a response that is not JSON as an error', async () => {
    const fetchFn = vi.fn(
      async (_input: RequestInfo, _init?: RequestInit) =>
        new Response('<html>proxy error</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    const baseQuery = createBaseQuery({ fetchFn });
    const result = await baseQuery(AuthPath.profile, apiFor(signedInStore()), {});
    expect(result.error).toMatchObject({ status: 'PARSING_ERROR', originalStatus: 200 });
    expect(String((result.error as { error: string }).error)).toContain('Unsupported response content type');
  });

  it('reports no answer at all as FETCH_ERROR', async () => {
    const fetchFn = vi.fn(async (_input: RequestInfo, _init?: RequestInit): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    const baseQuery = createBaseQuery({ fetchFn });
    const result = await baseQuery(AuthPath.profile, apiFor(signedInStore()), {});
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
  });
});

/**
 * A page left while its refresh call was on its way (refreshHandover.ts): the next page waits for
 * that call's new cookie instead of sending the token the server has just taken.
 */
describe('a refresh handed over from the page before', () => {
  const NOTE_KEY = 'portal-refresh-pending';
  const refresh = { url: AuthPath.refresh, method: 'POST', body: {} };
  const setGeneration = (value: string) => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; the app reads document.cookie
    document.cookie = `portal_rg=${value}; path=/`;
  };

  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = 'portal_rg=; path=/; max-age=0';
    localStorage.removeItem(NOTE_KEY);
    window.dispatchEvent(new Event('pageshow'));
  });

  it("waits while the page before's call is pending with this cookie, then sends the new cookie", async () => {
    setGeneration('first');
    localStorage.setItem(NOTE_KEY, JSON.stringify({ generation: 'first', at: Date.now() }));
    const fetchFn = vi.fn(async (_input: RequestInfo, _init?: RequestInit) => ok(tokens));
    const baseQuery = createBaseQuery({ fetchFn });

    const result = baseQuery(refresh, apiFor(signedInStore()), {});
    await delay(200);
    expect(fetchFn).not.toHaveBeenCalled();
    setGeneration('second');
    expect((await result).error).toBeUndefined();

    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(NOTE_KEY)).toBeNull();
  });

  it('notes its own call as pending with the cookie it is sent with, until it is answered', async () => {
    setGeneration('mine');
    let noted: string | null = null;
    const fetchFn = vi.fn(async (_input: RequestInfo, _init?: RequestInit) => {
      noted = localStorage.getItem(NOTE_KEY);
      return ok(tokens);
    });

    await createBaseQuery({ fetchFn })(refresh, apiFor(signedInStore()), {});

    expect(JSON.parse(noted ?? 'null')).toMatchObject({ generation: 'mine' });
    expect(localStorage.getItem(NOTE_KEY)).toBeNull();
  });

  it('sends at once when the cookie has changed since, or the note is older than the wait', async () => {
    const fetchFn = vi.fn(async (_input: RequestInfo, _init?: RequestInit) => ok(tokens));
    const baseQuery = createBaseQuery({ fetchFn });
    setGeneration('new');
    localStorage.setItem(NOTE_KEY, JSON.stringify({ generation: 'old', at: Date.now() }));
    const started = Date.now();
    await baseQuery(refresh, apiFor(signedInStore()), {});
    localStorage.setItem(
      NOTE_KEY,
      JSON.stringify({ generation: 'new', at: Date.now() - HANDOVER_WAIT_MS - 1 }),
    );
    await baseQuery(refresh, apiFor(signedInStore()), {});

    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('keeps the session and the note when the page is left before the answer', async () => {
    setGeneration('leaving');
    const store = signedInStore();
    const fetchFn = vi.fn(async (_input: RequestInfo, _init?: RequestInit) => {
      window.dispatchEvent(new Event('pagehide'));
      throw new TypeError('Failed to fetch');
    });

    const result = await createBaseQuery({ fetchFn })(refresh, apiFor(store), {});

    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(store.getState().session.user).not.toBeNull();
    expect(JSON.parse(localStorage.getItem(NOTE_KEY) ?? 'null')).toMatchObject({ generation: 'leaving' });
  });

  it('still ends the session on a failed refresh while the page stays', async () => {
    setGeneration('staying');
    const store = signedInStore();
    const fetchFn = vi.fn(async (_input: RequestInfo, _init?: RequestInit) => {
      throw new TypeError('Failed to fetch');
    });

    await createBaseQuery({ fetchFn })(refresh, apiFor(store), {});

    expect(store.getState().session.user).toBeNull();
    expect(localStorage.getItem(NOTE_KEY)).toBeNull();
  });
});
