import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card';
import { Stack } from '../Stack';
import { Skeleton } from './Skeleton';

const meta: Meta<typeof Skeleton> = {
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { lines: 3 },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '28rem' }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof Skeleton>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Decorative: nothing for assistive technology to read.
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent('');
  },
};

export const AppointmentCard: Story = {
  render: () => (
    <Card aria-busy="true">
      <Stack direction="row" gap="md" align="center">
        <Skeleton shape="circle" width="3rem" />
        <div style={{ flex: 1 }}>
          <Skeleton lines={2} />
        </div>
      </Stack>
      <div style={{ marginBlockStart: '1rem' }}>
        <Skeleton shape="rect" height="6rem" label="Loading appointments" />
      </div>
    </Card>
  ),
  play: async ({ canvas }) => {
    // One polite announcement for the whole loading block.
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading appointments');
  },
};

export const Rect: Story = {
  args: { shape: 'rect', height: '6rem' },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector<HTMLElement>('[data-shape="rect"]')!;
    const container = block.parentElement!;
    // Full width of its container by default, not a square of its height.
    await expect(block.getBoundingClientRect().width).toBe(container.getBoundingClientRect().width);
    await expect(block.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};

export const Circle: Story = {
  args: { shape: 'circle', width: '3rem' },
  play: async ({ canvasElement }) => {
    const { width, height } = canvasElement.querySelector('[data-shape="circle"]')!.getBoundingClientRect();
    await expect(width).toBeGreaterThan(0);
    await expect(height).toBe(width);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { lines: 2, label: 'جارٍ تحميل المواعيد' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('جارٍ تحميل المواعيد');
  },
};
