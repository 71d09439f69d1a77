import { ContentPath } from '@portal/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentTypes, envelope, ok, testBrand } from '../test-utils/fixtures';
import { mockApi } from '../test-utils/forms';
import { renderScreen } from '../test-utils/render';
import { RegisterScreen } from './RegisterScreen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (page_title: string, page_text: string) =>
  ok({ status: 'success', data: { page_title, page_text }, message: '' });

function renderRegister(content: (request: Request) => Response | Promise<Response>) {
  const api = mockApi({ '/masterdata/documenttype': () => ok(documentTypes), [ContentPath.page]: content });
  const user = userEvent.setup();
  renderScreen(<RegisterScreen />, { path: '/home/register' });
  return { user, ...api };
}

describe('Terms and Privacy dialogs (content service pages)', () => {
  it("shows the brand's page from the content service, sanitised", async () => {
    const { user, calls } = renderRegister(() =>
      page(
        'Terms and Conditions',
        '<p>Keep your password safe.</p><img src="x" onerror="window.hacked = true"><script>window.hacked = true</script><a href="javascript:alert(1)">call us</a>',
      ),
    );
    expect(calls(ContentPath.page)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Terms and Conditions' }));

    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(await within(dialog).findByText('Keep your password safe.')).toBeInTheDocument();
    expect(dialog.querySelector('script, img, [onerror]')).toBeNull();
    expect(within(dialog).getByText('call us')).not.toHaveAttribute('href');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    const url = new URL(calls(ContentPath.page)[0]!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      brandName: testBrand.key,
      slug: 'terms-and-conditions',
      lang: 'en',
    });
  });

  it('asks for the privacy policy page for the Privacy Policy button', async () => {
    const { user, calls } = renderRegister(() =>
      page('Privacy Policy', '<p>We keep your data in the UAE.</p>'),
    );
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    expect(await within(dialog).findByText('We keep your data in the UAE.')).toBeInTheDocument();
    expect(new URL(calls(ContentPath.page)[0]!.url).searchParams.get('slug')).toBe('privacy-policy');
  });

  it('shows progress while loading, and an error with a retry that works', async () => {
    let fail = true;
    let release: () => void = () => {};
    const { user } = renderRegister(async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      if (fail) return envelope(500, 'Error', ['Boom']);
      return page('Terms and Conditions', '<p>Second time lucky.</p>');
    });
    await user.click(screen.getByRole('button', { name: 'Terms and Conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(within(dialog).getByLabelText(/Loading/)).toHaveAttribute('aria-busy', 'true');

    release();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again.',
    );
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => release());
    expect(await within(dialog).findByText('Second time lucky.')).toBeInTheDocument();
  });
});
