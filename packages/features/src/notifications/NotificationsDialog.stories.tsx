import { NotificationsEndpoint, type PatientNotification } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { signedIn, success } from '../test-utils/care';
import { answer, inLanguage, screenLoader, screenStory } from '../test-utils/screenStory';
import { layoutStrings } from '../test-utils/shell';
import { NotificationsDialog, ready } from './dialogs';

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
  messageTextAr: 'تقرير المختبر لـ \u2066سالم\u2069 بتاريخ \u206620/11/2026\u2069 جاهز.',
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
  messageTextEn: 'Flu shots this week at every branch.',
  messageTextAr: 'لقاحات الإنفلونزا هذا الأسبوع في كل الفروع.',
  createdOn: '2026-11-24T06:30:00.000Z',
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
  createdOn: '2026-11-18T06:30:00.000Z',
};

const meta = {
  title: 'Screens/Notifications',
  loaders: [screenLoader(async () => Promise.all([ready(), layoutStrings.ready()]))],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The side menu's Notifications: the header's list in a dialog, unread ones marked, newest first. */
export const List: Story = {
  decorators: [
    screenStory({
      screen: () => <NotificationsDialog onClose={() => undefined} />,
      path: '/auth/dashboard',
      preloadedState: signedIn,
      answers: [
        answer(NotificationsEndpoint.list, () => success([offer, labReport, doctor])),
        answer(NotificationsEndpoint.count, () => success(2)),
      ],
    }),
  ],
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    // Newest first (the lab report's title is the portal's own words in Arabic); the dialog fades in.
    const items = within(await within(dialog).findByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(/^Winter offer/);
    await expect(items[2]).toHaveTextContent(/^Meet Dr. Ahmed/);
    await waitFor(() => expect(items[0]).toBeVisible());
  },
};

/** No active notification: 'No new notification'. */
export const Empty: Story = {
  decorators: [
    screenStory({
      screen: () => <NotificationsDialog onClose={() => undefined} />,
      path: '/auth/dashboard',
      preloadedState: signedIn,
      answers: [
        answer(NotificationsEndpoint.list, () => success([])),
        answer(NotificationsEndpoint.count, () => success(0)),
      ],
    }),
  ],
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    const empty = await within(dialog).findByText(inLanguage('No new notification', 'لا توجد إشعارات جديدة'));
    // The dialog fades in: visible once it has (CI checked it mid-fade, at opacity 0).
    await waitFor(() => expect(empty).toBeVisible());
  },
};
