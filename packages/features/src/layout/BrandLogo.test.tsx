import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import { signedIn } from '../test-utils/care';
import { mockApi } from '../test-utils/forms';
import { renderScreen } from '../test-utils/render';
import { AuthLayout, ready } from './AuthLayout';
import { PublicLayout } from './PublicLayout';

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

// The brand config holds a logo per language (the Arabic one with the hospital's Arabic name), and
// the login page and the signed-in header show the one of the page's language.
describe('the brand logo follows the page language', () => {
  it('on the login page', async () => {
    renderScreen(<PublicLayout />, { path: '/home/login' });
    expect(screen.getByRole('img', { name: 'Test Hospital' })).toHaveAttribute('src', '/logo.svg');
    cleanup();
    await changeLanguage('ar');
    renderScreen(<PublicLayout />, { path: '/home/login' });
    expect(screen.getByRole('img', { name: 'مستشفى الاختبار' })).toHaveAttribute('src', '/logo-ar.svg');
  });

  it('in the signed-in header', async () => {
    mockApi({});
    await ready();
    renderScreen(<AuthLayout />, { path: '/auth/dashboard', preloadedState: signedIn });
    expect(screen.getByRole('img', { name: 'Test Hospital home' })).toHaveAttribute('src', '/logo.svg');
    cleanup();
    await changeLanguage('ar');
    await ready();
    renderScreen(<AuthLayout />, { path: '/auth/dashboard', preloadedState: signedIn });
    expect(screen.getByRole('img', { name: /مستشفى الاختبار/ })).toHaveAttribute('src', '/logo-ar.svg');
  });
});
