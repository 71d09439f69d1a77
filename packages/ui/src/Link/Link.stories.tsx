import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn } from 'storybook/test';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Link } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '#terms', children: 'terms of use' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Text elementType="p">
      By continuing you agree to the <Link {...args} />.
    </Text>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '#terms');
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', href: '#forgot', children: 'Forgot password?' },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Forgot password?' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible');
  },
};

const navigate = fn();

/** With a router (UIProvider's `navigate`), an href navigates client-side instead of reloading. */
export const ClientSideNavigation: Story = {
  args: { variant: 'standalone', href: '/home/register', children: 'Create an account' },
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <Link {...args} />
    </RouterProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Create an account' }));
    await expect(navigate).toHaveBeenCalledWith('/home/register', undefined);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <Stack gap="sm">
      <Text elementType="p">
        بالمتابعة فإنك توافق على <Link href="#terms">شروط الاستخدام</Link>.
      </Text>
      <Link variant="standalone" href="#forgot">
        نسيت كلمة المرور؟
      </Link>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'نسيت كلمة المرور؟' })).toBeVisible();
  },
};
