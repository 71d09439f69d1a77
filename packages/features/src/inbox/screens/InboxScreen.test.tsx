import { INBOX_PAGE_SIZE, InboxPath, type InboxRow } from '@portal/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { fetchRouter, ok, signedInStaff } from '../../test-utils/care';
import { renderScreen } from '../../test-utils/render';
import { InboxScreen, ready } from './InboxScreen';

/** A sentence whose number sits in its own <bdi> (i18n/Bidi), as read. */
const reads = (text: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'SPAN' && element.textContent === text;
const grid = (name = 'Messages') => screen.findByRole('grid', { name }, { timeout: 10_000 });

const LIST = `GET /api${InboxPath.list}`;
const EXPORT = `GET /api${InboxPath.export}`;

const contact: InboxRow = {
  kind: 'contact',
  id: 7,
  createdAt: '2026-11-26T05:15:00.000Z',
  brand: 'aldhannah',
  locationId: null,
  place: { en: 'Al Dhannah Hospital', ar: 'مستشفى الظنة' },
  senderName: 'Huda Hassan',
  mobile: '+971501112233',
  email: 'huda@example.ae',
  summary: 'هل الصيدلية مفتوحة يوم الجمعة؟',
  details: [],
};
const complaint: InboxRow = {
  ...contact,
  kind: 'complaint',
  id: 3,
  locationId: 2,
  place: { en: 'Ruwais Clinic', ar: 'عيادة الرويس' },
  summary: '=cmd|calc',
  details: [
    { key: 'complaintNumber', value: 'CMP-2026-000001' },
    { key: 'incidentDate', value: '2026-11-20' },
  ],
};
const locations = [
  { id: 1, name: { en: 'Al Dhannah Hospital', ar: 'مستشفى الظنة' } },
  { id: 2, name: { en: 'Ruwais Clinic', ar: 'عيادة الرويس' } },
];

let router: ReturnType<typeof fetchRouter>;

function renderInbox(roleId = 3) {
  router = fetchRouter({
    [LIST]: (call) =>
      ok({
        rows: call.url.searchParams.get('kind') === 'complaint' ? [complaint] : [contact, complaint],
        total: call.url.searchParams.get('kind') === 'complaint' ? 1 : 2,
        locations,
      }),
    [EXPORT]: ok({ rows: [contact, complaint] }),
  });
  vi.stubGlobal('fetch', router.mock);
  const user = userEvent.setup();
  return {
    user,
    ...renderScreen(<InboxScreen />, { path: '/auth/inbox', preloadedState: signedInStaff(roleId) }),
  };
}

beforeAll(async () => {
  await ready();
  await import('../components/InboxTable');
});

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('InboxScreen', { timeout: 30_000 }, () => {
  it('lists what patients sent, newest first, and asks for the first page', async () => {
    renderInbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Patient Inbox' })).toBeInTheDocument();
    const table = await grid();
    // React Aria's table shows the grid a render before its rows.
    const rows = (await within(table).findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Contact Us');
    expect(rows[0]).toHaveTextContent('26/11/2026, 09:15 AM');
    expect(rows[0]).toHaveTextContent('هل الصيدلية مفتوحة يوم الجمعة؟');
    expect(rows[1]).toHaveTextContent('Complaint');
    expect(screen.getByText(reads('2 messages'))).toBeInTheDocument();
    const query = router.called(LIST)[0]?.url.searchParams;
    expect(query?.get('skip')).toBe('0');
    expect(query?.get('take')).toBe(String(INBOX_PAGE_SIZE));
  });

  it('filters by type, asking the server again', async () => {
    const { user } = renderInbox();
    await grid();
    await user.click(screen.getByRole('button', { name: /Type$/ }));
    await user.click(screen.getByRole('option', { name: 'Complaint' }));
    await waitFor(() => expect(screen.getByText(reads('1 message'))).toBeInTheDocument());
    expect(router.calls.at(-1)?.url.searchParams.get('kind')).toBe('complaint');
    expect(within(screen.getByRole('grid', { name: 'Messages' })).getAllByRole('row')).toHaveLength(2);
  });

  it('opens a row whole, with its own facts', async () => {
    const { user } = renderInbox();
    await grid();
    await user.click(screen.getByRole('button', { name: 'View Complaint from Huda Hassan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complaint from Huda Hassan' });
    expect(dialog).toHaveTextContent('Complaint numberCMP-2026-000001');
    expect(dialog).toHaveTextContent('Incident date20/11/2026');
    expect(dialog).toHaveTextContent('Ruwais Clinic');
  });

  it('exports the filtered rows as CSV with the BOM, Arabic intact and formulas disarmed (role 3)', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:inbox';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderInbox();
    await grid();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const bytes = new Uint8Array(await (saved[0] as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('Received,Type,Brand,Hospital or clinic,From,Mobile,Email,Message,Details');
    expect(lines[1]).toContain('هل الصيدلية مفتوحة يوم الجمعة؟');
    expect(lines[2]).toContain(",'=cmd|calc,");
    expect(lines[2]).toContain('Complaint number: CMP-2026-000001; Incident date: 20/11/2026');
    expect(router.called(EXPORT)).toHaveLength(1);
  });

  it('offers no export to role 2, who only reads', async () => {
    renderInbox(2);
    await grid();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('reads in Arabic', async () => {
    await changeLanguage('ar');
    renderInbox();
    expect(await screen.findByRole('heading', { level: 1, name: 'صندوق رسائل المرضى' })).toBeInTheDocument();
    expect(await grid('الرسائل')).toHaveTextContent('اتصل بنا');
    expect(screen.getByRole('button', { name: 'تصدير CSV' })).toBeInTheDocument();
  });
});
