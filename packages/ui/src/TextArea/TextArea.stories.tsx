import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { uiText } from '../internal/storyHelpers';
import { textAreaStrings } from '../UIProvider/strings/textArea';
import { TextArea } from './TextArea';

const meta: Meta<typeof TextArea> = {
  title: 'Components/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Your question', name: 'question', maxLength: 500, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '32rem' }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof TextArea>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Your question' });
    await expect(textarea).toHaveAccessibleDescription('0/500');
    await userEvent.click(textarea);
    await userEvent.type(textarea, 'Can I fast before the test?');
    await expect(args.onChange).toHaveBeenLastCalledWith('Can I fast before the test?');
    await expect(canvas.getByText('27/500')).toBeVisible();
    // Announced once typing pauses, not at every keystroke.
    await waitFor(() => expect(canvas.getByText(uiText(textAreaStrings).remaining(473))).toBeInTheDocument());
  },
};

export const LimitReached: Story = {
  args: { label: 'Reason for visit', maxLength: 120, defaultValue: 'x'.repeat(118) },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Reason for visit' });
    await userEvent.click(textarea);
    await userEvent.keyboard('{End}abcdef');
    // The input stops at maxLength and the counter turns to the danger colour.
    await expect(textarea).toHaveValue(`${'x'.repeat(118)}ab`);
    await expect(canvas.getByText('120/120')).toHaveAttribute('data-full', 'true');
  },
};

export const WithDescriptionAndError: Story = {
  args: {
    label: 'Feedback',
    maxLength: 400,
    description: 'Tell us what went well and what we can improve.',
    errorMessage: 'Enter your feedback',
    isRequired: true,
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Feedback' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Sent on 14/10/2025' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your question' })).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'سؤالك للطبيب',
    maxLength: 500,
    counterLabel: (count, max) => `${count}/${max}`,
    remainingLabel: (remaining) => `متبقٍ ${remaining} حرفاً`,
  },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'سؤالك للطبيب' });
    await userEvent.type(textarea, 'مرحبا');
    await expect(canvas.getByText('5/500')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('متبقٍ 495 حرفاً')).toBeInTheDocument());
  },
};
