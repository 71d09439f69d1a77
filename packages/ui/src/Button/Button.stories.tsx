import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../Stack';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Continue', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Skip for now' } };

export const Danger: Story = {
  args: { variant: 'danger', children: 'Cancel appointment' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Cancel appointment' });
    await expect(button).toHaveAttribute('data-variant', 'danger');
    button.blur();
    await userEvent.keyboard('{Tab}');
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Sign in' },
  play: async ({ canvas, userEvent, args }) => {
    // The label stays the accessible name while the spinner shows.
    const button = canvas.getByRole('button', { name: 'Sign in' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Book appointment' },
  parameters: { layout: 'padded' },
};

export const AllVariants: Story = {
  render: (args) => (
    <Stack direction="row" gap="md" wrap align="center">
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Danger
      </Button>
      <Button {...args} isPending>
        Pending
      </Button>
      <Button {...args} isDisabled>
        Disabled
      </Button>
    </Stack>
  ),
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { children: 'متابعة' },
  render: (args) => (
    <Stack direction="row" gap="md" wrap align="center">
      <Button {...args} />
      <Button {...args} variant="secondary">
        إلغاء
      </Button>
      <Button {...args} isPending>
        تسجيل الدخول
      </Button>
    </Stack>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'متابعة' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
