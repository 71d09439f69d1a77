import {
  AppointmentEndpoint,
  type AppointmentHistoryResponse,
  AppointmentPath,
  MasterdataEndpoint,
} from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appointmentOf, doctorYoussef, self, signedIn, son } from '../../test-utils/care';
import {
  type Answer,
  answer,
  answerCall,
  inLanguage,
  pending,
  screenLoader,
  screenStory,
} from '../../test-utils/screenStory';
import { AppointmentsScreen, ready } from './AppointmentsScreen';

const history = (upcomingAppts: AppointmentHistoryResponse['data']['upcomingAppts']) =>
  answerCall<AppointmentHistoryResponse>('POST', AppointmentPath.history, () => ({
    message: { status: 'Success', message: [] },
    data: {
      upcomingAppts,
      pastAppts: [
        appointmentOf({ appointmentId: '7', apptDate: '2024-01-02', appointmentStatus: 'Not Visited' }),
      ],
      consultedDoctors: [],
    },
  }));

const lookups: Answer[] = [
  answer(AppointmentEndpoint.patients, () => ({
    message: { status: 'Success', message: [] },
    data: [self, son],
  })),
  answer(AppointmentEndpoint.departmentCodes, () => ({
    message: { status: 'Success', message: [] },
    data: ['IVF'],
  })),
  answer(MasterdataEndpoint.appConfigurations, () => ({
    message: { status: 'Success', message: [] },
    data: { filterToBeApplied: false },
  })),
];

const meta = {
  title: 'Screens/Appointments',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = { screen: AppointmentsScreen, path: '/auth/appointments', preloadedState: signedIn };

/** Upcoming appointments of the patient and a family member, one of them a teleconsultation. */
export const Upcoming: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [
        ...lookups,
        history([
          appointmentOf({ apptDate: '2030-05-12', apptTime: '09:30' }),
          appointmentOf({
            appointmentId: '9',
            apptDate: '2030-05-20',
            apptTime: '16:00',
            physicianName: doctorYoussef.physicianName,
            physicianName_ar: doctorYoussef.name_ar,
            specialty: doctorYoussef.specialty,
            specialty_ar: doctorYoussef.specialty_ar,
            physicianNo: doctorYoussef.physicianNo,
            patientName: 'Yousef Al Mansoori',
            familyMemberId: son.familyMemberId,
            scheduleType: 'TELEMED',
          }),
        ]),
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      (await canvas.findAllByText(inLanguage('Dr. Ahmed Al Hashimi', 'د. أحمد الهاشمي'))).length,
    ).toBeGreaterThan(0);
  },
};

/** Nothing booked: the spec's empty text. */
export const Empty: Story = {
  decorators: [screenStory({ ...at, answers: [...lookups, history([])] })],
  play: async ({ canvasElement }) => {
    const empty = inLanguage('No appointments to display', 'لا توجد مواعيد لعرضها');
    await expect(await within(canvasElement).findByText(empty)).toBeVisible();
  },
};

/** While the history loads. */
export const Loading: Story = {
  decorators: [
    screenStory({ ...at, answers: [...lookups, pending({ method: 'POST', path: AppointmentPath.history })] }),
  ],
};
