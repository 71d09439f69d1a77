import type { PatientNotification } from '@portal/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import { ReportsRoute } from '../reports/paths';
import { ACCESS_TOKEN, ok } from '../test-utils/fixtures';
import { mockApi } from '../test-utils/forms';
import { renderScreen } from '../test-utils/render';
import { layoutStrings } from '../test-utils/shell';
import { NotificationsBell } from './NotificationsBell';

const FIRST_POLL = { timeout: 3_000 };
/** The bell's name with n unread (the number is isolated, so it keeps its direction). */
const unread = (n: number) => new RegExp(`^Notifications \u2068?${n}\u2069? unread$`);

const labReport: PatientNotification = {
  notificationId: 7,
  type: 'LABREPORT',
  promotionType: 'LABREPORT',
  link: null,
  isRead: false,
  isFamilyMember: true,
  familyMemberId: 12,
  notificationTitle: 'Lab report',
  messageTextEn: 'The lab report of Salem of 20/11/2026 is ready.',
  messageTextAr: 'تقرير المختبر لـ سالم بتاريخ 20/11/2026 جاهز.',
  createdOn: '2026-11-20T08:00:00.000Z',
};
const offer: PatientNotification = {
  ...labReport,
  notificationId: 6,
  type: 'BROADCAST',
  promotionType: 'URLPROMOTION',
  link: 'https://example.org/offer',
  isFamilyMember: false,
  familyMemberId: null,
  notificationTitle: 'Winter offer',
  messageTextEn: 'Flu shots this week.',
  messageTextAr: 'لقاحات الإنفلونزا هذا الأسبوع.',
};
const doctor: PatientNotification = {
  ...offer,
  notificationId: 5,
  promotionType: '1',
  link: null,
  isRead: true,
  notificationTitle: 'Meet Dr. Ahmed',
  messageTextEn: 'Dr. Ahmed now sees patients on Saturdays.',
  messageTextAr: 'الدكتور أحمد يستقبل المرضى أيام السبت.',
};

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

/** The server as the bell sees it: the list, its unread count, and marking read. */
function serve(initial: PatientNotification[]) {
  let list = initial;
  const unreadCount = () => list.filter((n) => !n.isRead).length;
  const api = mockApi({
    '/notification/GetAllActiveNotificationsCount': () => ok(unreadCount()),
    '/user/patientactivenotifications': () => ok(list),
    '/user/marknotificationread': (request) => {
      const id = Number(new URL(request.url).searchParams.get('patientNotificationId'));
      list = list.map((n) => (n.notificationId === id ? { ...n, isRead: true } : n));
      return ok(null);
    },
    '/user/markallnotificationread': () => {
      list = list.map((n) => ({ ...n, isRead: true }));
      return ok(null);
    },
  });
  return api;
}

function renderBell() {
  return renderScreen(<NotificationsBell />, {
    path: '/auth/dashboard',
    probes: [ReportsRoute.labReports],
    preloadedState: { credentials: { token: ACCESS_TOKEN } },
  });
}

async function openList() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: unread(2) }, FIRST_POLL));
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
  return { user, dialog, list: await within(dialog).findByRole('list') };
}

describe('NotificationsBell', () => {
  it('says the unread count, and opening loads the list, newest first', async () => {
    const { calls } = serve([labReport, offer, doctor]);
    renderBell();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    const { list } = await openList();
    expect(calls('/user/patientactivenotifications')).toHaveLength(1);
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Lab report, Unread'),
      expect.stringContaining('Winter offer, Unread'),
      expect.not.stringContaining('Unread'),
    ]);
    expect(items[1]).toHaveTextContent('Flu shots this week. (opens in a new tab)');
  });

  it('a lab report marks read and opens the reports of its family member', async () => {
    const { calls } = serve([labReport, offer, doctor]);
    renderBell();
    const { user, list } = await openList();
    await user.click(within(list).getByRole('button', { name: /Lab report/ }));
    const probe = await screen.findByRole('status', { name: ReportsRoute.labReports });
    expect(JSON.parse(probe.getAttribute('data-state') ?? 'null')).toEqual({
      fromNotification: true,
      familyMemberId: 12,
    });
    await waitFor(() => expect(calls('/user/marknotificationread')).toHaveLength(1));
    const [mark] = calls('/user/marknotificationread');
    expect(mark?.method).toBe('PUT');
    expect(new URL(mark?.url ?? '').searchParams.get('patientNotificationId')).toBe('7');
  });

  it('a URL promotion opens its link in a new tab and marks read; the count follows', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    serve([labReport, offer, doctor]);
    renderBell();
    const { user, list } = await openList();
    await user.click(within(list).getByRole('button', { name: /Winter offer/ }));
    expect(open).toHaveBeenCalledWith('https://example.org/offer', '_blank', 'noopener,noreferrer');
    // The dropdown hides the page from assistive technology while it is open.
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: unread(1) })).toBeInTheDocument();
  });

  it('a doctor promotion only marks read; a read one is not marked again', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { calls } = serve([{ ...doctor, isRead: false }, labReport]);
    renderBell();
    const { user, list } = await openList();
    await user.click(within(list).getByRole('button', { name: /Meet Dr. Ahmed/ }));
    await waitFor(() => expect(calls('/user/marknotificationread')).toHaveLength(1));
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('status', { name: ReportsRoute.labReports })).toBeNull();
    await user.click(within(list).getByRole('button', { name: /Meet Dr. Ahmed/ }));
    expect(calls('/user/marknotificationread')).toHaveLength(1);
  });

  it('Mark all as read marks them all and clears the badge', async () => {
    const { calls } = serve([labReport, offer, doctor]);
    renderBell();
    const { user, dialog } = await openList();
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    expect(calls('/user/markallnotificationread')[0]?.method).toBe('PUT');
    await waitFor(() => expect(within(dialog).queryByText(/Unread/)).toBeNull());
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it("says 'No new notification' without any", async () => {
    serve([]);
    renderBell();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No new notification')).toBeInTheDocument();
  });

  it('speaks Arabic: the Arabic message and words', async () => {
    await changeLanguage('ar');
    await layoutStrings.ready();
    serve([labReport, offer]);
    renderBell();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: /^الإشعارات \u2068?2\u2069? غير مقروءة$/ }, FIRST_POLL),
    );
    const dialog = await screen.findByRole('dialog', { name: 'الإشعارات' });
    expect(await within(dialog).findByText(/تقرير المختبر لـ سالم/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /تقرير المختبر/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'تعليم الكل كمقروء' })).toBeInTheDocument();
  });
});
