import {
  AppointmentEndpoint,
  type Medication,
  MedicationPath,
  type MedicationsResponse,
} from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { self, signedIn, son } from '../../test-utils/care';
import {
  type Answer,
  answer,
  answerCall,
  inLanguage,
  pending,
  screenLoader,
  screenStory,
} from '../../test-utils/screenStory';
import { MedicationsScreen, ready } from './MedicationsScreen';

/* Fixed dates: the list shows what the server split; only the dialog counts days to today. */
const drug = (overrides: Partial<Medication>): Medication => ({
  prescriptionId: 'RX200101',
  brandName: 'Panadol',
  genericName: 'Paracetamol',
  frequency: '1 tablet three times a day when needed',
  frequency_ar: 'قرص واحد ثلاث مرات يومياً عند الحاجة',
  duration: 7,
  creationDate: '2026-11-21T10:15:00+04:00',
  physicianNo: 'D1001',
  doctorName: 'Dr. Ahmed Al Hashimi',
  doctorName_ar: 'د. أحمد الهاشمي',
  doctorImage: null,
  ...overrides,
});

const active = [
  drug({}),
  drug({
    brandName: 'Augmentin',
    genericName: 'Amoxicillin and Clavulanic acid',
    frequency: '1 tablet twice a day',
    frequency_ar: 'قرص واحد مرتين يومياً',
    duration: 10,
  }),
  drug({
    prescriptionId: 'RX200103',
    brandName: 'Glucophage',
    genericName: 'Metformin',
    frequency: '1 tablet twice a day with meals',
    frequency_ar: 'قرص واحد مرتين يومياً مع الوجبات',
    duration: 90,
    creationDate: '2026-11-08T16:40:00+04:00',
    physicianNo: 'D1006',
    doctorName: 'Dr. Khalid Al Mazrouei',
    doctorName_ar: 'د. خالد المزروعي',
  }),
];
/* Courses long over: the dialog shows them complete whatever today is. */
const past = [
  drug({
    prescriptionId: 'RX200104',
    brandName: 'Nexium',
    genericName: 'Esomeprazole',
    frequency: '1 capsule once a day before breakfast',
    frequency_ar: 'كبسولة واحدة مرة يومياً قبل الإفطار',
    duration: 14,
    creationDate: '2025-10-17T09:40:00+04:00',
  }),
  drug({
    prescriptionId: 'RX200104',
    brandName: 'Brufen',
    genericName: 'Ibuprofen',
    frequency: '1 tablet three times a day after meals',
    frequency_ar: 'قرص واحد ثلاث مرات يومياً بعد الوجبات',
    duration: 5,
    creationDate: '2025-10-17T09:40:00+04:00',
  }),
];

const medications = (data: MedicationsResponse['data']): Answer =>
  answerCall<MedicationsResponse>('POST', MedicationPath.medications, () => ({
    message: { status: 'Success', message: [] },
    data,
  }));

const patients = answer(AppointmentEndpoint.patients, () => ({
  message: { status: 'Success', message: [] },
  data: [self, son],
}));

const meta = {
  title: 'Screens/Medications',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = { screen: MedicationsScreen, path: '/auth/myMedication', preloadedState: signedIn };

/** Active Medication: a row per prescription. */
export const Active: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [patients, medications({ activeMedications: active, pastMedications: past })],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: inLanguage('My Medications', 'أدويتي') }),
    ).toBeVisible();
    await expect(
      (await canvas.findAllByText(inLanguage('Dr. Khalid Al Mazrouei', 'د. خالد المزروعي'))).length,
    ).toBeGreaterThan(0);
  },
};

/** Past Medication (?tab=2) with a prescription's drugs open: both courses complete. */
export const PastDetail: Story = {
  decorators: [
    screenStory({
      ...at,
      search: '?tab=2',
      answers: [patients, medications({ activeMedications: active, pastMedications: past })],
    }),
  ],
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const [view] = await canvas.findAllByRole('button', {
      name: new RegExp(`^${inLanguage('View Medication', 'عرض الأدوية')}`),
    });
    if (!view) throw new Error('no View Medication');
    await userEvent.click(view);
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByRole('progressbar', { name: /Nexium/ })).toHaveAttribute('aria-valuenow', '14');
    await expect(
      dialog.getByText(
        inLanguage('1 capsule once a day before breakfast', 'كبسولة واحدة مرة يومياً قبل الإفطار'),
        { exact: false },
      ),
    ).toBeInTheDocument();
  },
};

/** Nothing prescribed: the spec's empty text. */
export const Empty: Story = {
  decorators: [
    screenStory({ ...at, answers: [patients, medications({ activeMedications: [], pastMedications: [] })] }),
  ],
  play: async ({ canvasElement }) => {
    const empty = inLanguage('No Active Medications', 'لا توجد أدوية حالية');
    await expect(await within(canvasElement).findByText(empty)).toBeVisible();
  },
};

/** While the list loads: 'Please Wait! Loading Medications'. */
export const Loading: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [patients, pending({ method: 'POST', path: MedicationPath.medications })],
    }),
  ],
  play: async ({ canvasElement }) => {
    const loading = inLanguage('Please Wait! Loading Medications', 'يرجى الانتظار! جارٍ تحميل الأدوية');
    await expect(await within(canvasElement).findByText(loading)).toBeVisible();
  },
};
