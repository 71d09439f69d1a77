import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChunkLoadError } from '../shared/featureRoutes';
import { signedIn } from '../test-utils/care';
import { inLanguage, screenLoader, screenStory } from '../test-utils/screenStory';
import { ErrorScreen } from './RouteError';

const meta = {
  title: 'Screens/ErrorScreen',
  loaders: [screenLoader(async () => undefined)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const Failed = () => <ErrorScreen error={new Error('A screen failed')} place="screen" />;
const ChunkFailed = () => (
  <ErrorScreen
    error={new ChunkLoadError(new TypeError('Failed to fetch dynamically imported module'))}
    place="screen"
  />
);

/** A screen that failed: the generic words and the way back to the dashboard. */
export const SignedIn: Story = {
  decorators: [screenStory({ screen: Failed, path: '/auth/needhelp', preloadedState: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        name: inLanguage('Something went wrong, please try again.', 'حدث خطأ ما، يرجى المحاولة مرة أخرى.'),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: inLanguage('Back to dashboard', 'العودة إلى لوحة المعلومات') }),
    ).toHaveAttribute('href', '/auth/dashboard');
  },
};

/** Signed out: the way back is to sign-in. */
export const SignedOut: Story = {
  decorators: [screenStory({ screen: Failed, path: '/valet/login' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: inLanguage('Back to login', 'العودة إلى تسجيل الدخول') }),
    ).toHaveAttribute('href', '/home/login');
  },
};

/** The screen's code did not load (after a deploy): a reload instead. */
export const ChunkNotLoaded: Story = {
  decorators: [screenStory({ screen: ChunkFailed, path: '/auth/needhelp', preloadedState: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: inLanguage('Reload', 'إعادة التحميل') }),
    ).toBeVisible();
  },
};
