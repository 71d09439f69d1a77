import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: {
    title: 'Find a Doctor',
    description: 'Search by name, specialty or condition, or pick a doctor you saw before.',
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Find a Doctor' });
    await expect(heading).toBeInTheDocument();
    // The description is a paragraph after the heading, not part of its name.
    await expect(heading.nextElementSibling?.tagName).toBe('P');
  },
};

export const TitleOnly: Story = {
  args: { description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 }).nextElementSibling).toBeNull();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'ابحث عن طبيب', description: 'ابحث بالاسم أو التخصص أو الحالة، أو اختر طبيبًا زرته من قبل.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'ابحث عن طبيب' })).toBeInTheDocument();
  },
};
