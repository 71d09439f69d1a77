import {
  AppointmentEndpoint,
  type AppointmentHistoryResponse,
  AppointmentPath,
  ContentEndpoint,
  DoctorEndpoint,
  type HospitalLocation,
  PatientEndpoint,
} from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import type { PreloadedState } from '../store/store';
import {
  appointmentOf,
  consultedOf,
  doctorAhmed,
  doctorMariam,
  doctorNoura,
  listed,
  signedIn,
  son,
  specialties,
  success,
} from '../test-utils/care';
import {
  type Answer,
  answer,
  answerCall,
  inLanguage,
  pending,
  screenLoader,
  screenStory,
} from '../test-utils/screenStory';
import { DashboardScreen, ready } from './DashboardScreen';

const locationOf = (
  id: number,
  locationId: string,
  [name, nameAr]: [string, string],
  [address, addressAr]: [string, string],
) => ({ id, locationId, name, nameAr, address, addressAr });

const places = [
  locationOf(
    3,
    'AD10',
    ['Al Dhannah Hospital', 'مستشفى الظنة'],
    ['Al Dhannah City, Al Dhafra Region', 'مدينة الظنة، منطقة الظفرة'],
  ),
  locationOf(4, 'AD11', ['Ruwais Clinic', 'عيادة الرويس'], ['Ruwais Housing Complex', 'مجمع الرويس السكني']),
  locationOf(
    5,
    'AD12',
    ['Mirfa Clinic', 'عيادة المرفأ'],
    ['Mirfa City, Al Dhafra Region', 'مدينة المرفأ، منطقة الظفرة'],
  ),
];

/** The brand's hospitals in the language asked for, the user's (AD10) among them: the gate stays closed. */
const locations = answer(ContentEndpoint.locations, ({ lang }) =>
  listed(
    places.map(
      (place): HospitalLocation => ({
        id: place.id,
        locationId: place.locationId,
        name: lang === 'ar' ? place.nameAr : place.name,
        address: lang === 'ar' ? place.addressAr : place.address,
        brandname: 'aldhannah',
        his_name: 'ADH',
        insurance_validation: 'no',
        is_arabic: lang === 'ar',
        latitude: 24.19,
        longitude: 52.58,
        locationImg: null,
        map_link: null,
        vblog: 'aldhannah',
        websiteLink: null,
      }),
    ),
  ),
);

const history = (upcomingAppts: AppointmentHistoryResponse['data']['upcomingAppts']) =>
  answerCall<AppointmentHistoryResponse>('POST', AppointmentPath.history, () => ({
    message: { status: 'Success', message: [] },
    data: { upcomingAppts, pastAppts: [], consultedDoctors: [] },
  }));

const lookups: Answer[] = [
  answer(AppointmentEndpoint.departmentCodes, () => success(['IVF'])),
  // The search box's hint.
  answer(DoctorEndpoint.specialtiesByLocation, () => listed(specialties)),
  locations,
];

const meta = {
  title: 'Screens/Dashboard',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = { screen: DashboardScreen, path: '/auth/dashboard', preloadedState: signedIn };

const welcome = () => inLanguage('Welcome, Aisha', 'أهلًا بك، Aisha');

/** The patient's next appointments (a son's among them) and the doctors seen lately. */
export const Upcoming: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [
        ...lookups,
        history([
          appointmentOf({ apptDate: '2030-03-11', apptTime: '09:00' }),
          appointmentOf({
            appointmentId: '44',
            apptDate: '2030-03-19',
            apptTime: '15:30',
            physicianName: doctorMariam.name,
            physicianName_ar: doctorMariam.name_ar,
            specialty: doctorMariam.specialty,
            specialty_ar: doctorMariam.specialty_ar,
            familyMemberId: son.familyMemberId,
            patientName: 'Yousef Al Mansoori',
          }),
          appointmentOf({
            appointmentId: '52',
            apptDate: '2030-05-20',
            apptTime: '16:00',
            physicianName: doctorNoura.name,
            physicianName_ar: doctorNoura.name_ar,
            specialty: doctorNoura.specialty,
            specialty_ar: doctorNoura.specialty_ar,
            scheduleType: 'TELEMED',
          }),
        ]),
        answer(PatientEndpoint.recentConsultations, () =>
          success([consultedOf(doctorMariam, '2025-11-02'), consultedOf(doctorAhmed, '2025-09-14')]),
        ),
      ],
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: welcome() })).toBeVisible();
    // The recent doctors' last visit.
    await expect(await canvas.findByText(/02\/11\/2025/)).toBeVisible();
  },
};

/** A new patient: nothing booked, no doctor seen. */
export const FirstVisit: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [...lookups, history([]), answer(PatientEndpoint.recentConsultations, () => success([]))],
    }),
  ],
  play: async ({ canvas }) => {
    const none = inLanguage('No Upcoming Appointments', 'لا توجد مواعيد قادمة');
    await expect(await canvas.findByText(none)).toBeVisible();
  },
};

/** While the appointments and the recent doctors load. */
export const Loading: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [
        ...lookups,
        pending({ method: 'POST', path: AppointmentPath.history }),
        pending(PatientEndpoint.recentConsultations),
      ],
    }),
  ],
};

const noDateOfBirth: PreloadedState = {
  ...signedIn,
  session: signedIn.session && {
    ...signedIn.session,
    user: signedIn.session.user && { ...signedIn.session.user, isDOBAvailable: false, facilityId: null },
  },
};

/** An account with no date of birth nor hospital yet: the gate asks for both. */
export const CompleteProfile: Story = {
  decorators: [
    screenStory({
      ...at,
      preloadedState: noDateOfBirth,
      answers: [...lookups, history([]), answer(PatientEndpoint.recentConsultations, () => success([]))],
    }),
  ],
  play: async () => {
    // The dialog is portalled to the body, outside the canvas.
    const title = inLanguage('Complete Profile', 'إكمال الملف الشخصي');
    const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 10_000 });
    // Seen once it has faded in.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
