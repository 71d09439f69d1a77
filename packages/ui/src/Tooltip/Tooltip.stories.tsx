import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { SettingsIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { Tooltip } from './Tooltip';

const meta: Meta<typeof Tooltip> = {
  title: 'Components/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'Account settings',
    children: (
      <IconButton label="Settings">
        <SettingsIcon />
      </IconButton>
    ),
  },
  argTypes: { placement: { control: 'select', options: ['top', 'bottom', 'start', 'end'] } },
  parameters: { layout: 'centered' },
};

export default meta;
type Story = StoryObj<typeof Tooltip>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Settings' });
    // Keyboard focus opens the tip at once and links it as the button's description.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Account settings');
    await expect(trigger).toHaveAccessibleDescription('Account settings');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Bottom: Story = {
  args: { placement: 'bottom', isOpen: true },
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toHaveAttribute('data-placement', 'bottom');
  },
};

export const OnButton: Story = {
  args: {
    content: 'Opens the reschedule options',
    isOpen: true,
    children: <Button variant="secondary">Reschedule</Button>,
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    content: 'إعدادات الحساب',
    placement: 'end',
    children: (
      <IconButton label="الإعدادات">
        <SettingsIcon />
      </IconButton>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'الإعدادات' })).toHaveFocus();
    const tip = await screen.findByRole('tooltip');
    // 'end' is the left side in right-to-left.
    await expect(tip).toHaveAttribute('data-placement', 'left');
  },
};
