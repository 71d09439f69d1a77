import { FeedbackEndpoint, type FeedbackQuestion } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signedIn } from '../../test-utils/care';
import {
  type Answer,
  answer,
  inLanguage,
  refusal,
  screenLoader,
  screenStory,
} from '../../test-utils/screenStory';
import { FeedbackScreen, ready } from './FeedbackScreen';

const ok = { status: 'Success', message: [] };
const listed = <T,>(data: T) => ({ message: ok, data: { status: 'success', data, message: '' } });

const twoLocations = answer(FeedbackEndpoint.locations, ({ lang }) =>
  listed([
    { id: 1, name: lang === 'ar' ? 'المستشفى الرئيسي' : 'Main Hospital' },
    { id: 2, name: lang === 'ar' ? 'عيادة الشاطئ' : 'Beach Clinic' },
  ]),
);
const oneLocation = answer(FeedbackEndpoint.locations, ({ lang }) =>
  listed([{ id: 1, name: lang === 'ar' ? 'المركز الطبي' : 'The Medical Centre' }]),
);
const patientTypes = answer(FeedbackEndpoint.patientTypes, ({ lang }) =>
  listed([
    { slug: 'outpatient', name: lang === 'ar' ? 'مريض العيادات الخارجية' : 'Outpatient' },
    { slug: 'inpatient', name: lang === 'ar' ? 'مريض داخلي' : 'Inpatient' },
  ]),
);
const questions = (ar: boolean): FeedbackQuestion[] => [
  {
    questionID: 11,
    question: ar
      ? 'كيف تقيّم الرعاية التي قدمها لك طبيبك؟'
      : 'How would you rate the care your doctor gave you?',
    questiontype: 'R',
    options: [],
    is_mandatory: 'Yes',
  },
  {
    questionID: 12,
    question: ar ? 'كم انتظرت بعد موعدك؟' : 'How long did you wait after your appointment time?',
    questiontype: 'D',
    options: [
      { value: 'under-15', label: ar ? 'أقل من 15 دقيقة' : 'Less than 15 minutes' },
      { value: 'over-30', label: ar ? 'أكثر من 30 دقيقة' : 'More than 30 minutes' },
    ],
    is_mandatory: 'No',
  },
  {
    questionID: 13,
    question: ar ? 'اسم موظف تود أن تذكره' : 'Name of a staff member you would like to mention',
    questiontype: 'I',
    options: [],
    is_mandatory: 'No',
  },
  {
    questionID: 14,
    question: ar ? 'ما الذي يمكننا تحسينه؟' : 'What could we do better?',
    questiontype: 'T',
    options: [],
    is_mandatory: 'No',
  },
];
const questionnaire = answer(FeedbackEndpoint.questionnaire, ({ lang }) => listed(questions(lang === 'ar')));
const lookups: Answer[] = [twoLocations, patientTypes, questionnaire];

const meta = {
  title: 'Screens/Feedback',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = { screen: FeedbackScreen, path: '/auth/feedback', preloadedState: signedIn };

async function choose(canvasElement: HTMLElement, label: RegExp, option: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: label }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}

/** The questionnaire of a facility and patient type: Submit waits for the mandatory rating. */
export const Questionnaire: Story = {
  decorators: [screenStory({ ...at, answers: lookups })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(
      canvasElement,
      new RegExp(inLanguage('Select Facility', 'اختر المنشأة')),
      inLanguage('Beach Clinic', 'عيادة الشاطئ'),
    );
    await choose(
      canvasElement,
      new RegExp(inLanguage('Patient Type', 'نوع المريض')),
      inLanguage('Outpatient', 'مريض العيادات الخارجية'),
    );
    const submit = await canvas.findByRole('button', { name: inLanguage('Submit', 'إرسال') });
    await expect(submit).toBeDisabled();
    const rating = canvas.getByRole('radiogroup', {
      name: inLanguage(
        'How would you rate the care your doctor gave you? (required)',
        'كيف تقيّم الرعاية التي قدمها لك طبيبك؟ (إلزامي)',
      ),
    });
    await userEvent.click(within(rating).getByRole('radio', { name: inLanguage('4 stars', '4 نجوم') }));
    await expect(submit).toBeEnabled();
  },
};

/** /auth/complaint with a brand of one facility: its name fixed, Submit waiting for date and text. */
export const ComplaintOneFacility: Story = {
  decorators: [screenStory({ ...at, path: '/auth/complaint', answers: [oneLocation, patientTypes] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('tab', { name: inLanguage('Complaint', 'شكوى'), selected: true }),
    ).toBeVisible();
    const facility = await canvas.findByRole('button', {
      name: new RegExp(inLanguage('Facility', 'المنشأة')),
    });
    await expect(facility).toHaveTextContent(inLanguage('The Medical Centre', 'المركز الطبي'));
    await expect(canvas.getByRole('button', { name: inLanguage('Submit', 'إرسال') })).toBeDisabled();
  },
};

/** A suggestion of 5 characters: the spec's message, Submit disabled. */
export const SuggestionTooShort: Story = {
  decorators: [screenStory({ ...at, search: '?tab=suggestion', answers: lookups })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await canvas.findByRole('textbox', { name: inLanguage('Suggestion', 'الاقتراح') });
    await userEvent.type(text, 'Good!');
    await userEvent.tab();
    await expect(
      await canvas.findByText(inLanguage('Please enter more than 5 characters', 'يرجى إدخال أكثر من 5 أحرف')),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: inLanguage('Submit', 'إرسال') })).toBeDisabled();
  },
};

/** The locations could not load: the spec's text. */
export const LocationsFailed: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [refusal(FeedbackEndpoint.locations, 500, 'Error', 'auth.somethingWentWrong'), patientTypes],
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        inLanguage('Error in getting feedback locations', 'خطأ في جلب مواقع الملاحظات'),
      ),
    ).toBeVisible();
  },
};

async function sendSuggestion(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const text = await canvas.findByRole('textbox', { name: inLanguage('Suggestion', 'الاقتراح') });
  await userEvent.type(text, 'More shaded parking, please');
  await userEvent.click(canvas.getByRole('button', { name: inLanguage('Submit', 'إرسال') }));
}

/** A suggestion sent: the confirmation, and 'Go to Home'. */
export const SuggestionSent: Story = {
  decorators: [
    screenStory({
      ...at,
      search: '?tab=suggestion',
      answers: [
        ...lookups,
        answer(FeedbackEndpoint.suggestion, () => ({ message: ok, data: { status: 'success' as const } })),
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    await sendSuggestion(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        name: inLanguage('Thank you for your suggestion!', 'شكراً لاقتراحك!'),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: inLanguage('Go to Home', 'الذهاب إلى الرئيسية') }),
    ).toBeVisible();
  },
};

/** The server failed: 'Something went wrong! Try again', the text kept to send again. */
export const SuggestionFailed: Story = {
  decorators: [
    screenStory({
      ...at,
      search: '?tab=suggestion',
      answers: [...lookups, refusal(FeedbackEndpoint.suggestion, 500, 'Error', 'auth.somethingWentWrong')],
    }),
  ],
  play: async ({ canvasElement }) => {
    await sendSuggestion(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(inLanguage('Something went wrong! Try again', 'حدث خطأ ما! حاول مرة أخرى')),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: inLanguage('Suggestion', 'الاقتراح') })).toHaveValue(
      'More shaded parking, please',
    );
  },
};
