import { AuthPath } from '@portal/contract';
import { toast } from '@portal/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { persistStore } from 'redux-persist';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import { languageChosen } from '../preferences/slice';
import { signedIn } from '../store/session';
import { makeStore, SESSION_STORAGE_KEY } from '../store/store';
import { envelope, loginData, ok, pathOf, testBrand } from '../test-utils/fixtures';
import { PortalApp } from './PortalApp';

const fetchMock = vi.fn<(input: RequestInfo, init?: RequestInit) => Promise<Response>>();
/** Screens are lazy chunks: the first visit transforms them, which can be slow on a busy machine. */
const LAZY = { timeout: 10_000 };

/** What the previous page load left in localStorage after a sign-in. */
async function storeSession(language: 'en' | 'ar' = 'en') {
  const store = makeStore();
  const persistor = await new Promise<ReturnType<typeof persistStore>>((resolve) => {
    const p = persistStore(store, null, () => resolve(p));
  });
  store.dispatch(signedIn(loginData));
  store.dispatch(languageChosen(language));
  await persistor.flush();
  persistor.pause();
}

function visit(path: string) {
  window.history.replaceState(null, '', path);
  render(<PortalApp brand={testBrand} />);
}

const calls = (path: string) => fetchMock.mock.calls.filter(([input]) => pathOf(input) === `/api${path}`);

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    pathOf(input) === `/api${AuthPath.refresh}`
      ? ok({
          token: 'eyJhIjoxfQ.eyJzdWIiOiI3In0.c2ln',
          tokenExpiresAt: '2099-01-01T00:15:00Z',
          refreshExpiresAt: '2099-01-01T12:00:00Z',
        })
      : envelope(404, 'NotFound', []),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  cleanup();
  toast.clear();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('routes', () => {
  it.each(['/home/login', '/home/register', '/home/sign-up', '/home/forgotpassword', '/home'])(
    'sends a signed-in patient from %s to the dashboard',
    async (path) => {
      await storeSession();
      visit(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Welcome, Aisha' }, LAZY),
      ).toBeInTheDocument();
      expect(window.location.pathname).toBe('/auth/dashboard');
    },
  );

  it('shows an unknown /auth address as not found inside the signed-in layout, keeping the session', async () => {
    await storeSession();
    visit('/auth/noSuchScreen');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LAZY);
    expect(window.location.pathname).toBe('/auth/noSuchScreen');
    expect(screen.getByText('The page you asked for does not exist or has moved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/auth/dashboard',
    );
    // The header and the side menu stay.
    expect(screen.getByRole('button', { name: 'Hi Aisha' })).toBeInTheDocument();
    // On a phone the side menu sits in a drawer, so it may be hidden from the accessibility tree.
    expect(screen.getByRole('link', { name: 'Dashboard', hidden: true })).toHaveAttribute(
      'href',
      '/auth/dashboard',
    );
    await waitFor(() => expect(heading).toHaveFocus());
    expect(calls(AuthPath.logout)).toHaveLength(0);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toContain('Aisha');
  });

  it('says not found in Arabic too', async () => {
    await storeSession('ar');
    visit('/auth/nothing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'الصفحة غير موجودة' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الانتقال إلى لوحة المعلومات' })).toHaveAttribute(
      'href',
      '/auth/dashboard',
    );
  });

  it('sends a signed-in patient from an unknown address outside /auth to the dashboard', async () => {
    await storeSession();
    visit('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Aisha' }, LAZY),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth/dashboard');
  });

  it("after a navigation, focus lands on the new screen's heading, from main or from the side menu", async () => {
    await storeSession();
    visit('/auth/nothing');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LAZY);
    const user = userEvent.setup();
    // The header's logo link: it stays on the page, focus still moves to the new heading.
    const home = screen.getAllByRole('link', { name: 'Test Hospital home' })[0]!;
    await user.click(home);
    const dashboard = await screen.findByRole('heading', { level: 1, name: 'Welcome, Aisha' }, LAZY);
    await waitFor(() => expect(dashboard).toHaveFocus());
    expect(home).toBeInTheDocument();
    // A link inside main: it leaves with its screen.
    await user.click(await screen.findByRole('link', { name: 'Find doctor by speciality' }, LAZY));
    const find = await screen.findByRole('heading', { level: 1, name: 'Find a Doctor' }, LAZY);
    await waitFor(() => expect(find).toHaveFocus());
  });

  it('still sends a signed-out visitor from an unknown address to the login', async () => {
    visit('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' }, LAZY)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/home/login');
  });
});
