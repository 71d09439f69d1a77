import type { Meta, StoryObj } from '@storybook/react-vite';
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
    // The browser's keyboard focus, with the ring.
    await expect(link.matches(':focus-visible')).toBe(true);
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

const navigate = fn();

/**
 * With a router (UIProvider's `navigate`), an href navigates client-side instead of reloading; a
 * click that asks for a new tab, and a link to another site, are the browser's.
 */
export const ClientSideNavigation: Story = {
  args: { variant: 'standalone', href: '/home/register', children: 'Create an account' },
  parameters: { navigate },
  render: (args) => (
    <Stack gap="sm" align="start">
      <Link {...args} />
      <Link variant="standalone" href="/auth/appointments" routerOptions={{ state: { from: 'story' } }}>
        My appointments
      </Link>
      <Link variant="standalone" href="/help" target="_blank">
        Help in a new tab
      </Link>
      <Link variant="standalone" href="https://example.org/">
        Another site
      </Link>
    </Stack>
  ),
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Create an account' }));
    await expect(navigate).toHaveBeenCalledWith('/home/register', undefined);
    await userEvent.click(canvas.getByRole('link', { name: 'My appointments' }));
    await expect(navigate).toHaveBeenLastCalledWith('/auth/appointments', { state: { from: 'story' } });
    // Keyboard: Enter on the focused link follows it the same way.
    canvas.getByRole('link', { name: 'Create an account' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(3);
    // A link to a new tab or to another site is the browser's (the story, listening after the
    // link's own handler, then keeps the browser from following it).
    for (const name of ['Help in a new tab', 'Another site']) {
      let leftToBrowser = false;
      const keep = (event: MouseEvent) => {
        leftToBrowser = !event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener('click', keep);
      await userEvent.click(canvas.getByRole('link', { name }));
      window.removeEventListener('click', keep);
      await expect(leftToBrowser).toBe(true);
    }
    await expect(navigate).toHaveBeenCalledTimes(3);
    canvas.getByRole('link', { name: 'Another site' }).blur();
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
