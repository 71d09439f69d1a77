import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { isArabic, uiText } from '../internal/storyHelpers';
import { dayStepperStrings } from '../UIProvider/strings/dayStepper';
import { DayStepper } from './DayStepper';

const meta: Meta<typeof DayStepper> = {
  title: 'Components/DayStepper',
  component: DayStepper,
  tags: ['autodocs'],
  args: { label: 'Appointment day', defaultValue: '2025-10-14', minValue: '2025-10-14', onChange: fn() },
};

export default meta;
type Story = StoryObj<typeof DayStepper>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const previous = canvas.getByRole('button', { name: uiText(dayStepperStrings).previous });
    const next = canvas.getByRole('button', { name: uiText(dayStepperStrings).next });
    // On the minimum day there is no going back.
    await expect(previous).toBeDisabled();
    const day = () => canvas.getByRole('group', { name: 'Appointment day' }).querySelector('time');
    await expect(day()).toHaveAttribute('datetime', '2025-10-14');
    await expect(day()).toHaveTextContent(isArabic() ? 'الثلاثاء 14 أكتوبر 2025' : 'Tuesday 14 October 2025');
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-10-15');
    await expect(day()).toHaveAttribute('datetime', '2025-10-15');
    await expect(previous).toBeEnabled();
    await userEvent.click(previous);
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-10-14');
  },
};

export const WithMaximum: Story = {
  args: { defaultValue: '2025-10-20', minValue: '2025-10-14', maxValue: '2025-10-20', pattern: 'dd/MM/yyyy' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('20/10/2025')).toBeVisible();
    await expect(canvas.getByRole('button', { name: uiText(dayStepperStrings).next })).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'يوم الموعد', previousLabel: 'اليوم السابق', nextLabel: 'اليوم التالي' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'اليوم السابق' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'اليوم التالي' }));
    await expect(canvas.getByRole('group', { name: 'يوم الموعد' })).toHaveTextContent(/الأربعاء/);
  },
};
