import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: 'Appointments: 3 upcoming', elementType: 'span' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Button>
      <span aria-hidden="true">3</span>
      <VisuallyHidden {...args} />
    </Button>
  ),
  play: async ({ canvas }) => {
    // Named for assistive technology while sighted users see only the count.
    const button = canvas.getByRole('button', { name: 'Appointments: 3 upcoming' });
    const hidden = canvas.getByText('Appointments: 3 upcoming');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(button).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { children: 'المواعيد: 3 قادمة' },
  render: Default.render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'المواعيد: 3 قادمة' })).toBeInTheDocument();
  },
};
