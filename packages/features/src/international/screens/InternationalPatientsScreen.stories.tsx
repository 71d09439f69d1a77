import { ContentLookupEndpoint } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signedIn, success } from '../../test-utils/care';
import { answer, inLanguage, screenLoader, screenStory } from '../../test-utils/screenStory';
import { InternationalPatientsScreen, ready } from './InternationalPatientsScreen';

const meta = {
  title: 'Screens/InternationalPatients',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const PAGE = {
  en: {
    page_title: 'International Patients',
    page_text:
      '<p>Our international patients team plans your treatment with you before you travel.</p><h2>How we help</h2><ul><li>A review of your medical reports by the right specialist.</li><li>Help with your visa and airport pick-up.</li></ul>',
  },
  ar: {
    page_title: 'المرضى الدوليون',
    page_text:
      '<p>يخطط فريق المرضى الدوليين لعلاجك معك قبل سفرك.</p><h2>كيف نساعدك</h2><ul><li>مراجعة تقاريرك الطبية من قبل الطبيب المختص.</li><li>المساعدة في التأشيرة والاستقبال من المطار.</li></ul>',
  },
};

const decorators = [
  screenStory({
    screen: InternationalPatientsScreen,
    path: '/auth/internationalpatients',
    preloadedState: signedIn,
    answers: [
      answer(ContentLookupEndpoint.page, ({ lang }) =>
        success({ status: 'success', data: PAGE[lang === 'ar' ? 'ar' : 'en'], message: '' }),
      ),
    ],
  }),
];

/** The brand's page from the content service, in the language on show, and the enquiry form. */
export const Page: Story = {
  decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: inLanguage('How we help', 'كيف نساعدك') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('form', { name: inLanguage('Send us an enquiry', 'أرسل إلينا استفسارك') }),
    ).toBeVisible();
  },
};

/** Sent with nothing filled in: 'All fields are required', and nothing is sent. */
export const Incomplete: Story = {
  decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: inLanguage('Send enquiry', 'أرسل الاستفسار') }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      inLanguage('All fields are required', 'جميع الحقول مطلوبة'),
    );
  },
};
