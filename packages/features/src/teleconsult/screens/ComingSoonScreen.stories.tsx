import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { signedIn } from '../../test-utils/care';
import { inLanguage, screenLoader, screenStory } from '../../test-utils/screenStory';
import { ComingSoonScreen, ready } from './ComingSoonScreen';

const meta = {
  title: 'Screens/ComingSoon',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Teleconsultation entry before the feature opens: Coming Soon at 75%. It makes no call. */
export const ComingSoon: Story = {
  decorators: [screenStory({ screen: ComingSoonScreen, path: '/auth/comingsoon', preloadedState: signedIn })],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('progressbar', { name: inLanguage('Coming Soon', 'قريبًا') }),
    ).toBeVisible();
  },
};
