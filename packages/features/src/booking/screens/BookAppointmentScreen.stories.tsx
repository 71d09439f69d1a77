import { AppointmentEndpoint, DoctorEndpoint } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { chooseSlot, slotsAnswer } from '../../test-utils/bookingStory';
import { dhannahHospital, doctorAhmed, listed, self, signedIn, son, success } from '../../test-utils/care';
import {
  type Answer,
  answer,
  inLanguage,
  pending,
  refusal,
  screenLoader,
  screenStory,
} from '../../test-utils/screenStory';
import { BookAppointmentScreen, ready } from './BookAppointmentScreen';

const lookups: Answer[] = [
  answer(AppointmentEndpoint.departmentCodes, () => success(['IVF'])),
  answer(AppointmentEndpoint.patients, () => success([self, son])),
  answer(DoctorEndpoint.locations, () => listed([dhannahHospital])),
];

const meta = {
  title: 'Screens/BookAppointment',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = {
  screen: BookAppointmentScreen,
  path: '/auth/bookAppointment',
  state: { doctor: doctorAhmed },
  preloadedState: signedIn,
};

/** The doctor's next free day, a morning slot chosen, ready to confirm. */
export const SlotChosen: Story = {
  decorators: [screenStory({ ...at, answers: [...lookups, slotsAnswer] })],
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: inLanguage('Book Appointment', 'حجز موعد') }),
    ).toBeVisible();
    await chooseSlot({ canvas, userEvent });
    await expect(
      canvas.getByRole('button', { name: inLanguage('Confirm Booking', 'تأكيد الحجز') }),
    ).toBeEnabled();
  },
};

/** Someone else booked the slot first: the server's refusal, and the slots asked for again. */
export const SlotTaken: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [
        ...lookups,
        slotsAnswer,
        refusal(AppointmentEndpoint.book, 409, 'ESlotTaken', 'booking.slotTaken'),
      ],
    }),
  ],
  play: async ({ canvas, userEvent }) => {
    await chooseSlot({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: inLanguage('Confirm Booking', 'تأكيد الحجز') }));
    // The yes/no dialog and the toast are portalled to the body, outside the canvas.
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: inLanguage('Yes', 'نعم') }));
    const taken = inLanguage(
      'This slot is no longer available, please choose another.',
      'لم يعد هذا الموعد متاحًا، يرجى اختيار موعد آخر.',
    );
    await expect(await screen.findByText(taken)).toBeVisible();
  },
};

/** While the patients, the departments booked by phone and the doctor's address load. */
export const Loading: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [
        pending(AppointmentEndpoint.departmentCodes),
        pending(AppointmentEndpoint.patients),
        pending(DoctorEndpoint.locations),
      ],
    }),
  ],
};
