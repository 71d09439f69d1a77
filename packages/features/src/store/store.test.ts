import { type Persistor, persistStore } from 'redux-persist';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/api';
import { authApi } from '../auth/api';
import { languageChosen } from '../preferences/slice';
import { ACCESS_TOKEN, envelope, loginData, ok } from '../test-utils/fixtures';
import { loggedOut, signedIn, tokenRefreshed } from './session';
import { type AppStore, makeStore, PREFERENCES_STORAGE_KEY, SESSION_STORAGE_KEY } from './store';

/** persistStore once the stored state is read back (as PersistGate waits for). */
function bootstrapped(store: AppStore): Promise<Persistor> {
  return new Promise((resolve) => {
    const persistor = persistStore(store, null, () => resolve(persistor));
  });
}

function storedEverything(): string {
  return JSON.stringify({ ...localStorage, ...sessionStorage });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('store', () => {
  it('persists the session without the access token', async () => {
    const store = makeStore();
    const persistor = await bootstrapped(store);
    store.dispatch(signedIn(loginData));
    await persistor.flush();

    const written = localStorage.getItem(SESSION_STORAGE_KEY);
    expect(written).toContain('Aisha');
    expect(written).toContain(loginData.refreshExpiresAt);
    expect(written).not.toContain(ACCESS_TOKEN);
    expect(written).not.toMatch(/"token"/);
    expect(storedEverything()).not.toContain(ACCESS_TOKEN);

    // The token is in memory, and only there.
    expect(store.getState().credentials.token).toBe(ACCESS_TOKEN);
    expect(store.getState().session.user).not.toHaveProperty('token');
  });

  it('keeps a refreshed token out of storage too', async () => {
    const store = makeStore();
    const persistor = await bootstrapped(store);
    store.dispatch(signedIn(loginData));
    store.dispatch(
      tokenRefreshed({
        token: 'eyJnew.token.sig',
        tokenExpiresAt: '2099-02-01T00:00:00Z',
        refreshExpiresAt: 'x',
      }),
    );
    await persistor.flush();
    expect(storedEverything()).not.toContain('eyJnew.token.sig');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toContain('2099-02-01T00:00:00Z');
  });

  it('rehydrates the session after a reload, without a token', async () => {
    const first = makeStore();
    const firstPersistor = await bootstrapped(first);
    first.dispatch(signedIn(loginData));
    first.dispatch(languageChosen('ar'));
    await firstPersistor.flush();

    const reloaded = makeStore();
    await bootstrapped(reloaded);
    expect(reloaded.getState().session.user?.firstName).toBe('Aisha');
    expect(reloaded.getState().credentials.token).toBeNull();
    expect(reloaded.getState().preferences.language).toBe('ar');
    expect(localStorage.getItem(PREFERENCES_STORAGE_KEY)).toContain('ar');
  });

  it('logout clears session, credentials and the api cache, and the stored session', async () => {
    const fetchMock = vi.fn(async () =>
      ok({ isExistingUser: true, otpSent: true, otpValidity: 5, referenceId: 'r1' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = makeStore();
    const persistor = await bootstrapped(store);
    store.dispatch(signedIn(loginData));
    await store.dispatch(
      authApi.endpoints.identify.initiate(
        { callingCode: '971', mobile: '501234567', password: 'Secret@123', isInvokedForLogin: true },
        { fixedCacheKey: 'kept' },
      ),
    );
    expect(Object.keys(store.getState()[api.reducerPath].mutations)).not.toHaveLength(0);

    store.dispatch(loggedOut());
    await persistor.flush();

    const state = store.getState();
    expect(state.session.user).toBeNull();
    expect(state.session.refreshExpiresAt).toBeNull();
    expect(state.credentials.token).toBeNull();
    expect(state[api.reducerPath].mutations).toEqual({});
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toContain('Aisha');
  });

  it('rejects an answer that does not match the contract instead of guessing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(200, 'Success', [], { isExistingUser: 'yes' })),
    );
    const store = makeStore();
    const result = await store.dispatch(
      authApi.endpoints.identify.initiate({
        callingCode: '971',
        mobile: '501234567',
        password: 'Secret@123',
        isInvokedForLogin: true,
      }),
    );
    expect(result.error).toMatchObject({ status: 'CUSTOM_ERROR' });
  });
});
