import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { uiText } from '../internal/storyHelpers';
import { stepperStrings } from '../UIProvider/strings/stepper';
import { Stepper } from './Stepper';

const meta: Meta<typeof Stepper> = {
  title: 'Components/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  args: {
    label: 'Booking progress',
    steps: ['Doctor', 'Date and time', 'Details', 'Confirm'],
    currentStep: 2,
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '40rem' }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof Stepper>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Booking progress' });
    await expect(list.tagName).toBe('OL');
    const steps = canvas.getAllByRole('listitem');
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).toHaveTextContent(`Doctor, ${uiText(stepperStrings).completed}`);
    await expect(steps[3]).not.toHaveAttribute('aria-current');
  },
};

export const FirstStep: Story = { args: { currentStep: 0 } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'مراحل الحجز',
    steps: ['الطبيب', 'التاريخ والوقت', 'التفاصيل', 'التأكيد'],
    currentStep: 1,
    completedLabel: 'مكتملة',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
  },
};
