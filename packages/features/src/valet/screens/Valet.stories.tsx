import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inLanguage, screenLoader, screenStory } from '../../test-utils/screenStory';
import { strings } from '../i18n/strings';
import { ValetDashboardScreen } from './ValetDashboardScreen';
import { ValetLoginScreen } from './ValetLoginScreen';

const meta = {
  title: 'Screens/Valet',
  loaders: [screenLoader(strings.ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** /valet/login: the static sign-in mock-up. */
export const Login: Story = {
  decorators: [screenStory({ screen: ValetLoginScreen, path: '/valet/login' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: inLanguage('Login', 'تسجيل الدخول') }),
    ).toHaveAttribute('href', '/valetauth/dashboard');
  },
};

/** /valetauth/dashboard: today's and past parking, a total of 38. */
export const Dashboard: Story = {
  decorators: [screenStory({ screen: ValetDashboardScreen, path: '/valetauth/dashboard' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('38', { exact: true, selector: 'p' })).toBeVisible();
  },
};

/** The 8:00-9:00 AM parking list in its dialog. */
export const ParkingList: Story = {
  decorators: [screenStory({ screen: ValetDashboardScreen, path: '/valetauth/dashboard' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: inLanguage('Parking list', 'قائمة الصف') }),
    );
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getAllByRole('row')).toHaveLength(9);
  },
};
