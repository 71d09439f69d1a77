import { toast } from '@portal/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import { envelope, testBrand } from '../test-utils/fixtures';
import { PortalApp } from './PortalApp';

const fetchMock = vi.fn<(input: RequestInfo, init?: RequestInit) => Promise<Response>>();
/** Screens are lazy chunks: the first visit transforms them, which can be slow on a busy machine. */
const LAZY = { timeout: 10_000 };

async function openLogin() {
  window.history.replaceState(null, '', '/home/login');
  const user = userEvent.setup();
  render(<PortalApp brand={testBrand} />);
  await screen.findByRole('heading', { level: 1, name: 'Login' }, LAZY);
  return user;
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => envelope(404, 'NotFound', []));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  cleanup();
  toast.clear();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

/**
 * Each test opens a screen whose chunk this file has not loaded yet: the moments between the press
 * and the screen are what is tested.
 */
describe('leaving the login for a lazy screen', () => {
  it.each([
    ['Register', 'Register'],
    ['Forgot password?', 'Forgot password'],
  ])('%s shows progress at once, then focuses the new heading', async (link, heading) => {
    const user = await openLogin();
    await user.click(screen.getByRole('link', { name: link }));
    // Right after the press, before the chunk is in: the old form is gone and a spinner shows.
    expect(screen.queryByRole('heading', { level: 1, name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();

    const next = await screen.findByRole('heading', { level: 1, name: heading }, LAZY);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(next).toHaveFocus();
  });
});
