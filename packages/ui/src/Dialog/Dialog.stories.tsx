import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { uiText } from '../internal/storyHelpers';
import { PasswordField } from '../PasswordField';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { commonStrings } from '../UIProvider/strings/common';
import { ConfirmDialog, Dialog, DialogTrigger } from './Dialog';

const meta: Meta<typeof Dialog> = {
  title: 'Overlays/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: { title: 'Appointment details', children: null },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">View details</Button>
      <Dialog
        {...args}
        footer={(close) => (
          <Button variant="secondary" onPress={close}>
            Done
          </Button>
        )}
      >
        <Stack gap="sm">
          <Text>Dr. Layla Hassan, Cardiology</Text>
          <Text tone="muted">Tuesday 14/10/2025 at 10:30, Al Dhannah Hospital</Text>
        </Stack>
      </Dialog>
    </DialogTrigger>
  ),
};

export default meta;
type Story = StoryObj<typeof Dialog>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'View details' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Appointment details' });
    // With reduced motion (as the visual tests run) it is on show as soon as it is there: no
    // animation's first frame (opacity 0) to wait for.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) await expect(dialog).toBeVisible();
    // Focus moves into the dialog; Tab stays inside it; Escape closes and focus returns.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args} footer={<Button>Reschedule</Button>}>
      <Text>Dr. Layla Hassan, Cardiology. Tuesday 14/10/2025 at 10:30.</Text>
    </Dialog>
  ),
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Appointment details' });
    await userEvent.click(within(dialog).getByRole('button', { name: uiText(commonStrings).close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const confirmed = fn();

export const Confirmation: StoryObj<typeof ConfirmDialog> = {
  render: () => (
    <DialogTrigger>
      <Button variant="danger">Cancel appointment</Button>
      <ConfirmDialog
        title="Cancel this appointment?"
        confirmLabel="Yes, cancel it"
        cancelLabel="Keep it"
        tone="danger"
        onConfirm={confirmed}
      >
        Your appointment with Dr. Layla Hassan on 14/10/2025 will be cancelled.
      </ConfirmDialog>
    </DialogTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this appointment?' });
    // The safe choice has focus first.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(confirmed).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Cancel appointment' }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Yes, cancel it' }));
    await expect(confirmed).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

function ForcedPasswordChange() {
  const [isOpen, setOpen] = useState(true);
  return (
    <Dialog
      title="Change your password"
      isOpen={isOpen}
      onOpenChange={setOpen}
      isDismissable={false}
      size="sm"
    >
      <Stack gap="lg">
        <Text>You signed in with a temporary password. Choose a new one to continue.</Text>
        <PasswordField label="New password" autoComplete="new-password" />
        <PasswordField label="Confirm new password" autoComplete="new-password" />
        <Button onPress={() => setOpen(false)}>Save password</Button>
      </Stack>
    </Dialog>
  );
}

export const NonDismissable: Story = {
  render: () => <ForcedPasswordChange />,
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
    // No close button, Escape does nothing, a click on the backdrop does nothing.
    await expect(
      within(dialog).queryByRole('button', { name: uiText(commonStrings).close }),
    ).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.body);
    await expect(dialog).toBeInTheDocument();
    // Left open: only finishing the form closes it.
  },
};

export const ConfirmationOpen: StoryObj<typeof ConfirmDialog> = {
  render: () => (
    <ConfirmDialog
      defaultOpen
      title="Sign out?"
      confirmLabel="Sign out"
      cancelLabel="Stay signed in"
      onConfirm={() => undefined}
    >
      You will need your password or UAE PASS to sign in again.
    </ConfirmDialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus());
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <DialogTrigger>
      <Button variant="danger">إلغاء الموعد</Button>
      <ConfirmDialog
        title="هل تريد إلغاء هذا الموعد؟"
        confirmLabel="نعم، ألغِ الموعد"
        cancelLabel="الاحتفاظ به"
        closeLabel="إغلاق"
        tone="danger"
        onConfirm={() => undefined}
      >
        سيتم إلغاء موعدك مع د. ليلى حسن بتاريخ 14/10/2025.
      </ConfirmDialog>
    </DialogTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'إلغاء الموعد' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'هل تريد إلغاء هذا الموعد؟' });
    await expect(getComputedStyle(dialog).direction).toBe('rtl');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
