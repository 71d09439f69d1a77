import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { expectReadOnlyLook, forwardArrow } from '../internal/storyHelpers';
import { Stack } from '../Stack';
import { DatePicker } from './DatePicker';

const meta: Meta<typeof DatePicker> = {
  title: 'Components/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: { label: 'Date of birth', name: 'dob', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '20rem', minBlockSize: '26rem' }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof DatePicker>;

/** The day, month and year segments as they appear from left to right. */
const segmentsOnScreen = (root: HTMLElement) =>
  within(root)
    .getAllByRole('spinbutton')
    .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left);

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    // Typed as dd/MM/yyyy: day, then month, then year.
    const day = canvas.getAllByRole('spinbutton')[0]!;
    await userEvent.click(day);
    await userEvent.keyboard('14101990');
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-10-14');
    const segments = canvas.getAllByRole('spinbutton');
    await expect(segments.map((segment) => segment.textContent)).toEqual(['14', '10', '1990']);
    // Also from left to right on screen, in whichever language the toolbar sets.
    await expect(segmentsOnScreen(canvasElement).map((segment) => segment.textContent)).toEqual([
      '14',
      '10',
      '1990',
    ]);
  },
};

export const Calendar: Story = {
  args: {
    label: 'Appointment date',
    defaultValue: '2025-10-14',
    minValue: '2025-10-10',
    maxValue: '2025-11-20',
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar|التقويم/ }));
    const dialog = await screen.findByRole('dialog');
    const grid = within(dialog).getByRole('grid', { name: /October 2025|أكتوبر 2025/ });
    // Focus lands on the selected day; arrows move by day, Enter picks.
    await waitFor(() => expect(within(grid).getByRole('button', { name: /14/ })).toHaveFocus());
    await userEvent.keyboard(`${forwardArrow()}{Enter}`);
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-10-15');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Opened again on the new day, and left open for the screenshot of every brand and direction.
    await userEvent.click(canvas.getByRole('button', { name: /Calendar|التقويم/ }));
    const reopened = await screen.findByRole('dialog');
    await waitFor(() => expect(within(reopened).getByRole('button', { name: /15/ })).toHaveFocus());
  },
};

export const MinAndMax: Story = {
  args: {
    label: 'Appointment date',
    defaultValue: '2025-10-10',
    minValue: '2025-10-10',
    maxValue: '2025-10-24',
    isOpen: true,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    // Opened on mount, the popover is placed again once the field has its final size; wait until it
    // stays put for two frames so a screenshot never catches the first placement.
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await waitFor(async () => {
      const before = JSON.stringify(dialog.getBoundingClientRect());
      await frame();
      await frame();
      await expect(JSON.stringify(dialog.getBoundingClientRect())).toBe(before);
    });
    // Days before the minimum cannot be picked, nor can the previous month.
    await expect(within(dialog).getByRole('button', { name: /Previous|السابق/ })).toBeDisabled();
    await expect(within(dialog).getByText('9').closest('[role="button"]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Enter your date of birth', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Enter your date of birth')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  render: (args) => (
    <Stack gap="lg">
      <DatePicker {...args} defaultValue="1990-10-14" isReadOnly />
      <DatePicker {...args} label="Appointment date" name="appointment" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const [fixed, editable] = canvas.getAllByRole('group') as [HTMLElement, HTMLElement];
    await expect(fixed).toHaveAccessibleName(/Date of birth/);
    const day = canvas.getAllByRole('spinbutton')[0]!;
    await expect(day).toHaveAttribute('aria-readonly', 'true');
    await expectReadOnlyLook(fixed, day, editable);
    // No calendar button on a date that cannot change; the editable one keeps its own.
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'تاريخ الموعد', defaultValue: '2025-10-14', minValue: '2025-10-01' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // dd/MM/yyyy on screen, as in English: day on the left, year on the right.
    const onScreen = segmentsOnScreen(canvasElement);
    await expect(onScreen.map((segment) => segment.textContent)).toEqual(['14', '10', '2025']);
    // The arrows follow the screen: ArrowRight goes from the day to the month.
    await userEvent.click(onScreen[0]!);
    await userEvent.keyboard('{ArrowRight}');
    await expect(onScreen[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(onScreen[0]).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: /التقويم/ }));
    const dialog = await screen.findByRole('dialog');
    // Month names from the Arabic locale.
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(/أكتوبر/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
