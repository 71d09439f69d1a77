import { AppointmentEndpoint, DoctorEndpoint, PatientEndpoint } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  consultedOf,
  doctorAhmed,
  doctorMariam,
  doctorYoussef,
  listed,
  signedIn,
  specialties,
  success,
} from '../../test-utils/care';
import { answer, inLanguage, pending, screenLoader, screenStory } from '../../test-utils/screenStory';
import { FindDoctorScreen, ready } from './FindDoctorScreen';

const departmentCodes = answer(AppointmentEndpoint.departmentCodes, () => success(['IVF']));

const meta = {
  title: 'Screens/FindDoctor',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = { screen: FindDoctorScreen, path: '/auth/finddoctor', preloadedState: signedIn };

/** The brand's specialities and the doctors the patient saw last, latest first. */
export const Specialities: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [
        departmentCodes,
        answer(DoctorEndpoint.specialtiesByLocation, () => listed(specialties)),
        answer(PatientEndpoint.recentConsultations, () =>
          success([
            consultedOf(doctorMariam, '2025-11-02'),
            consultedOf(doctorAhmed, '2025-09-14'),
            consultedOf(doctorYoussef, '2025-03-27'),
          ]),
        ),
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: inLanguage('Find a Doctor', 'ابحث عن طبيب') }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: inLanguage('Paediatrics', 'طب الأطفال') }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', {
        level: 3,
        name: inLanguage('Dr. Mariam Al Suwaidi', 'د. مريم السويدي'),
      }),
    ).toBeVisible();
  },
};

/** A first visit: no doctor seen yet, and (a brand's locations without doctors) no specialities. */
export const Empty: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [
        departmentCodes,
        answer(DoctorEndpoint.specialtiesByLocation, () => listed([])),
        answer(PatientEndpoint.recentConsultations, () => success([])),
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const empty = inLanguage('No Recent Consultations', 'لا توجد استشارات حديثة');
    await expect(await within(canvasElement).findByText(empty)).toBeVisible();
  },
};

/** While the specialities and the recent doctors load. */
export const Loading: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [
        departmentCodes,
        pending(DoctorEndpoint.specialtiesByLocation),
        pending(PatientEndpoint.recentConsultations),
      ],
    }),
  ],
};
