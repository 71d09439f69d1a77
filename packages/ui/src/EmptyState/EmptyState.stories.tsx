import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { CalendarIcon } from '../Icon';
import { EmptyState } from './EmptyState';

const onBook = fn();

const meta: Meta<typeof EmptyState> = {
  title: 'Components/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'No upcoming appointments',
    description: 'When you book an appointment it will show here.',
    action: <Button onPress={onBook}>Book an appointment</Button>,
    icon: <CalendarIcon />,
  },
};

export default meta;
type Story = StoryObj<typeof EmptyState>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No upcoming appointments' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onBook).toHaveBeenCalledOnce();
  },
};

export const Minimal: Story = {
  args: {
    title: 'No records found',
    description: undefined,
    action: undefined,
    icon: undefined,
    headingLevel: 3,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('No records found');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'لا توجد مواعيد قادمة',
    description: 'ستظهر مواعيدك هنا بعد الحجز.',
    action: <Button>احجز موعداً</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'لا توجد مواعيد قادمة' })).toBeVisible();
  },
};
