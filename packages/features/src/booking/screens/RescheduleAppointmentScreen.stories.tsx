import { AppointmentEndpoint } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { chooseSlot, slotsAnswer } from '../../test-utils/bookingStory';
import { appointmentOf, self, signedIn, son, success } from '../../test-utils/care';
import { answer, inLanguage, refusal, screenLoader, screenStory } from '../../test-utils/screenStory';
import type { RescheduleState } from '../state';
import { RescheduleAppointmentScreen, ready } from './RescheduleAppointmentScreen';

const departmentCodes = answer(AppointmentEndpoint.departmentCodes, () => success(['IVF']));

/** The son's appointment, moved from a Tuesday afternoon. */
const state: RescheduleState = {
  item: appointmentOf({
    apptDate: '2030-03-19',
    apptTime: '15:30',
    apptEndTime: '15:45',
    familyMemberId: son.familyMemberId,
    patientName: 'Yousef Al Mansoori',
    patientNo: 'ADH100002',
    patientId: 'ADH100002',
  }),
  userName: 'Yousef Al Mansoori',
  familyMemberId: son.familyMemberId,
  familyMemberList: [self, son],
};

const meta = {
  title: 'Screens/RescheduleAppointment',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = {
  screen: RescheduleAppointmentScreen,
  path: '/auth/rescheduleAppointment',
  state,
  preloadedState: signedIn,
};

const confirmName = () => inLanguage('Confirm Reschedule', 'تأكيد تغيير الموعد');

/** The appointment being moved beside the doctor's next free day, an earlier slot chosen. */
export const SlotChosen: Story = {
  decorators: [screenStory({ ...at, answers: [departmentCodes, slotsAnswer] })],
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: inLanguage('Current appointment', 'الموعد الحالي'),
      }),
    ).toBeVisible();
    await chooseSlot({ canvas, userEvent });
    await expect(canvas.getByRole('button', { name: confirmName() })).toBeEnabled();
  },
};

/** Too late to move it: the server's refusal. */
export const NotChangeable: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [
        departmentCodes,
        slotsAnswer,
        refusal(AppointmentEndpoint.update, 400, 'ENotChangeable', 'booking.notChangeable'),
      ],
    }),
  ],
  play: async ({ canvas, userEvent }) => {
    await chooseSlot({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: confirmName() }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: inLanguage('Yes', 'نعم') }));
    const refused = inLanguage(
      'This appointment can no longer be changed.',
      'لم يعد بالإمكان تغيير هذا الموعد.',
    );
    await expect(await screen.findByText(refused)).toBeVisible();
  },
};
