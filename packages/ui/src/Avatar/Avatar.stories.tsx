import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Stack } from '../Stack';
import { Avatar } from './Avatar';

// Inline so stories never reach the network.
const photo = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
    <rect width="64" height="64" fill="#C9D7E8"/>
    <circle cx="32" cy="25" r="12" fill="#5B6F86"/>
    <path d="M10 64c2-14 11-21 22-21s20 7 22 21Z" fill="#5B6F86"/>
  </svg>`,
)}`;

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Layla Hassan' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Layla Hassan' });
    await expect(avatar).toHaveTextContent('LH');
  },
};

export const WithImage: Story = {
  args: { src: photo },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Layla Hassan' });
    await expect(image.tagName).toBe('IMG');
  },
};

export const ImageFallback: Story = {
  args: { src: 'data:image/png;base64,broken', name: 'Omar Al Mansoori' },
  play: async ({ canvas }) => {
    // The broken photo gives way to the initials, still named.
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Omar Al Mansoori' })).toHaveTextContent('OM'),
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap="md" align="center">
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" src={photo} />
    </Stack>
  ),
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { name: 'ليلى حسن' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'ليلى حسن' })).toHaveTextContent('لح');
  },
};
