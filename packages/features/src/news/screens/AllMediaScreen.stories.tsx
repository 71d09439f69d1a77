import { ContentEndpoint } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { listed, signedIn } from '../../test-utils/care';
import { mediaList } from '../../test-utils/content';
import { answer, inLanguage, refusal, screenLoader, screenStory } from '../../test-utils/screenStory';
import { AllMediaScreen, ready } from './AllMediaScreen';

const meta = {
  title: 'Screens/AllMedia',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = { screen: AllMediaScreen, path: '/auth/allMedia', preloadedState: signedIn };

/** The events; a click opens the video in a modal player with the page language's captions on. */
export const Events: Story = {
  decorators: [screenStory({ ...at, answers: [answer(ContentEndpoint.media, () => listed(mediaList()))] })],
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: inLanguage('Events', 'الفعاليات') }),
    ).toBeVisible();
    await expect(await canvas.findByText('08/11/2026')).toBeVisible();
    const title = inLanguage('Healthy heart walk 2026', 'مسيرة القلب الصحي 2026');
    await userEvent.click(
      canvas.getByRole('button', { name: inLanguage(`Play video: ${title}`, `تشغيل الفيديو: ${title}`) }),
    );
    const dialog = await within(document.body).findByRole('dialog', { name: title });
    const video = dialog.querySelector('video');
    await expect(video).not.toBeNull();
    const shown = dialog.querySelector('track[default]');
    await expect(shown).toHaveAttribute('srclang', inLanguage('en', 'ar'));
    await expect(dialog.querySelectorAll('track')).toHaveLength(2);
  },
};

/** The server failed: its message in a toast, and the page's error with a retry. */
export const Failed: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [refusal(ContentEndpoint.media, 500, 'Error', 'auth.somethingWentWrong')],
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: inLanguage('Try again', 'حاول مرة أخرى') }),
    ).toBeVisible();
  },
};
