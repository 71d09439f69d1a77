import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { signedIn } from '../test-utils/care';
import { inLanguage, screenLoader, screenStory } from '../test-utils/screenStory';
import { NotAllowedScreen, NotFoundScreen, ready } from './StatusScreen';

const meta = {
  title: 'Screens/Status',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The screen moves focus to its heading as it mounts; Storybook shows the story only after that,
 * and whether the focus held depends on timing. The routing journey asserts the focus; here the
 * heading is left unfocused so the screenshot is the same in every run.
 */
const settle = () => (document.activeElement as HTMLElement | null)?.blur();

/** An /auth address that does not exist, said inside the layout. */
export const NotFound: Story = {
  decorators: [screenStory({ screen: NotFoundScreen, path: '/auth/nowhere', preloadedState: signedIn })],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: inLanguage('Page not found', 'الصفحة غير موجودة'),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: inLanguage('Go to the dashboard', 'الانتقال إلى لوحة المعلومات') }),
    ).toHaveAttribute('href', '/auth/dashboard');
    settle();
  },
};

/** A screen the account's role may not open. */
export const NotAllowed: Story = {
  decorators: [screenStory({ screen: NotAllowedScreen, path: '/auth/user', preloadedState: signedIn })],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: inLanguage('Not allowed', 'غير مسموح') }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        inLanguage(
          'Your account does not have access to this page.',
          'لا يملك حسابك صلاحية الوصول إلى هذه الصفحة.',
        ),
      ),
    ).toBeVisible();
    settle();
  },
};
