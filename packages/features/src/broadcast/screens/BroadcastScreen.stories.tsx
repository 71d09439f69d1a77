import { BroadcastEndpoint, type BroadcastHistoryRow } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { signedInStaff } from '../../test-utils/care';
import { brandLocations } from '../../test-utils/content';
import { answer, inLanguage, pending, screenLoader, screenStory } from '../../test-utils/screenStory';
import { BroadcastScreen, ready } from './BroadcastScreen';

/** Khalid, an admin (role 3): the screen's roles are checked by its route, not by the screen. */
const admin = signedInStaff(3, 'Khalid');

const row = (overrides: Partial<BroadcastHistoryRow>): BroadcastHistoryRow => ({
  id: 3,
  notificationTitle: 'Flu vaccines',
  message: 'Flu vaccines are available at every branch this week.',
  notificationType: 2,
  callbackURL: 'https://example.ae/flu',
  createdOn: '2026-11-24T06:30:00Z',
  pushSuccess: 182,
  pushFail: 4,
  status: 'Sent',
  createdBy: 'Khalid Al Mansoori',
  facilityId: 'Custom',
  isExcelUploadedNotification: true,
  imageUrl: null,
  fromDate: '2026-11-24',
  toDate: '2026-11-30',
  ...overrides,
});

const rows = [
  row({}),
  row({
    id: 2,
    notificationTitle: 'Ruwais Clinic hours',
    message: 'Ruwais Clinic opens at 7 am from Sunday.',
    facilityId: 'AD11',
    isExcelUploadedNotification: false,
    pushSuccess: 64,
    pushFail: 0,
  }),
  row({
    id: 1,
    notificationTitle: 'Health day',
    message: 'Join our free health checks on Saturday.',
    pushSuccess: 0,
    pushFail: 12,
    status: 'Failed',
  }),
];

const history = (data: BroadcastHistoryRow[]) =>
  answer(BroadcastEndpoint.history, ({ skip }) => ({
    message: { status: 'Success', message: [] },
    data: Number(skip ?? 0) === 0 ? data : [],
  }));

const meta = {
  title: 'Screens/BroadcastNotification',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = {
  screen: BroadcastScreen,
  path: '/auth/notification/BroadcastNotification',
  preloadedState: admin,
};

/** The history: counts, status and who sent each; a Re-send on every row. */
export const History: Story = {
  decorators: [screenStory({ ...at, answers: [history(rows), brandLocations] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: inLanguage('Broadcast Notification', 'إشعارات البث'),
      }),
    ).toBeVisible();
    await expect(await canvas.findByText('Ruwais Clinic hours')).toBeVisible();
    await expect(await canvas.findByText(inLanguage('Failed', 'فشل'))).toBeVisible();
  },
};

/** No broadcast yet: 'No record found'. */
export const Empty: Story = {
  decorators: [screenStory({ ...at, answers: [history([]), brandLocations] })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(inLanguage('No record found', 'لا توجد سجلات')),
    ).toBeVisible();
  },
};

/** While the first page loads. */
export const Loading: Story = {
  decorators: [screenStory({ ...at, answers: [pending(BroadcastEndpoint.history), brandLocations] })],
  play: async ({ canvasElement }) => {
    const loading = inLanguage('Loading the notification history', 'جارٍ تحميل سجل الإشعارات');
    await expect(await within(canvasElement).findByText(loading)).toBeVisible();
  },
};

/** Create Broadcast, then Publish with nothing filled: each field's message, nothing sent. */
export const PublishRefused: Story = {
  decorators: [screenStory({ ...at, answers: [history(rows), brandLocations] })],
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: inLanguage('Create Broadcast', 'إنشاء بث') }),
    );
    const dialog = within(
      await within(document.body).findByRole('dialog', {
        name: inLanguage('Publish New Broadcast', 'نشر بث جديد'),
      }),
    );
    await userEvent.click(dialog.getByRole('button', { name: inLanguage('Publish', 'نشر') }));
    // The fields' messages replace their native ones as the form re-renders: wait for the final ones.
    await waitFor(() =>
      expect(
        dialog.getByText(inLanguage('Please enter notification title', 'يرجى إدخال عنوان الإشعار')),
      ).toBeVisible(),
    );
    await waitFor(() =>
      expect(
        dialog.getByText(
          inLanguage('Please select excel with valid data', 'يرجى اختيار ملف إكسل ببيانات صحيحة'),
        ),
      ).toBeVisible(),
    );
  },
};

/** Re-send of a facility broadcast asks first. */
export const ResendConfirm: Story = {
  decorators: [screenStory({ ...at, answers: [history(rows), brandLocations] })],
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    // The facility column names the location once the brand's locations have answered (before
    // that it shows the id): the shot waits for the name.
    const place = inLanguage('Ruwais Clinic', 'عيادة الرويس');
    await expect((await canvas.findAllByText(place, {}, { timeout: 10_000 }))[0]).toBeVisible();
    const name = inLanguage('Re-send Ruwais Clinic hours', 'إعادة إرسال Ruwais Clinic hours');
    await userEvent.click(await canvas.findByRole('button', { name }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    // The dialog fades in: wait until it shows.
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: inLanguage('Re-send', 'إعادة الإرسال') })).toBeVisible(),
    );
  },
};
