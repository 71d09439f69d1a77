import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { expectReadOnlyLook } from '../internal/storyHelpers';
import { Stack } from '../Stack';
import { Select, type SelectOption } from './Select';

const specialties: SelectOption[] = [
  { id: 'cardiology', label: 'Cardiology' },
  { id: 'dermatology', label: 'Dermatology' },
  { id: 'paediatrics', label: 'Paediatrics', description: 'Children up to 16' },
  { id: 'orthopaedics', label: 'Orthopaedics' },
  { id: 'radiology', label: 'Radiology', isDisabled: true },
];

const meta: Meta<typeof Select> = {
  title: 'Components/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Specialty', options: specialties, placeholder: 'Choose a specialty', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof Select>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Specialty/ });
    await expect(trigger).toHaveTextContent('Choose a specialty');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Dermatology' }));
    await expect(args.onChange).toHaveBeenCalledWith('dermatology');
    await waitFor(() => expect(trigger).toHaveTextContent('Dermatology'));
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Specialty/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    // Arrow Down opens the list on the first option; Enter picks the focused one.
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('dermatology');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'paediatrics' },
  play: async () => {
    await expect(await screen.findByRole('option', { name: /Paediatrics/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(screen.getByRole('option', { name: 'Radiology' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ChosenWithDescription: Story = {
  args: { defaultValue: 'paediatrics' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Specialty/ });
    const value = trigger.firstElementChild as HTMLElement;
    // Just the label: no description, no check-mark slot carried over from the option's row.
    await expect(value).toHaveTextContent(/^Paediatrics$/);
    await expect(value.querySelector('[aria-hidden="true"]')).toBeNull();
    // One line, level with the chevron.
    const lineHeight = Number.parseFloat(getComputedStyle(value).lineHeight);
    await expect(value.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight + 1);
    const chevron = trigger.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
    const box = value.getBoundingClientRect();
    await expect(Math.abs(box.top + box.height / 2 - (chevron.top + chevron.height / 2))).toBeLessThanOrEqual(
      2,
    );
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Choose a specialty', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a specialty', { selector: '[slot="errorMessage"]' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'cardiology' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Specialty/ })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  render: (args) => (
    <Stack gap="lg">
      <Select {...args} label="Nationality" defaultValue="cardiology" isReadOnly />
      <Select {...args} label="Document type" defaultValue="dermatology" isDisabled />
      <Select {...args} />
    </Stack>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const fixed = canvas.getByRole('button', { name: /Nationality/ });
    const disabledWithValue = canvas.getByRole('button', { name: /Document type/ });
    const editable = canvas.getByRole('button', { name: /Specialty/ });
    // A fixed value, read-only or disabled, looks like a value and shows no chevron.
    await expectReadOnlyLook(fixed, fixed.firstElementChild!, editable);
    await expectReadOnlyLook(disabledWithValue, disabledWithValue.firstElementChild!, editable);
    await expect(fixed.querySelector('svg')).toBeNull();
    // Focusable, but neither opens nor changes by keyboard.
    await userEvent.tab();
    await expect(fixed).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('d');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(fixed).toHaveTextContent('Cardiology');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'التخصص',
    placeholder: 'اختر التخصص',
    description: 'يمكنك تغيير التخصص لاحقاً',
    options: [
      { id: 'cardiology', label: 'أمراض القلب' },
      { id: 'dermatology', label: 'الأمراض الجلدية' },
      { id: 'paediatrics', label: 'طب الأطفال' },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /التخصص/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(listbox.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await userEvent.click(screen.getByRole('option', { name: 'طب الأطفال' }));
    await expect(args.onChange).toHaveBeenCalledWith('paediatrics');
  },
};
