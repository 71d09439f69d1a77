import { AppointmentEndpoint, type Doctor, DoctorEndpoint } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { chooseSlot, slotsAnswer } from '../../test-utils/bookingStory';
import {
  dhannahHospital,
  doctorMariam,
  doctorNoura,
  listed,
  self,
  signedIn,
  son,
  success,
} from '../../test-utils/care';
import { type Answer, answer, inLanguage, screenLoader, screenStory } from '../../test-utils/screenStory';
import { BookTeleAppointmentScreen, ready } from './BookTeleAppointmentScreen';

const departmentCodes = answer(AppointmentEndpoint.departmentCodes, () => success(['IVF']));

/** The paediatrician sees children by video too. */
const teleMariam: Doctor = { ...doctorMariam, id: 16, scheduleType: 'TELEMED' };

const meta = {
  title: 'Screens/BookTeleAppointment',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = { screen: BookTeleAppointmentScreen, path: '/auth/bookTeleAppointment', preloadedState: signedIn };

const title = () => inLanguage('Book Teleconsultation', 'حجز استشارة عن بعد');

/** From Find a Doctor's link: the brand's telemedicine doctors to choose from. */
export const Doctors: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [
        departmentCodes,
        answer(DoctorEndpoint.telemedicine, () => listed([doctorNoura, teleMariam])),
      ],
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: title() })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: inLanguage('Dr. Noura Al Ketbi', 'د. نورة الكتبي'),
      }),
    ).toBeVisible();
  },
};

/** No telemedicine doctor at the brand's facilities. */
export const NoDoctors: Story = {
  decorators: [
    screenStory({ ...at, answers: [departmentCodes, answer(DoctorEndpoint.telemedicine, () => listed([]))] }),
  ],
  play: async ({ canvasElement }) => {
    const empty = inLanguage('No Doctors to display', 'لا يوجد أطباء لعرضهم');
    await expect(await within(canvasElement).findByText(empty)).toBeVisible();
  },
};

const booking: Answer[] = [
  departmentCodes,
  answer(AppointmentEndpoint.patients, () => success([self, son])),
  answer(DoctorEndpoint.locations, () => listed([dhannahHospital])),
  slotsAnswer,
];

/** A telemedicine doctor chosen: the booking, with a video consultation instead of an address. */
export const SlotChosen: Story = {
  decorators: [screenStory({ ...at, state: { doctor: doctorNoura }, answers: booking })],
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: title() })).toBeVisible();
    await chooseSlot({ canvas, userEvent });
  },
};
