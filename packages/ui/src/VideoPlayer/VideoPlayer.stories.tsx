import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { uiText } from '../internal/storyHelpers';
import { commonStrings } from '../UIProvider/strings/common';
import { VideoPlayer } from './VideoPlayer';

// Inline poster and captions so stories never reach the network; the video itself is a stand-in.
const poster = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900">
    <rect width="1600" height="900" fill="#13201E"/>
    <circle cx="800" cy="450" r="120" fill="#fff" fill-opacity=".15"/>
    <path d="M760 390v120l100-60z" fill="#fff"/>
  </svg>`,
)}`;
const captions = `data:text/vtt;charset=utf-8,${encodeURIComponent('WEBVTT\n\n00:00.000 --> 00:04.000\nWelcome to Health week.\n')}`;

const meta: Meta<typeof VideoPlayer> = {
  title: 'Media/VideoPlayer',
  component: VideoPlayer,
  tags: ['autodocs'],
  args: {
    title: 'Health week 2025: opening talk',
    src: 'data:video/mp4;base64,',
    poster,
    tracks: [{ src: captions, srcLang: 'en', label: 'English', isDefault: true }],
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Watch the talk</Button>
      <VideoPlayer {...args} />
    </DialogTrigger>
  ),
};

export default meta;
type Story = StoryObj<typeof VideoPlayer>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Watch the talk' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Health week 2025: opening talk' });
    const video = dialog.querySelector('video') as HTMLVideoElement;
    await expect(video).toHaveAttribute('controls');
    await expect(video.querySelector('track')).toHaveAttribute('kind', 'captions');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  render: (args) => <VideoPlayer {...args} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(
      within(dialog).getByRole('button', { name: uiText(commonStrings).close }),
    ).toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'أسبوع الصحة 2025: الكلمة الافتتاحية',
    closeLabel: 'إغلاق',
    defaultOpen: true,
    tracks: [{ src: captions, srcLang: 'ar', label: 'العربية', isDefault: true }],
  },
  render: (args) => <VideoPlayer {...args} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'أسبوع الصحة 2025: الكلمة الافتتاحية' });
    await expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  },
};
