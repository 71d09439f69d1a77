import { type BroadcastHistoryRow, BroadcastPath } from '@portal/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchRouter, ok, signedInStaff } from '../../test-utils/care';
import { renderScreen } from '../../test-utils/render';
import { BroadcastScreen, ready } from './BroadcastScreen';

const HISTORY = `GET /api${BroadcastPath.history}`;
const RESEND = `POST /api${BroadcastPath.resend}`;
const DETAIL = `GET /api${BroadcastPath.detail}`;

const facilityRow: BroadcastHistoryRow = {
  id: 2,
  notificationTitle: 'Ruwais Clinic hours',
  message: 'Ruwais Clinic opens at 7 am from Sunday.',
  notificationType: 2,
  callbackURL: 'https://example.ae/hours',
  createdOn: '2026-11-24T06:30:00Z',
  pushSuccess: 64,
  pushFail: 0,
  status: 'Sent',
  createdBy: 'Khalid Al Mansoori',
  facilityId: 'AD11',
  isExcelUploadedNotification: false,
  imageUrl: null,
  fromDate: '2026-11-24',
  toDate: '2026-11-30',
};
const excelRow: BroadcastHistoryRow = {
  ...facilityRow,
  id: 3,
  notificationTitle: 'Flu vaccines',
  facilityId: 'Custom',
  isExcelUploadedNotification: true,
};

let router: ReturnType<typeof fetchRouter>;

function renderBroadcasts() {
  router = fetchRouter({
    [HISTORY]: (call) => ok(call.url.searchParams.get('skip') === '0' ? [excelRow, facilityRow] : []),
    [RESEND]: ok({ id: 9, pushSuccess: 64, pushFail: 0 }),
    [DETAIL]: ok({ ...excelRow, mobileList: ['971-501112233', '971-502223344'] }),
  });
  vi.stubGlobal('fetch', router.mock);
  const user = userEvent.setup();
  return {
    user,
    ...renderScreen(<BroadcastScreen />, {
      path: '/auth/notification/BroadcastNotification',
      preloadedState: signedInStaff(3),
    }),
  };
}

beforeAll(async () => {
  await ready();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BroadcastScreen re-send', () => {
  it('sends a facility broadcast again only after the confirmation, and reloads the history', async () => {
    const { user } = renderBroadcasts();
    await user.click(await screen.findByRole('button', { name: 'Re-send Ruwais Clinic hours' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Re-send notification' });
    expect(dialog).toHaveTextContent('Send "Ruwais Clinic hours" again to the same people?');
    // Nothing is sent by opening the dialog.
    expect(router.called(RESEND)).toHaveLength(0);
    const historyCalls = router.called(HISTORY).length;

    await user.click(within(dialog).getByRole('button', { name: 'Re-send' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('Sent again: 64 delivered.'),
    );
    expect(router.called(RESEND).map((call) => call.body)).toEqual([{ id: 2 }]);
    await waitFor(() => expect(router.called(HISTORY).length).toBeGreaterThan(historyCalls));

    // The footer's Close (the dialog's corner button has the same name).
    const closes = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(closes[closes.length - 1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.called(RESEND)).toHaveLength(1);
  });

  it('cancelling the confirmation sends nothing', async () => {
    const { user } = renderBroadcasts();
    await user.click(await screen.findByRole('button', { name: 'Re-send Ruwais Clinic hours' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Re-send notification' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.called(RESEND)).toHaveLength(0);
  });

  it('reopens a spreadsheet broadcast in the publish dialog, prefilled from its detail, without sending it', async () => {
    const { user } = renderBroadcasts();
    await user.click(await screen.findByRole('button', { name: 'Re-send Flu vaccines' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish New Broadcast' }, { timeout: 10_000 });
    expect(within(dialog).getByRole('textbox', { name: /Notification title/ })).toHaveValue('Flu vaccines');
    expect(within(dialog).getByRole('textbox', { name: /^URL/ })).toHaveValue('https://example.ae/hours');
    expect(dialog).toHaveTextContent('the earlier list: 2 recipients ready.');
    expect(router.called(DETAIL)[0]?.url.searchParams.get('id')).toBe('3');
    expect(router.called(RESEND)).toHaveLength(0);
  });
});
