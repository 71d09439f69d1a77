import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { type ToastOptions, type ToastTone, toast } from './toastQueue';

interface ToastDemoProps {
  tone: ToastTone;
  message: string;
  /** Passed to toast[tone]; 0 keeps the toast until it is closed. */
  timeout?: number;
  buttonLabel: string;
}

/** Raises toasts the way app code does: through the module-level `toast` API, not props. */
function ToastDemo({ tone, message, timeout, buttonLabel }: ToastDemoProps) {
  const options: ToastOptions = timeout === undefined ? {} : { timeout };
  return (
    <Button variant="secondary" onPress={() => toast[tone](message, options)}>
      {buttonLabel}
    </Button>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  tags: ['autodocs'],
  args: { tone: 'success', message: 'Appointment booked', buttonLabel: 'Book' },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'error', 'info'] } },
  // The queue is module level: start and leave every story with no toast on screen.
  beforeEach: () => {
    toast.clear();
    return () => toast.clear();
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = () => screen.getByRole('region', { name: /notification|إشعار/i });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Pointer {
  click(element: Element): Promise<void>;
  unhover(element: Element): Promise<void>;
}

/**
 * Presses a button and takes the pointer off it. Left on it, the button's hover look would end
 * when Chromium next moves its own pointer after a layout change (a toast coming or going), at a
 * moment no story controls, and the screenshot would show either look.
 */
async function press(userEvent: Pointer, button: Element) {
  await userEvent.click(button);
  await userEvent.unhover(button);
}

export const Default: Story = {
  args: { timeout: 800 },
  play: async ({ canvas, userEvent }) => {
    await press(userEvent, canvas.getByRole('button', { name: 'Book' }));
    // Toasts portal to <body>, outside the story canvas. A confirmation is a polite status, not a dialog.
    const status = await screen.findByRole('status');
    await expect(status).toHaveTextContent('Appointment booked');
    await expect(region()).toContainElement(status);
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Appointment booked')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

export const ThreeSeconds: Story = {
  name: 'Three seconds (default)',
  args: { timeout: undefined },
  play: async ({ canvas, userEvent }) => {
    // Timed from before the press: a busy machine can only make the toast seem to stay longer,
    // never shorter, so the check holds under load (a fixed wait and a look did not).
    const pressed = performance.now();
    await press(userEvent, canvas.getByRole('button', { name: 'Book' }));
    await screen.findByRole('status');
    await waitFor(() => expect(screen.queryByText('Appointment booked')).not.toBeInTheDocument(), {
      timeout: 8000,
    });
    await expect(performance.now() - pressed).toBeGreaterThanOrEqual(2950);
  },
};

export const ErrorToast: Story = {
  name: 'Error',
  args: { tone: 'error', message: 'Network timeout', buttonLabel: 'Retry', timeout: 0 },
  play: async ({ canvas, userEvent }) => {
    await press(userEvent, canvas.getByRole('button', { name: 'Retry' }));
    // An error interrupts: role alert, inside the notifications region.
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('Network timeout');
    await expect(region()).toContainElement(alert);
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^(Close|إغلاق)$/ }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
  },
};

export const Info: Story = {
  args: { tone: 'info', message: 'Your results are ready to view', buttonLabel: 'Notify', timeout: 0 },
  play: async ({ canvas, userEvent }) => {
    await press(userEvent, canvas.getByRole('button', { name: 'Notify' }));
    // Left open so the accessibility check also covers the toast.
    await expect(await screen.findByRole('status')).toHaveTextContent('Your results are ready to view');
    await expect(screen.getByRole('button', { name: /^(Close|إغلاق)$/ })).toBeVisible();
  },
};

export const LongTimeout: Story = {
  name: 'Five seconds',
  args: {
    tone: 'success',
    message: 'Your request was sent to the doctor',
    buttonLabel: 'Send',
    timeout: 5000,
  },
  play: async ({ canvas, userEvent }) => {
    const pressed = performance.now();
    await press(userEvent, canvas.getByRole('button', { name: 'Send' }));
    await screen.findByText('Your request was sent to the doctor');
    // It outlives the default 3 s and goes at 5 s. The story ends with the toast gone: a screenshot
    // taken while a timer runs out would depend on how busy the machine is.
    await waitFor(
      () => expect(screen.queryByText('Your request was sent to the doctor')).not.toBeInTheDocument(),
      { timeout: 10_000 },
    );
    await expect(performance.now() - pressed).toBeGreaterThanOrEqual(4950);
  },
};

export const PausesOnHover: Story = {
  // Long enough to reach the toast on a busy machine before it goes; the pause outlasts it.
  args: { timeout: 2000 },
  play: async ({ canvas, userEvent }) => {
    await press(userEvent, canvas.getByRole('button', { name: 'Book' }));
    const status = await screen.findByRole('status');
    await userEvent.hover(status);
    await wait(2500);
    await expect(screen.getByText('Appointment booked')).toBeInTheDocument();
    await userEvent.unhover(status);
    await waitFor(() => expect(screen.queryByText('Appointment booked')).not.toBeInTheDocument(), {
      timeout: 4000,
    });
  },
};

export const KeyboardAndFocusPause: Story = {
  // Long enough to reach the toast on a busy machine before it goes; the pause outlasts it.
  args: { timeout: 2000 },
  play: async ({ canvas, userEvent }) => {
    await press(userEvent, canvas.getByRole('button', { name: 'Book' }));
    await screen.findByRole('status');
    // F6 jumps to the notifications landmark; Tab reaches the close button; focus pauses the timer.
    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(region()).toHaveFocus());
    await userEvent.tab();
    const close = screen.getByRole('button', { name: /^(Close|إغلاق)$/ });
    await expect(close).toHaveFocus();
    await wait(2500);
    await expect(screen.getByText('Appointment booked')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Appointment booked')).not.toBeInTheDocument());
    // Focus goes back where it was before the jump.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Book' })).toHaveFocus());
  },
};

export const Stacked: Story = {
  render: () => (
    <Stack direction="row" gap="sm" wrap>
      <ToastDemo tone="success" message="Profile saved" buttonLabel="Success" timeout={0} />
      <ToastDemo tone="error" message="Could not cancel the appointment" buttonLabel="Error" timeout={0} />
      <ToastDemo tone="info" message="A new message from your doctor" buttonLabel="Info" timeout={0} />
    </Stack>
  ),
  play: async ({ canvas, userEvent }) => {
    for (const name of ['Success', 'Error', 'Info']) {
      await press(userEvent, canvas.getByRole('button', { name }));
    }
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(2));
    await expect(screen.getByRole('alert')).toHaveTextContent('Could not cancel the appointment');
    // Closing a toast from the keyboard hands focus to another toast, not to the page.
    const closes = screen.getAllByRole('button', { name: /^(Close|إغلاق)$/ });
    await expect(closes).toHaveLength(3);
    closes[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^(Close|إغلاق)$/ })).toHaveLength(2));
    await expect(document.activeElement).toHaveAccessibleName(/^(Close|إغلاق)$/);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { message: 'تم حجز الموعد', buttonLabel: 'احجز', timeout: 0 },
  play: async ({ canvas, userEvent }) => {
    await press(userEvent, canvas.getByRole('button', { name: 'احجز' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('تم حجز الموعد');
    // The region is portalled to <body>, so it carries the direction itself.
    await expect(screen.getByRole('region', { name: /إشعار/ })).toHaveAttribute('dir', 'rtl');
    await expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  },
};
