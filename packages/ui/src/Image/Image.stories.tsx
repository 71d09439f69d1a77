import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Image } from './Image';

// Inline so stories never reach the network.
const picture = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450">
    <rect width="800" height="450" fill="#0B6B63"/>
    <circle cx="640" cy="90" r="140" fill="#fff" fill-opacity=".1"/>
    <text x="60" y="250" font-family="sans-serif" font-size="56" font-weight="700" fill="#fff">Health week 2025</text>
  </svg>`,
)}`;

const meta: Meta<typeof Image> = {
  title: 'Media/Image',
  component: Image,
  tags: ['autodocs'],
  args: { src: picture, alt: 'Health week 2025', aspectRatio: '16 / 9' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '28rem' }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof Image>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Health week 2025' }).tagName).toBe('IMG');
  },
};

export const Fallback: Story = {
  args: { src: 'data:image/png;base64,broken', alt: 'Dr. Layla Hassan' },
  play: async ({ canvas }) => {
    // The placeholder keeps the text alternative.
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Dr. Layla Hassan' })).toHaveAttribute('data-fallback'),
    );
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { src: 'data:image/png;base64,broken', alt: 'أسبوع الصحة 2025' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'أسبوع الصحة 2025' })).toHaveAttribute('data-fallback'),
    );
  },
};
