import { ContentEndpoint } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { listed, signedIn } from '../../test-utils/care';
import { answer, inLanguage, refusal, screenLoader, screenStory } from '../../test-utils/screenStory';
import { NeedHelpScreen, ready } from './NeedHelpScreen';

const meta = {
  title: 'Screens/NeedHelp',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = { screen: NeedHelpScreen, path: '/auth/needhelp', preloadedState: signedIn };

const faqs = (lang: string) =>
  lang === 'ar'
    ? [
        { id: 1, title: 'كيف أسجل؟', description: '<p>تحتاج إلى رقم جوال فعّال وهوية سارية.</p>' },
        { id: 2, title: 'كيف أحجز موعداً؟', description: '<p>من البحث عن طبيب أو من المواعيد.</p>' },
      ]
    : [
        {
          id: 1,
          title: 'How do I register?',
          description: '<p>You need an active mobile number and a valid ID.</p><script>alert(1)</script>',
        },
        {
          id: 2,
          title: 'How do I book an appointment?',
          description: '<p>From Find a Doctor or Appointments.</p>',
        },
      ];

/** The helpline and support e-mail as links, and the FAQs as an accordion that opens by keyboard. */
export const Faqs: Story = {
  decorators: [
    screenStory({ ...at, answers: [answer(ContentEndpoint.faqs, ({ lang }) => listed(faqs(lang)))] }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: inLanguage('Need Help?', 'هل تحتاج إلى مساعدة؟'),
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '8007267' })).toHaveAttribute('href', 'tel:8007267');
    const question = await canvas.findByRole('button', {
      name: inLanguage('How do I register?', 'كيف أسجل؟'),
    });
    question.focus();
    await userEvent.keyboard('{Enter}');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(
      await canvas.findByText(
        inLanguage(
          'You need an active mobile number and a valid ID.',
          'تحتاج إلى رقم جوال فعّال وهوية سارية.',
        ),
      ),
    ).toBeVisible();
    // The answer's HTML is sanitised: no script reaches the page.
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

/** The FAQs could not load: the error with a retry (the helpline and e-mail stay). */
export const FaqsFailed: Story = {
  decorators: [
    screenStory({ ...at, answers: [refusal(ContentEndpoint.faqs, 500, 'Error', 'auth.somethingWentWrong')] }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: inLanguage('Try again', 'حاول مرة أخرى') }),
    ).toBeVisible();
  },
};
