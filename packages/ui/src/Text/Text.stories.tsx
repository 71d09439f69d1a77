import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Text } from './Text';

const meta = {
  title: 'Typography/Text',
  component: Text,
  tags: ['autodocs'],
  args: { children: 'Your next appointment is on Tuesday at 10:30.', elementType: 'p' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'muted', 'danger', 'success'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('Your next appointment is on Tuesday at 10:30.');
    await expect(text.tagName).toBe('P');
    await expect(text).toHaveAttribute('data-tone', 'default');
  },
};

export const Tones: Story = {
  render: () => (
    <Stack gap="sm">
      <Text elementType="p">Default: results are available.</Text>
      <Text elementType="p" tone="muted">
        Muted: last updated 2 hours ago.
      </Text>
      <Text elementType="p" tone="danger">
        Danger: payment failed.
      </Text>
      <Text elementType="p" tone="success">
        Success: appointment confirmed.
      </Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const muted = canvas.getByText('Muted: last updated 2 hours ago.');
    const base = canvas.getByText('Default: results are available.');
    await expect(getComputedStyle(muted).color).not.toBe(getComputedStyle(base).color);
  },
};

export const Sizes: Story = {
  render: () => (
    <Stack gap="sm">
      <Text elementType="p" size="sm">
        Small text
      </Text>
      <Text elementType="p" size="md">
        Medium text
      </Text>
      <Text elementType="p" size="lg">
        Large text
      </Text>
    </Stack>
  ),
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { children: 'موعدك القادم يوم الثلاثاء الساعة 10:30.' },
  play: async ({ canvas }) => {
    const text = canvas.getByText('موعدك القادم يوم الثلاثاء الساعة 10:30.');
    await expect(getComputedStyle(text).direction).toBe('rtl');
  },
};
