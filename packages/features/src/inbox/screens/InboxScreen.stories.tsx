import { InboxEndpoint, type InboxRow } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { signedInStaff, success } from '../../test-utils/care';
import { answer, inLanguage, pending, screenLoader, screenStory } from '../../test-utils/screenStory';
import { InboxScreen, ready } from './InboxScreen';

/** Khalid, the hospital's admin (role 3): he may export (role 2 reads only). */
const admin = signedInStaff(3, 'Khalid');

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
  createdAt: '2026-11-25T11:40:00.000Z',
  locationId: 2,
  place: { en: 'Ruwais Clinic', ar: 'عيادة الرويس' },
  senderName: 'Omar Saeed',
  mobile: '+971502223344',
  email: 'omar@example.ae',
  summary: 'I waited two hours past my appointment time without any update.',
  details: [
    { key: 'complaintNumber', value: 'CMP-2026-000001' },
    { key: 'incidentDate', value: '2026-11-20' },
  ],
};
const locations = [
  { id: 1, name: { en: 'Al Dhannah Hospital', ar: 'مستشفى الظنة' } },
  { id: 2, name: { en: 'Ruwais Clinic', ar: 'عيادة الرويس' } },
];

const list = answer(InboxEndpoint.list, () => success({ rows: [contact, complaint], total: 2, locations }));

const meta = {
  title: 'Screens/Inbox',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = { screen: InboxScreen, path: '/auth/inbox', preloadedState: admin };

/** What patients sent, newest first, with the filters and Export CSV. */
export const Messages: Story = {
  decorators: [screenStory({ ...at, answers: [list] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: inLanguage('Patient Inbox', 'صندوق رسائل المرضى'),
      }),
    ).toBeVisible();
    await expect(await canvas.findByText('Omar Saeed', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** While the first page loads. */
export const Loading: Story = {
  decorators: [screenStory({ ...at, answers: [pending(InboxEndpoint.list)] })],
  play: async ({ canvasElement }) => {
    const loading = inLanguage('Please Wait! Loading Messages', 'يرجى الانتظار! جارٍ تحميل الرسائل');
    await expect(await within(canvasElement).findByText(loading)).toBeVisible();
  },
};

/** A complaint opened whole: its number, the incident date and the place. */
export const ComplaintOpened: Story = {
  decorators: [screenStory({ ...at, answers: [list] })],
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const name = inLanguage('View Complaint from Omar Saeed', 'عرض شكوى من Omar Saeed');
    await userEvent.click(await canvas.findByRole('button', { name }, { timeout: 10_000 }));
    const dialog = await within(document.body).findByRole('dialog');
    // The dialog fades in: wait until it shows.
    await waitFor(() => expect(within(dialog).getByText('CMP-2026-000001')).toBeVisible());
  },
};
