import { ContentEndpoint } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { listed, signedIn } from '../../test-utils/care';
import { newsList } from '../../test-utils/content';
import { answer, inLanguage, screenLoader, screenStory } from '../../test-utils/screenStory';
import { NewsScreen, ready } from './NewsScreen';

const meta = {
  title: 'Screens/News',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = {
  screen: NewsScreen,
  path: '/auth/news',
  preloadedState: signedIn,
  answers: [answer(ContentEndpoint.news, () => listed(newsList()))],
};

/** The second of three, opened from the list: Next leads to the last, where Next is disabled. */
export const Detail: Story = {
  decorators: [screenStory({ ...at, state: () => ({ index: 1, news: newsList() }) })],
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: inLanguage('Flu vaccination season has started', 'بدأ موسم التطعيم ضد الإنفلونزا'),
      }),
    ).toBeVisible();
    await expect(canvas.getByText('02/10/2026')).toBeVisible();
    const previous = canvas.getByRole('button', { name: inLanguage('Previous', 'السابق') });
    const next = canvas.getByRole('button', { name: inLanguage('Next', 'التالي') });
    await expect(previous).toBeEnabled();
    await userEvent.click(next);
    const last = await canvas.findByRole('heading', {
      level: 1,
      name: inLanguage('Diabetes awareness week', 'أسبوع التوعية بمرض السكري'),
    });
    await expect(next).toBeDisabled();
    await waitFor(() => expect(last).toHaveFocus());
    await expect(canvas.getByText(inLanguage('News 3 of 3', 'الخبر 3 من 3'))).toBeVisible();
  },
};

/** Opened without state (a typed address): the newest news, Previous disabled at that end. */
export const WithoutState: Story = {
  decorators: [screenStory(at)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: inLanguage('New cardiac centre opens in Ruwais', 'افتتاح مركز جديد للقلب في الرويس'),
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: inLanguage('Previous', 'السابق') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: inLanguage('Next', 'التالي') })).toBeEnabled();
    // The description's paragraphs.
    await expect(
      canvas.getByText(
        inLanguage('Appointments can be booked in the portal.', 'يمكن حجز المواعيد من خلال البوابة.'),
      ),
    ).toBeVisible();
  },
};
