import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../internal/storyHelpers';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { alertStrings } from '../UIProvider/strings/alert';
import { Alert, Banner } from './Alert';

const meta: Meta<typeof Alert> = {
  title: 'Components/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: { tone: 'info', title: 'Clinic hours', children: 'The clinic closes at 8 pm during Ramadan.' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
};

export default meta;
type Story = StoryObj<typeof Alert>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // Information waits its turn: role="status".
    await expect(canvas.getByRole('status')).toHaveTextContent('Clinic hours');
  },
};

export const Tones: Story = {
  render: () => (
    <Stack gap="md">
      <Alert tone="info" title="Information">
        Bring your Emirates ID to the appointment.
      </Alert>
      <Alert tone="success" title="Appointment booked">
        We sent the details by SMS.
      </Alert>
      <Alert tone="warning" title="Insurance expiring">
        Your insurance card expires on 30/11/2025.
      </Alert>
      <Alert tone="error" title="Payment failed" action={<Link href="#retry">Try again</Link>}>
        Your card was declined.
      </Alert>
    </Stack>
  ),
  play: async ({ canvas }) => {
    // Warnings and errors interrupt: role="alert".
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};

const onDismiss = fn();

export const Dismissable: Story = {
  args: { tone: 'success', title: 'Profile saved', children: undefined, onDismiss },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: uiText(alertStrings).dismiss })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDismiss).toHaveBeenCalledOnce();
  },
};

export const BannerVariant: Story = {
  name: 'Banner',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Banner tone="warning" title="Scheduled maintenance">
      Online booking is unavailable on Friday from 1 am to 3 am.
    </Banner>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveAttribute('data-variant', 'banner');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <Stack gap="md">
      <Alert tone="success" title="تم حجز الموعد">
        أرسلنا التفاصيل برسالة نصية.
      </Alert>
      <Alert tone="error" title="فشل الدفع" onDismiss={() => undefined} dismissLabel="إغلاق">
        تم رفض البطاقة.
      </Alert>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('فشل الدفع');
    await expect(canvas.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  },
};
