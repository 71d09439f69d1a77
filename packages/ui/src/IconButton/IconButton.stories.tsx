import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CountBadge } from '../Badge';
import { BellIcon, CloseIcon, MenuIcon, SearchIcon } from '../Icon';
import { Stack } from '../Stack';
import { IconButton } from './IconButton';

const meta: Meta<typeof IconButton> = {
  title: 'Components/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Search', children: <SearchIcon />, onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['ghost', 'primary', 'secondary'] } },
};

export default meta;
type Story = StoryObj<typeof IconButton>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Search' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Stack direction="row" gap="md" align="center">
      <IconButton {...args} label="Open menu" variant="ghost">
        <MenuIcon />
      </IconButton>
      <IconButton {...args} label="Search" variant="primary">
        <SearchIcon />
      </IconButton>
      <IconButton {...args} label="Close" variant="secondary">
        <CloseIcon />
      </IconButton>
      <IconButton {...args} label="Close" isDisabled>
        <CloseIcon />
      </IconButton>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveAttribute('data-variant', 'primary');
    await expect(canvas.getAllByRole('button', { name: 'Close' })[1]).toBeDisabled();
  },
};

export const WithCount: Story = {
  args: {
    label: 'Notifications',
    children: (
      <>
        <BellIcon />
        <CountBadge count={3} label={(count) => `${count} unread`} />
      </>
    ),
  },
  play: async ({ canvas }) => {
    // The count joins the name, so a screen reader hears "Notifications 3 unread".
    await expect(canvas.getByRole('button', { name: 'Notifications 3 unread' })).toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'بحث' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'بحث' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
