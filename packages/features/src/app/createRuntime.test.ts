import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentApi } from '../shared/content/api';
import { sessionUpdated, signedIn } from '../store/session';
import { makeStore, type RootState, SESSION_STORAGE_KEY } from '../store/store';
import { signedIn as patient } from '../test-utils/care';
import { loginData } from '../test-utils/fixtures';
import { bootstrapped, createRuntime, holdPainted, matchesPainted, startRuntime } from './runtime';

beforeEach(() => {
  localStorage.clear();
});

describe('createRuntime', () => {
  it('writes a sign-in to storage when the page goes away at once after it (a reload)', async () => {
    const { store, persistor } = createRuntime();
    await bootstrapped(persistor);
    store.dispatch(signedIn(loginData));
    // No time for redux-persist's timer: the page is left in the same task.
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toContain('Aisha');
  });
});

describe('startRuntime', () => {
  it('reads the stored session back as createRuntime does, and writes what changes', async () => {
    const before = createRuntime();
    await bootstrapped(before.persistor);
    before.store.dispatch(signedIn(loginData));
    window.dispatchEvent(new Event('pagehide'));

    const { store, persistor } = await startRuntime();
    await bootstrapped(persistor);
    expect(store.getState().session.user?.firstName).toBe(loginData.firstName);
    store.dispatch(sessionUpdated({ firstName: 'Mariam' }));
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toContain('Mariam');
  });
});

describe('holdPainted', () => {
  const content = { brandName: 'aldhannah', lang: 'en' as const };
  const answer = (endpointName: 'news' | 'media') =>
    contentApi.util.upsertQueryEntries([{ endpointName, arg: content, value: [] }]);

  it('shows the painted state until released, then each answer that came meanwhile in a task of its own, then the store', async () => {
    const store = makeStore(patient);
    const painted = store.getState();
    const { store: held, release } = holdPainted(store, painted);
    const seen: RootState[] = [];
    held.subscribe(() => seen.push(held.getState()));

    // Two answers come in while the page hydrates: the app goes on seeing the painted state.
    store.dispatch(answer('news'));
    store.dispatch(answer('media'));
    expect(held.getState()).toBe(painted);
    // An action the app dispatches meanwhile reaches the store.
    held.dispatch(sessionUpdated({ firstName: 'Mariam' }));
    expect(store.getState().session.user?.firstName).toBe('Mariam');
    expect(held.getState().session.user?.firstName).not.toBe('Mariam');
    seen.length = 0;

    const released = release();
    // Nothing in the task that released it.
    expect(held.getState()).toBe(painted);
    await released;
    const answered = (state: RootState) =>
      Object.values(state.api.queries).filter((query) => query?.status === 'fulfilled').length;
    // One answer per notification, then the store as it is.
    expect(seen.map(answered)).toEqual([1, 2, 2]);
    expect(seen[1]?.session.user?.firstName).not.toBe('Mariam');
    expect(held.getState()).toBe(store.getState());
    store.dispatch(sessionUpdated({ firstName: 'Noor' }));
    expect(held.getState().session.user?.firstName).toBe('Noor');
  });

  it('tells nobody once unsubscribed', async () => {
    const store = makeStore(patient);
    const { store: held, release } = holdPainted(store, store.getState());
    let calls = 0;
    const unsubscribe = held.subscribe(() => {
      calls += 1;
    });
    store.dispatch(answer('news'));
    unsubscribe();
    await release();
    store.dispatch(answer('media'));
    expect(calls).toBe(1);
  });
});

describe('matchesPainted', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is the painted dashboard only with a session, the painted sign-in only without one', () => {
    const signedInState = makeStore(patient).getState();
    const signedOutState = makeStore().getState();
    window.history.replaceState(null, '', '/auth/dashboard');
    expect(matchesPainted(signedInState)).toBe(true);
    // The session ended while the code loaded: the app's first page is the sign-in, not the painted one.
    expect(matchesPainted(signedOutState)).toBe(false);
    window.history.replaceState(null, '', '/home/login');
    expect(matchesPainted(signedOutState)).toBe(true);
    expect(matchesPainted(signedInState)).toBe(false);
  });
});
