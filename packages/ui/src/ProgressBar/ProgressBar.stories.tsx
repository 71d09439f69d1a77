import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { ProgressBar } from './ProgressBar';

const meta: Meta<typeof ProgressBar> = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Amlodipine 5 mg', value: 12, maxValue: 30, valueLabel: '12 of 30 doses' },
  argTypes: { tone: { control: 'inline-radio', options: ['primary', 'success', 'warning', 'danger'] } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '28rem' }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof ProgressBar>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Amlodipine 5 mg' });
    await expect(bar).toHaveAttribute('aria-valuenow', '12');
    await expect(bar).toHaveAttribute('aria-valuemax', '30');
    await expect(bar).toHaveAttribute('aria-valuetext', '12 of 30 doses');
  },
};

export const Medications: Story = {
  render: () => (
    <Stack gap="lg">
      <ProgressBar
        label="Metformin 500 mg"
        value={28}
        maxValue={30}
        valueLabel="28 of 30 days"
        tone="success"
      />
      <ProgressBar label="Atorvastatin 20 mg" value={15} maxValue={90} valueLabel="15 of 90 days" />
      <ProgressBar
        label="Amoxicillin 500 mg"
        value={3}
        maxValue={7}
        valueLabel="3 of 7 days"
        tone="warning"
      />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(3);
  },
};

export const Percentage: Story = {
  args: { label: 'Uploading report', value: 40, maxValue: 100, valueLabel: undefined },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading report' });
    await expect(bar.getAttribute('aria-valuetext')).toMatch(/40|٤٠/);
    await expect(bar).toHaveTextContent(bar.getAttribute('aria-valuetext') ?? '');
  },
};

export const Indeterminate: Story = {
  args: { label: 'Preparing your report', isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Preparing your report' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'أملوديبين 5 ملغ', valueLabel: '12 من 30 جرعة' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'أملوديبين 5 ملغ' })).toHaveAttribute(
      'aria-valuetext',
      '12 من 30 جرعة',
    );
  },
};
