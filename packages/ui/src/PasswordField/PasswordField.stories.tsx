import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../internal/storyHelpers';
import { passwordFieldStrings } from '../UIProvider/strings/passwordField';
import { PasswordField } from './PasswordField';

// Annotated, not `satisfies`: the inferred type would name a transitive @react-types type in the
// emitted declarations.
const meta: Meta<typeof PasswordField> = {
  title: 'Components/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password', name: 'password', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof PasswordField>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'S3cret!pass');
    await expect(input).toHaveAttribute('type', 'password');

    const reveal = canvas.getByRole('button', { name: uiText(passwordFieldStrings).show });
    await expect(reveal).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(reveal);

    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('S3cret!pass');
    const hide = canvas.getByRole('button', { name: uiText(passwordFieldStrings).hide });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** From the keyboard alone: Tab from the input reaches the reveal button, Space toggles it. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('abc12345');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: uiText(passwordFieldStrings).show })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: uiText(passwordFieldStrings).hide })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const PasteAllowed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.click(input);
    await userEvent.paste('from-a-password-manager');
    await expect(input).toHaveValue('from-a-password-manager');
    await expect(args.onChange).toHaveBeenLastCalledWith('from-a-password-manager');
  },
};

export const NewPassword: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    description: 'At least 8 characters, with a number and a symbol.',
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'short', errorMessage: 'Password must be at least 8 characters' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Password must be at least 8 characters');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'كلمة المرور', showLabel: 'إظهار كلمة المرور', hideLabel: 'إخفاء كلمة المرور' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('كلمة المرور');
    await userEvent.type(input, 'abc12345');
    await userEvent.click(canvas.getByRole('button', { name: 'إظهار كلمة المرور' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'إخفاء كلمة المرور' })).toBeInTheDocument();
  },
};
