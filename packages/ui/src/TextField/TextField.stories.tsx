import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { expectReadOnlyLook } from '../internal/storyHelpers';
import { Stack } from '../Stack';
import { TextField } from './TextField';

// Annotated, not `satisfies`: the inferred type would name a transitive @react-types type in the
// emitted declarations.
const meta: Meta<typeof TextField> = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email address', name: 'email', type: 'email', autoComplete: 'email', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof TextField>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Email address');
    await userEvent.type(input, 'sara@example.ae');
    await expect(input).toHaveValue('sara@example.ae');
    await expect(args.onChange).toHaveBeenLastCalledWith('sara@example.ae');
  },
};

export const WithDescription: Story = {
  args: { description: 'We send appointment reminders to this address.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'We send appointment reminders to this address.',
    );
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'sara@', errorMessage: 'Enter a valid email address' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
  },
};

export const PhoneWithPrefix: Story = {
  args: {
    label: 'Mobile number',
    name: 'mobile',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    maxLength: 9,
    startAdornment: '+971',
    placeholder: '5XXXXXXXX',
  },
  play: async ({ canvas, userEvent }) => {
    // The prefix is described, not part of the label, so the name stays "Mobile number".
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveAccessibleDescription('+971');
    await userEvent.type(input, '501234567');
    await expect(input).toHaveValue('501234567');
  },
};

export const Required: Story = {
  args: { label: 'Full name', name: 'name', type: 'text', autoComplete: 'name', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'sara@example.ae' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  render: (args) => (
    <Stack gap="lg">
      <TextField {...args} label="Document type" name="documentType" defaultValue="Emirates ID" isReadOnly />
      <TextField {...args} />
    </Stack>
  ),
  play: async ({ canvas, userEvent }) => {
    const fixed = canvas.getByRole('textbox', { name: 'Document type' });
    const editable = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(fixed).toHaveAttribute('readonly');
    await expectReadOnlyLook(fixed.parentElement!, fixed, editable.parentElement!);
    // Still reachable and read out, but no text caret invites typing.
    await userEvent.tab();
    await expect(fixed).toHaveFocus();
    await expect(getComputedStyle(fixed).caretColor).toBe('rgba(0, 0, 0, 0)');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'رقم الهاتف المتحرك',
    name: 'mobile',
    type: 'tel',
    inputMode: 'numeric',
    startAdornment: '+971',
    description: 'سنرسل رمز التحقق إلى هذا الرقم',
    errorMessage: 'أدخل رقم هاتف صحيح',
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'رقم الهاتف المتحرك' });
    await userEvent.type(input, '501234567');
    await expect(input).toHaveValue('501234567');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
