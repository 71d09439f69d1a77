import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta: Meta<typeof RadioGroup> = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { label: 'Visit type', name: 'visitType', onChange: fn() },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="clinic">In clinic</Radio>
      <Radio value="video">Video consultation</Radio>
      <Radio value="home" isDisabled>
        Home visit (not available)
      </Radio>
    </RadioGroup>
  ),
};

export default meta;
type Story = StoryObj<typeof RadioGroup>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Visit type' })).toBeInTheDocument();
    // Tab enters on the first option, arrows move and select, skipping disabled ones.
    await userEvent.tab();
    const clinic = canvas.getByRole('radio', { name: 'In clinic' });
    await expect(clinic).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Video consultation' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('video');
    await userEvent.keyboard('{ArrowDown}');
    await expect(clinic).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'video' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Video consultation' })).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Choose a visit type', isRequired: true, description: 'You can change it later.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Visit type' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'نوع الزيارة' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="clinic">في العيادة</Radio>
      <Radio value="video">استشارة مرئية</Radio>
    </RadioGroup>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'استشارة مرئية' }));
    await expect(canvas.getByRole('radio', { name: 'استشارة مرئية' })).toBeChecked();
  },
};
