import { AppointmentEndpoint, DoctorEndpoint } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  doctorAhmed,
  doctorMariam,
  doctorYoussef,
  listed,
  signedIn,
  specialties,
  success,
} from '../../test-utils/care';
import {
  type Answer,
  answer,
  inLanguage,
  refusal,
  screenLoader,
  screenStory,
} from '../../test-utils/screenStory';
import type { SearchResultState } from '../state';
import { ready, SearchDoctorResultScreen } from './SearchDoctorResultScreen';

const lookups: Answer[] = [
  answer(AppointmentEndpoint.departmentCodes, () => success(['IVF'])),
  // The search box's hint.
  answer(DoctorEndpoint.specialtiesByLocation, () => listed(specialties)),
];

const meta = {
  title: 'Screens/SearchDoctorResult',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The results of a search: the suggestion picked, named in the language it was typed in. */
const searched = (en: string, ar: string, suggestion?: SearchResultState['suggestion']) => ({
  screen: SearchDoctorResultScreen,
  path: '/auth/searchDoctorResult',
  preloadedState: signedIn,
  state: (): SearchResultState => ({ doctorSearchString: inLanguage(en, ar), suggestion }),
});

/** The doctors treating a condition, from three departments, with the department filter. */
export const Results: Story = {
  decorators: [
    screenStory({
      ...searched('Fever', 'الحمى', { id: '14', cat_type: 'condition' }),
      answers: [
        ...lookups,
        answer(DoctorEndpoint.doctors, () => listed([doctorAhmed, doctorMariam, doctorYoussef])),
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 3,
        name: inLanguage('Dr. Youssef Farouk', 'د. يوسف فاروق'),
      }),
    ).toBeVisible();
    await expect(canvas.getByText(inLanguage('3 doctors', '3 أطباء'))).toBeVisible();
  },
};

/** Nothing found for the text typed. */
export const NoDoctors: Story = {
  decorators: [
    screenStory({
      ...searched('Al Nuaimi', 'النعيمي'),
      answers: [...lookups, answer(DoctorEndpoint.doctors, () => listed([]))],
    }),
  ],
  play: async ({ canvasElement }) => {
    const empty = inLanguage('No Doctors to display', 'لا يوجد أطباء لعرضهم');
    await expect(await within(canvasElement).findByText(empty)).toBeVisible();
  },
};

/** The hospital system failed: the retry. */
export const Failed: Story = {
  decorators: [
    screenStory({
      ...searched('Cardiology', 'أمراض القلب', { id: 'CARD', cat_type: 'specialty' }),
      answers: [...lookups, refusal(DoctorEndpoint.doctors, 500, 'Error', 'auth.somethingWentWrong')],
    }),
  ],
  play: async ({ canvasElement }) => {
    const retry = inLanguage('Try again', 'حاول مرة أخرى');
    await expect(await within(canvasElement).findByRole('button', { name: retry })).toBeVisible();
  },
};
