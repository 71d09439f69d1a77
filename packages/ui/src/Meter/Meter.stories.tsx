import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Meter, type MeterTone } from './Meter';

const riskTone = (value: number): MeterTone => (value < 10 ? 'success' : value < 20 ? 'warning' : 'danger');

const meta: Meta<typeof Meter> = {
  title: 'Feedback/Meter',
  component: Meter,
  tags: ['autodocs'],
  args: { label: 'Storage used', value: 62 },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '28rem' }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof Meter>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Storage used' });
    await expect(meter).toHaveAttribute('aria-valuenow', '62');
    // The visible value is the locale's percentage, the same text screen readers get.
    await expect(meter).toHaveTextContent(meter.getAttribute('aria-valuetext') ?? '');
    await expect(meter.getAttribute('aria-valuetext')).toMatch(/62|٦٢/);
  },
};

export const RiskBands: Story = {
  render: () => (
    <Stack gap="lg">
      <Meter label="10-year stroke risk" value={6} maxValue={40} valueLabel="6% (low)" tone={riskTone} />
      <Meter
        label="10-year stroke risk, father"
        value={14}
        maxValue={40}
        valueLabel="14% (moderate)"
        tone={riskTone}
      />
      <Meter
        label="10-year stroke risk, grandfather"
        value={27}
        maxValue={40}
        valueLabel="27% (high)"
        tone={riskTone}
      />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const meters = canvas.getAllByRole('meter');
    await expect(meters[0]).toHaveAttribute('data-tone', 'success');
    await expect(meters[2]).toHaveAttribute('data-tone', 'danger');
    await expect(meters[2]).toHaveAttribute('aria-valuetext', '27% (high)');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'مؤشر كتلة الجسم',
    value: 24.2,
    minValue: 10,
    maxValue: 40,
    valueLabel: '24.2 (طبيعي)',
    tone: 'success',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'مؤشر كتلة الجسم' })).toHaveAttribute(
      'aria-valuetext',
      '24.2 (طبيعي)',
    );
  },
};
