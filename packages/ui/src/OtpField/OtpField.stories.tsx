import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { OtpField, type OtpFieldProps } from './OtpField';

/** Holds the value the way a screen does, so the stories behave like the real form. */
function ControlledOtp({ value: initial, onChange, ...props }: OtpFieldProps) {
  const [value, setValue] = useState(initial);
  return (
    <OtpField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/OtpField',
  component: OtpField,
  tags: ['autodocs'],
  args: { label: 'Verification code', value: '', onChange: fn(), onComplete: fn() },
  render: (args) => <ControlledOtp {...args} />,
} satisfies Meta<typeof OtpField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Verification code');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('maxlength', '6');

    await userEvent.type(input, '4a2-');
    await expect(input).toHaveValue('42');
    await expect(args.onChange).toHaveBeenLastCalledWith('42');
    await userEvent.type(input, '1337');
    await expect(input).toHaveValue('421337');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('421337');
  },
};

export const PasteCode: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Verification code');
    await userEvent.click(input);
    // An SMS copy often carries spaces or dashes; they are stripped before the length limit.
    await userEvent.paste('123 456');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const FourDigits: Story = {
  args: { length: 4, label: 'PIN' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('PIN');
    await userEvent.type(input, '98765');
    await expect(input).toHaveValue('9876');
    await expect(args.onComplete).toHaveBeenCalledWith('9876');
  },
};

export const Invalid: Story = {
  args: { value: '123456', errorMessage: 'The code is incorrect. Try again.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Verification code');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The code is incorrect. Try again.');
  },
};

export const Disabled: Story = { args: { value: '12', isDisabled: true } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'رمز التحقق' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('رمز التحقق');
    // Digits keep left-to-right order inside the right-to-left page.
    await expect(input).toHaveAttribute('dir', 'ltr');
    await userEvent.click(input);
    // Arabic-Indic digits from an Arabic keyboard or SMS become ASCII digits.
    await userEvent.paste('١٢٣ ٤٥٦');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};
