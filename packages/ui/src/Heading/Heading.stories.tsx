import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Heading } from './Heading';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: 1, children: 'Welcome back, Sara' },
  argTypes: { level: { control: 'inline-radio', options: [1, 2, 3, 4] } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Welcome back, Sara' });
    await expect(heading.tagName).toBe('H1');
  },
};

export const Levels: Story = {
  render: () => (
    <Stack gap="md">
      <Heading level={1}>Heading level 1</Heading>
      <Heading level={2}>Heading level 2</Heading>
      <Heading level={3}>Heading level 3</Heading>
      <Heading level={4}>Heading level 4</Heading>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const sizes = [1, 2, 3, 4].map((level) =>
      Number.parseFloat(getComputedStyle(canvas.getByRole('heading', { level })).fontSize),
    );
    await expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { children: 'مرحباً بعودتك، سارة' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(getComputedStyle(heading).fontFamily).toContain('Noto Sans Arabic');
  },
};
