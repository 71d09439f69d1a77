import { AuthPath } from '@portal/contract';
import { toast } from '@portal/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { persistStore } from 'redux-persist';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import { signedIn } from '../store/session';
import { makeStore, SESSION_STORAGE_KEY } from '../store/store';
import { ACCESS_TOKEN, envelope, loginData, ok, pathOf, testBrand } from '../test-utils/fixtures';
import { PortalApp } from './PortalApp';

const fetchMock = vi.fn<(input: RequestInfo, init?: RequestInit) => Promise<Response>>();
/** Screens are lazy chunks: the first visit transforms them, which can be slow on a busy machine. */
const LAZY = { timeout: 10_000 };
const REFRESHED = 'eyJyZWZyZXNoZWQ.eyJzdWIiOiI3In0.c2ln';

/** What the previous page load left in localStorage after a sign-in. */
async function storeSessionLikeAPreviousVisit() {
  const store = makeStore();
  const persistor = await new Promise<ReturnType<typeof persistStore>>((resolve) => {
    const p = persistStore(store, null, () => resolve(p));
  });
  store.dispatch(signedIn(loginData));
  await persistor.flush();
  persistor.pause();
}

function visit(path: string) {
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  // Strict Mode as in the brand apps: effects run twice, and the app must still refresh only once.
  render(
    <StrictMode>
      <PortalApp brand={testBrand} />
    </StrictMode>,
  );
  return user;
}

const calls = (path: string) => fetchMock.mock.calls.filter(([input]) => pathOf(input) === `/api${path}`);

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  // Calls a test does not answer itself (the UAE PASS configuration, the hospital list) find nothing.
  fetchMock.mockImplementation(async () => envelope(404, 'NotFound', []));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  cleanup();
  toast.clear();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('PortalApp', () => {
  it('redirects / to the login screen', async () => {
    visit('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' }, LAZY)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/home/login');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.title).toBe('Test Hospital');
  });

  it('sends unknown addresses and a signed-out /auth to /home/login', async () => {
    visit('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Login' }, LAZY)).toBeInTheDocument();
    cleanup();
    visit('/auth/dashboard');
    expect(await screen.findByRole('heading', { name: 'Login' }, LAZY)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/home/login');
  });

  it('switches to Arabic and back live, keeping what was typed', async () => {
    const user = visit('/home/login');
    await user.type(await screen.findByLabelText('Mobile number', {}, LAZY), '5012');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    const toArabic = screen.getByRole('button', { name: 'العربية' });
    expect(toArabic.querySelector('[lang="ar"]')).not.toBeNull();
    await user.click(toArabic);

    expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' }, LAZY)).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(screen.getByLabelText('رقم الجوال')).toHaveValue('5012');
    expect(document.title).toBe('مستشفى الاختبار');
    await waitFor(() => expect(localStorage.getItem('portal:preferences')).toContain('ar'));

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' }, LAZY)).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('after a reload, shows the dashboard while its one refresh is under way; its calls wait for it and carry its token', async () => {
    await storeSessionLikeAPreviousVisit();
    let answerRefresh: () => void = () => undefined;
    const refreshed = new Promise<void>((resolve) => {
      answerRefresh = resolve;
    });
    fetchMock.mockImplementation(async (input) => {
      if (pathOf(input) !== `/api${AuthPath.refresh}`) return envelope(404, 'NotFound', []);
      await refreshed;
      return ok({
        token: REFRESHED,
        tokenExpiresAt: '2099-01-01T00:15:00Z',
        refreshExpiresAt: '2099-01-01T12:00:00Z',
      });
    });
    visit('/auth/dashboard');

    // The signed-in page renders beside the refresh instead of after it; nothing else has gone out.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Aisha' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hi Aisha' })).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => pathOf(input))).toEqual([`/api${AuthPath.refresh}`]);

    answerRefresh();
    await waitFor(() => expect(calls('/content/banners')).toHaveLength(1));
    const sent = fetchMock.mock.calls.slice(1);
    expect(sent.map(([input]) => (input as Request).headers.get('authorization'))).toEqual(
      sent.map(() => `Bearer ${REFRESHED}`),
    );
    expect(calls(AuthPath.refresh)).toHaveLength(1);
    expect(JSON.stringify({ ...localStorage })).not.toContain(REFRESHED);
    expect(JSON.stringify({ ...localStorage })).not.toContain(ACCESS_TOKEN);
  });

  it('after a reload, a failed refresh clears the session and lands on /home/login', async () => {
    await storeSessionLikeAPreviousVisit();
    fetchMock.mockImplementation(async () => envelope(401, 'Unauthorized', ['Your session has expired']));
    visit('/auth/dashboard');

    expect(await screen.findByRole('heading', { name: 'Login' }, LAZY)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/home/login');
    expect(calls(AuthPath.refresh)).toHaveLength(1);
    await waitFor(() => expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toContain('Aisha'));
  });

  it('logs out from the profile menu even when the server call fails', async () => {
    await storeSessionLikeAPreviousVisit();
    fetchMock.mockImplementation(async (input) => {
      if (pathOf(input) === `/api${AuthPath.refresh}`) {
        return ok({
          token: REFRESHED,
          tokenExpiresAt: '2099-01-01T00:15:00Z',
          refreshExpiresAt: '2099-01-01T12:00:00Z',
        });
      }
      return envelope(500, 'Error', ['Something went wrong']);
    });
    const user = visit('/auth/dashboard');

    const profile = await screen.findByRole('button', { name: 'Hi Aisha' }, LAZY);
    // The ui Menu (react-aria): aria-haspopup="true" is the ARIA synonym of "menu".
    expect(profile).toHaveAttribute('aria-haspopup', 'true');
    await user.click(profile);
    expect(profile).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/auth/profile');
    const logout = screen.getByRole('menuitem', { name: 'Logout' });
    await user.click(logout);

    expect(await screen.findByRole('heading', { name: 'Login' }, LAZY)).toBeInTheDocument();
    expect(calls(AuthPath.logout)).toHaveLength(1);
    expect((calls(AuthPath.logout)[0]![0] as Request).headers.get('authorization')).toBe(
      `Bearer ${REFRESHED}`,
    );
    await waitFor(() => expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toContain('Aisha'));
  });
});
