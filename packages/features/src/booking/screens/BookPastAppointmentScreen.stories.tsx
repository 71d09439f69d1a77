import { AppointmentEndpoint, DoctorEndpoint } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appointmentOf, dhannahHospital, listed, self, signedIn, son, success } from '../../test-utils/care';
import { answer, inLanguage, refusal, screenLoader, screenStory } from '../../test-utils/screenStory';
import { BookPastAppointmentScreen, ready } from './BookPastAppointmentScreen';

const meta = {
  title: 'Screens/BookPastAppointment',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Book again from a past visit whose doctor has since left: the hospital no longer lists them.
 * With the doctor still there, the screen is the booking of BookAppointment.
 */
export const DoctorLeft: Story = {
  decorators: [
    screenStory({
      screen: BookPastAppointmentScreen,
      path: '/auth/bookPastAppointment',
      state: {
        item: appointmentOf({ apptDate: '2025-06-03', appointmentStatus: 'Visited' }),
        familyMemberId: 0,
      },
      preloadedState: signedIn,
      answers: [
        refusal(DoctorEndpoint.profile, 404, 'NotFound', 'auth.notFound'),
        // Asked alongside the profile for the booking that would follow.
        answer(AppointmentEndpoint.departmentCodes, () => success(['IVF'])),
        answer(AppointmentEndpoint.patients, () => success([self, son])),
        answer(DoctorEndpoint.locations, () => listed([dhannahHospital])),
      ],
    }),
  ],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: inLanguage('Book Appointment', 'حجز موعد') }),
    ).toBeVisible();
    const left = inLanguage(
      'This doctor cannot be booked online, please contact 8007267.',
      'لا يمكن حجز موعد مع هذا الطبيب عبر الإنترنت، يرجى الاتصال على 8007267.',
    );
    await expect(await canvas.findByRole('heading', { name: left })).toBeVisible();
  },
};
