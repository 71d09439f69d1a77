import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { Stack } from './Stack';

const Swatch = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const boxes = (labels: string[]): ReactNode => labels.map((label) => <Swatch key={label}>{label}</Swatch>);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: { children: boxes(['One', 'Two', 'Three']) },
  argTypes: {
    gap: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] },
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const stack = canvas.getByText('One').parentElement as HTMLElement;
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    // Layout options are transient props: nothing leaks onto the element.
    await expect(stack).not.toHaveAttribute('gap');
    await expect(stack).not.toHaveAttribute('direction');
  },
};

export const Row: Story = {
  args: { direction: 'row', gap: 'lg', align: 'center' },
  play: async ({ canvas }) => {
    const one = canvas.getByText('One').getBoundingClientRect();
    const two = canvas.getByText('Two').getBoundingClientRect();
    await expect(one.top).toBe(two.top);
    // Rows follow the reading direction of the selected language.
    if (document.documentElement.dir === 'rtl') await expect(one.left).toBeGreaterThan(two.left);
    else await expect(one.left).toBeLessThan(two.left);
  },
};

export const Wrapping: Story = {
  args: {
    direction: 'row',
    wrap: true,
    gap: 'sm',
    children: boxes([
      'Cardiology',
      'Dermatology',
      'Family medicine',
      'Neurology',
      'Orthopaedics',
      'Paediatrics',
    ]),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const AsList: Story = {
  args: {
    as: 'ul',
    gap: 'xs',
    children: ['Lab results', 'Radiology', 'Medications'].map((i) => <li key={i}>{i}</li>),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { direction: 'row', gap: 'lg', children: boxes(['واحد', 'اثنان', 'ثلاثة']) },
  play: async ({ canvas }) => {
    // A row follows the reading direction: the first item sits on the right.
    const first = canvas.getByText('واحد');
    const second = canvas.getByText('اثنان');
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(second.getBoundingClientRect().left);
  },
};
