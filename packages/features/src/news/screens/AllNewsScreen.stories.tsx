import { ContentEndpoint } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { listed, signedIn } from '../../test-utils/care';
import { newsList } from '../../test-utils/content';
import {
  answer,
  inLanguage,
  pending,
  refusal,
  screenLoader,
  screenStory,
} from '../../test-utils/screenStory';
import { AllNewsScreen, ready } from './AllNewsScreen';

const meta = {
  title: 'Screens/AllNews',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = { screen: AllNewsScreen, path: '/auth/allNews', preloadedState: signedIn };

/** The brand's news, newest first: image, title and publish date (dd/MM/yyyy). */
export const News: Story = {
  decorators: [screenStory({ ...at, answers: [answer(ContentEndpoint.news, () => listed(newsList()))] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: inLanguage('News', 'الأخبار') }),
    ).toBeVisible();
    const first = await canvas.findByRole('link', {
      name: inLanguage('New cardiac centre opens in Ruwais', 'افتتاح مركز جديد للقلب في الرويس'),
    });
    await expect(first).toHaveAttribute('href', '/auth/news');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('20/11/2026')).toBeVisible();
  },
};

/** While the news loads: card placeholders, said once. */
export const Loading: Story = {
  decorators: [screenStory({ ...at, answers: [pending(ContentEndpoint.news)] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      inLanguage('Loading…', 'جارٍ التحميل…'),
    );
  },
};

/** Nothing published yet. */
export const Empty: Story = {
  decorators: [screenStory({ ...at, answers: [answer(ContentEndpoint.news, () => listed([]))] })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(inLanguage('No Data Available', 'لا توجد بيانات متاحة')),
    ).toBeVisible();
  },
};

/** The server failed: its message in a toast, and the page's error with a retry. */
export const Failed: Story = {
  decorators: [
    screenStory({ ...at, answers: [refusal(ContentEndpoint.news, 500, 'Error', 'auth.somethingWentWrong')] }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: inLanguage('Try again', 'حاول مرة أخرى') }),
    ).toBeVisible();
    await expect(
      await within(document.body).findByText(inLanguage('Something went wrong', 'حدث خطأ ما')),
    ).toBeVisible();
  },
};
