import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Badge, CountBadge } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Confirmed', tone: 'success' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'primary', 'info', 'success', 'warning', 'danger'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Confirmed');
    await expect(badge).toHaveAttribute('data-tone', 'success');
  },
};

export const Tones: Story = {
  render: () => (
    <Stack direction="row" gap="sm" wrap>
      <Badge tone="neutral">Draft</Badge>
      <Badge tone="primary">Telemedicine</Badge>
      <Badge tone="info">Upcoming</Badge>
      <Badge tone="success">Confirmed</Badge>
      <Badge tone="warning">Pending payment</Badge>
      <Badge tone="danger">Cancelled</Badge>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cancelled')).toHaveAttribute('data-tone', 'danger');
  },
};

export const Counts: StoryObj<typeof CountBadge> = {
  render: () => (
    <Stack direction="row" gap="md" align="center">
      <CountBadge count={3} label={(count) => `${count} unread notifications`} />
      <CountBadge count={42} />
      <CountBadge count={250} label={(count) => `${count} unread notifications`} />
      <CountBadge count={0} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    // Sighted users see 99+, screen readers hear the real count.
    await expect(canvas.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('250 unread notifications')).toBeInTheDocument();
    await expect(canvas.queryByText('0')).not.toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <Stack direction="row" gap="sm" wrap align="center">
      <Badge tone="success">مؤكد</Badge>
      <Badge tone="warning">بانتظار الدفع</Badge>
      <Badge tone="danger">ملغى</Badge>
      <CountBadge count={5} label={(count) => `${count} إشعارات غير مقروءة`} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('مؤكد')).toBeVisible();
    await expect(canvas.getByText('5 إشعارات غير مقروءة')).toBeInTheDocument();
  },
};
