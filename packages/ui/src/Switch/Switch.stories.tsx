import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../Stack';
import { Switch } from './Switch';

const meta: Meta<typeof Switch> = {
  title: 'Components/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { children: 'Appointment reminders', onChange: fn() },
};

export default meta;
type Story = StoryObj<typeof Switch>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Appointment reminders' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const States: Story = {
  render: () => (
    <Stack gap="md">
      <Switch defaultSelected>Lab results ready</Switch>
      <Switch>Newsletters</Switch>
      <Switch isDisabled defaultSelected>
        Security alerts (always on)
      </Switch>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Lab results ready' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: /Security alerts/ })).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { children: 'تذكير بالمواعيد', defaultSelected: true },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'تذكير بالمواعيد' });
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
  },
};
