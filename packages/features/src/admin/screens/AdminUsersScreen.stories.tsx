import { AdminEndpoint, type AdminUser } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { signedInStaff, success } from '../../test-utils/care';
import { answer, inLanguage, screenLoader, screenStory } from '../../test-utils/screenStory';
import { AdminUsersScreen, ready } from './AdminUsersScreen';

/** Khalid, the hospital's admin (role 3): the route lets only role 3 in. */
const admin = signedInStaff(3, 'Khalid');

const user = (overrides: Partial<AdminUser>): AdminUser => ({
  id: 41,
  firstName: 'Salma',
  lastName: 'Al Nuaimi',
  callingCode: '971',
  mobile: '507701010',
  email: 'salma@example.com',
  isActive: true,
  roleId: 3,
  ...overrides,
});

const users = [
  user({}),
  user({
    id: 42,
    firstName: 'Mariam',
    lastName: 'Al Hosani',
    mobile: '509000002',
    email: 'mariam@example.com',
    roleId: 2,
  }),
  user({
    id: 43,
    firstName: 'Yousef',
    lastName: 'Karim',
    mobile: '502223344',
    email: 'yousef@example.com',
    isActive: false,
  }),
];

const list = answer(AdminEndpoint.list, ({ skip }) =>
  success(Number(skip ?? 0) === 0 ? { list: users, total: users.length } : { list: [], total: users.length }),
);

const meta = {
  title: 'Screens/AdminUsers',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = { screen: AdminUsersScreen, path: '/auth/user', preloadedState: admin };

/** The brand's staff: an Active switch that saves at once, Edit and Reset Password on each row. */
export const Users: Story = {
  decorators: [screenStory({ ...at, answers: [list] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: inLanguage('Admin Users', 'المستخدمون المسؤولون'),
      }),
    ).toBeVisible();
    const yousef = await canvas.findByRole('switch', {
      name: inLanguage('Active: Yousef Karim', 'نشط: Yousef Karim'),
    });
    await expect(yousef).not.toBeChecked();
    await expect(
      canvas.getByRole('switch', { name: inLanguage('Active: Salma Al Nuaimi', 'نشط: Salma Al Nuaimi') }),
    ).toBeChecked();
  },
};

/** Add Admin with nothing filled: the section 5 message, nothing sent. */
export const AddAdminRefused: Story = {
  decorators: [screenStory({ ...at, answers: [list] })],
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('switch');
    await userEvent.click(canvas.getByRole('button', { name: inLanguage('Add Admin', 'إضافة مسؤول') }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: inLanguage('Add Admin', 'إضافة مسؤول') }),
    );
    await userEvent.click(dialog.getByRole('button', { name: inLanguage('Save', 'حفظ') }));
    // Each empty field says so.
    await waitFor(() =>
      expect(
        dialog.getAllByText(inLanguage('All fields are required', 'جميع الحقول مطلوبة'))[0],
      ).toBeVisible(),
    );
  },
};
