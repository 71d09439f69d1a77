import {
  DocumentsPath,
  DocumentText,
  Messages,
  ProfilePath,
  RuleMessage,
  ruleMessageText,
  sessionUser,
} from '@portal/contract';
import { toast } from '@portal/ui';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { noDocuments, someDocuments, TINY_PNG } from '../../test-utils/documents';
import { ACCESS_TOKEN, envelope, loginData, ok } from '../../test-utils/fixtures';
import { mockApi } from '../../test-utils/forms';
import { renderScreen } from '../../test-utils/render';
import { DocumentsPanel, documentsStrings } from './index';

beforeAll(() => documentsStrings.ready());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  toast.clear();
});

const signedIn = {
  session: {
    user: sessionUser.parse(loginData),
    tokenExpiresAt: loginData.tokenExpiresAt,
    refreshExpiresAt: loginData.refreshExpiresAt,
  },
  credentials: { token: ACCESS_TOKEN },
};

function renderPanel(
  familyMemberId = 0,
  documents = noDocuments,
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  const api = mockApi({
    [DocumentsPath.list]: () => ok(documents),
    [ProfilePath.getDocument]: () => new Response(TINY_PNG, { headers: { 'content-type': 'image/png' } }),
    ...handlers,
  });
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, applyAccept: false });
  renderScreen(<DocumentsPanel familyMemberId={familyMemberId} />, {
    path: '/auth/profile',
    preloadedState: signedIn,
  });
  return { api, user };
}

/** The picker of one slot, found by the drop zone's name ('Upload Emirates ID, Back'). */
async function picker(name: string) {
  const title = await screen.findByText(name);
  const zone = title.closest('[data-rac]') ?? title.parentElement;
  const input = zone?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error(`no file input for ${name}`);
  return input;
}

const fileOf = (name: string, size: number, type = 'application/octet-stream', head = '%PDF-') => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode(head).subarray(0, size));
  return new File([bytes], name, { type });
};

describe('DocumentsPanel', () => {
  it('shows a row per document type with its front and back: the stored files and a picker for each side', async () => {
    renderPanel(0, someDocuments);
    for (const name of ['Emirates ID', 'Passport', 'Insurance card', 'Driving licence', 'Labour card']) {
      expect(await screen.findByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByText('emirates-id-front.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Emirates ID, Front' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Emirates ID, Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Insurance card, Front' })).toBeInTheDocument();
    expect(screen.getByText('Replace Emirates ID, Front')).toBeInTheDocument();
    expect(screen.getByText('Upload Passport, Back')).toBeInTheDocument();
    // The two images show their thumbnails, fetched with the token and shown inline; the PDF an icon.
    await waitFor(() =>
      expect(document.querySelectorAll('img[src^="data:image/png;base64,"]')).toHaveLength(2),
    );
    expect(screen.queryByRole('button', { name: 'View Passport, Front' })).not.toBeInTheDocument();
  });

  it('refuses another type before sending anything, with the spec message, hidden after 5 s', async () => {
    const { api, user } = renderPanel();
    await user.upload(await picker('Upload Emirates ID, Front'), fileOf('logo.svg', 100, 'image/svg+xml'));
    expect(await screen.findByText(ruleMessageText.docFormatError)).toBeInTheDocument();
    expect(api.calls(DocumentsPath.upload)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.queryByText(ruleMessageText.docFormatError)).not.toBeInTheDocument();
  });

  it('refuses a file over 2,048,000 bytes and an empty one before sending anything', async () => {
    const { api, user } = renderPanel();
    await user.upload(await picker('Upload Passport, Front'), fileOf('passport.pdf', 2_048_001));
    expect(await screen.findByText(ruleMessageText.docSizeError)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.queryByText(ruleMessageText.docSizeError)).not.toBeInTheDocument();

    await user.upload(await picker('Upload Passport, Back'), fileOf('empty.pdf', 0));
    expect(await screen.findByText(ruleMessageText.docFormatError)).toBeInTheDocument();
    expect(api.calls(DocumentsPath.upload)).toHaveLength(0);
  });

  it("shows the server's refusal of a renamed file, hidden after 5 s", async () => {
    const { api, user } = renderPanel(0, noDocuments, {
      [DocumentsPath.upload]: () => envelope(400, 'BadRequest', [Messages.rule[RuleMessage.docFormatError]]),
    });
    await user.upload(
      await picker('Upload Labour card, Front'),
      fileOf('setup.pdf', 300, 'application/pdf', 'MZ'),
    );
    expect(await screen.findByText(ruleMessageText.docFormatError)).toBeInTheDocument();
    expect(api.calls(DocumentsPath.upload)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.queryByText(ruleMessageText.docFormatError)).not.toBeInTheDocument();
  });

  it("uploads a family member's Emirates ID back: type, side and member go with the file; the list refreshes", async () => {
    let listed = noDocuments;
    const { api, user } = renderPanel(12, noDocuments, {
      [DocumentsPath.list]: () => ok(listed),
      [DocumentsPath.upload]: () => {
        listed = someDocuments;
        return envelope(200, 'Success', [Messages.documents.uploaded], someDocuments.emiratesIdBack);
      },
    });
    await user.upload(await picker('Upload Emirates ID, Back'), fileOf('eid-back.png', 500, 'image/png'));
    expect(await screen.findByText(DocumentText.uploaded)).toBeInTheDocument();
    const [sent] = api.calls(DocumentsPath.upload);
    expect(new URL(sent!.url).searchParams.get('familyMemberId')).toBe('12');
    // (jsdom's File reaches the test's fetch without its name and bytes: the part and its type are checked.)
    expect(await sent!.clone().text()).toMatch(
      /name="document"; filename="[^"]+"\r\nContent-Type: image\/png/,
    );
    const form = await sent!.formData();
    expect(form.get('documentType')).toBe('1');
    expect(form.get('documentSide')).toBe('2');
    expect(await screen.findByText('emirates-id-back.png')).toBeInTheDocument();
    expect(new URL(api.calls(DocumentsPath.list).at(-1)!.url).searchParams.get('familyMemberId')).toBe('12');
  });

  it('deletes a document only after confirmation', async () => {
    const { api, user } = renderPanel(0, someDocuments, {
      [DocumentsPath.remove]: () => envelope(200, 'Success', [Messages.documents.removed]),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Emirates ID, Front' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete document' });
    expect(within(dialog).getByText(/emirates-id-front\.pdf/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls(DocumentsPath.remove)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Emirates ID, Front' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(DocumentText.removed)).toBeInTheDocument();
    const [sent] = api.calls(DocumentsPath.remove);
    expect(Object.fromEntries(new URL(sent!.url).searchParams)).toEqual({
      documentType: '1',
      documentSide: '1',
      familyMemberId: '0',
    });
  });

  it('opens a document in a new tab from an authenticated fetch, never with the token in the address', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const createObjectURL = vi.fn(() => 'blob:http://localhost/1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { api, user } = renderPanel(0, someDocuments);
    await user.click(await screen.findByRole('button', { name: 'View Emirates ID, Front' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:http://localhost/1', '_blank', 'noopener'));
    const fetched = api.calls(ProfilePath.getDocument).at(-1)!;
    expect(fetched.headers.get('authorization')).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(fetched.url).not.toContain(ACCESS_TOKEN);
  });

  it('says so when the documents cannot be loaded, and tries again', async () => {
    let fail = true;
    const { user } = renderPanel(0, noDocuments, {
      [DocumentsPath.list]: () =>
        fail ? envelope(500, 'Error', ['Something went wrong']) : ok(someDocuments),
    });
    expect(await screen.findByText('The documents could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('emirates-id-front.pdf')).toBeInTheDocument();
  });
});
