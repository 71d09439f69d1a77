import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn } from '../store/session';
import { SESSION_STORAGE_KEY } from '../store/store';
import { loginData } from '../test-utils/fixtures';
import { bootstrapped, createRuntime } from './runtime';

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
