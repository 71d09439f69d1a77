import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox, CheckboxGroup } from './Checkbox';

const meta: Meta<typeof Checkbox> = {
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'I accept the terms and conditions', name: 'terms', onChange: fn() },
};

export default meta;
type Story = StoryObj<typeof Checkbox>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('I accept the terms and conditions'));
    await expect(checkbox).not.toBeChecked();
  },
};

export const States: Story = {
  render: () => (
    <CheckboxGroup label="Notify me by" defaultValue={['sms']}>
      <Checkbox value="sms">SMS</Checkbox>
      <Checkbox value="email">Email</Checkbox>
      <Checkbox value="app" isIndeterminate>
        App (some notifications)
      </Checkbox>
      <Checkbox value="post" isDisabled>
        Post (not available)
      </Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Notify me by' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Post/ })).toBeDisabled();
  },
};

export const Invalid: Story = {
  render: () => (
    <CheckboxGroup label="Consent" errorMessage="Accept the terms to continue" isRequired>
      <Checkbox value="terms">I accept the terms and conditions</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Accept the terms to continue')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { children: 'أوافق على الشروط والأحكام' },
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'أوافق على الشروط والأحكام' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};
