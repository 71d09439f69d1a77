import {
  AppointmentEndpoint,
  type BookingPatient,
  type LabOrder,
  ReportPeriod,
  ReportsEndpoint,
  ReportsMessages,
  ReportsPath,
} from '@portal/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { holdClock, typeDate } from '../../test-utils/accountStory';
import { self, signedIn, son, success } from '../../test-utils/care';
import {
  type Answer,
  answer,
  inLanguage,
  pending,
  refusal,
  screenLoader,
  screenStory,
} from '../../test-utils/screenStory';
import type { LabReportsState } from '../state';
import { LabReportsScreen, ready } from './LabReportsScreen';

const meta = {
  title: 'Screens/DiagnosticReports',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Aisha's husband, on a mobile of his own: his reports need the code and are protected. */
const husband: BookingPatient = {
  ...self,
  familyMemberId: 12,
  firstName: 'Hamad',
  relationId: 3,
  relation: 'Husband',
  relation_ar: 'زوج',
  dateOfBirth: '1987-02-03',
  mobile: '506667788',
  documentId: '784198711223344',
};

const orderOf = (docNumber: string, orderDate: string, docType: 'LAB' | 'RBF', tests: [string, string][]) =>
  ({
    docNumber,
    orderDate,
    docType,
    facilityId: 'AD10',
    testNames: tests.map(([en]) => en),
    testNames_ar: tests.map(([, ar]) => ar),
    reportDetails: {
      docNumberRef: `${docNumber}-REF`,
      docNumber,
      docPart: 1,
      docType,
      docVersion: 1,
      facilityId: 'AD10',
      patientId: 'P-100',
    },
  }) satisfies LabOrder;

const CURRENT: LabOrder[] = [
  orderOf('LAB-260311', '2026-11-20', 'LAB', [
    ['Complete Blood Count', 'تعداد الدم الكامل'],
    ['HbA1c', 'الهيموجلوبين السكري'],
  ]),
  orderOf('RBF-260207', '2026-11-09', 'RBF', [['Chest X-Ray', 'أشعة سينية للصدر']]),
];
const PAST: LabOrder[] = [
  orderOf('LAB-259120', '2026-08-14', 'LAB', [['Lipid Profile', 'دهون الدم']]),
  orderOf('LAB-258004', '2026-06-02', 'LAB', [['Vitamin D', 'فيتامين د']]),
];

const patients = answer(AppointmentEndpoint.patients, () => success([self, son, husband]));

/** The list as the server sends it: the tab's orders, of one type when asked. */
const reports = (current: LabOrder[] = CURRENT, past: LabOrder[] = PAST) =>
  answer(ReportsEndpoint.list, ({ period, docType }) => {
    const orders = (period === ReportPeriod.Past ? past : current).filter(
      (order) => !docType || order.docType === docType,
    );
    return {
      message: { status: 'Success', message: [], ...(orders.length ? {} : { code: 'reports.noReports' }) },
      data: { startDate: '2026-10-27', endDate: '2026-11-26', orders },
    };
  });

const access = (passwordProtected: boolean, otpRequired: boolean) =>
  answer(ReportsEndpoint.access, () => success({ passwordProtected, otpRequired }));

/** The PDF call (a file answer, not one of ReportsEndpoint). */
const pdf: Answer = {
  endpoint: { method: 'POST', path: ReportsPath.pdf },
  respond: () => ({ status: 200, body: new Blob(['%PDF-1.7\n'], { type: 'application/pdf' }) }),
};

const at = { screen: LabReportsScreen, path: '/auth/diagnosticReports', preloadedState: signedIn };

/** Dialogs open outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const viewButton = (number: string) => ({
  name: inLanguage(`View report ${number}`, `عرض التقرير ${number}`),
});

/** The patient's reports of the last 30 days, laboratory and radiology. */
export const Current: Story = {
  decorators: [screenStory({ ...at, answers: [patients, reports(), access(false, false)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'LAB-260311' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'RBF-260207' })).toBeVisible();
    await expect(
      canvas.getByText(inLanguage('Complete Blood Count, HbA1c', 'تعداد الدم الكامل، الهيموجلوبين السكري')),
    ).toBeVisible();
    const list = within(canvas.getByRole('list', { name: inLanguage('Current', 'الحالية') }));
    await expect(list.getByText(inLanguage('Radiology (RBF)', 'الأشعة'))).toBeVisible();
  },
};

/** The Past tab: one to six months back. */
export const Past: Story = {
  decorators: [screenStory({ ...at, answers: [patients, reports(), access(false, false)] })],
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'LAB-260311' });
    await userEvent.click(canvas.getByRole('tab', { name: inLanguage('Past', 'السابقة') }));
    await expect(await canvas.findByRole('heading', { name: 'LAB-259120' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'LAB-260311' })).toBeNull();
  },
};

/** Nothing in the tab: the spec's empty text. */
export const Empty: Story = {
  decorators: [screenStory({ ...at, answers: [patients, reports([], []), access(false, false)] })],
  play: async ({ canvas }) => {
    const empty = inLanguage('No Reports to display', 'لا توجد تقارير لعرضها');
    await expect(await canvas.findByText(empty)).toBeVisible();
  },
};

/** The hospital could not be asked: the spec's error text and a retry. */
export const Failed: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [patients, refusal(ReportsEndpoint.list, 503, 'Error', 'reports.somethingWentWrong')],
    }),
  ],
  play: async ({ canvas }) => {
    const failed = inLanguage('Something went wrong. Try again', 'حدث خطأ ما. حاول مرة أخرى');
    await expect(await canvas.findByText(failed)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: inLanguage('Try again', 'حاول مرة أخرى') }),
    ).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  decorators: [screenStory({ ...at, answers: [patients, pending(ReportsEndpoint.list)] })],
};

/** Radiology only, then a report number: the search starts at the third character. */
export const Filtered: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [
        patients,
        reports([
          ...CURRENT,
          orderOf('RBF-260199', '2026-11-02', 'RBF', [['Knee MRI', 'رنين مغناطيسي للركبة']]),
        ]),
        access(false, false),
      ],
    }),
  ],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { name: 'LAB-260311' });
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(inLanguage('Report type', 'نوع التقرير')) }),
    );
    await userEvent.click(
      await page(canvasElement).findByRole('option', { name: inLanguage('Radiology (RBF)', 'الأشعة') }),
    );
    // The radiology list, as the server answered it for RBF.
    await canvas.findByRole('heading', { name: 'RBF-260199' });
    await expect(canvas.queryByRole('heading', { name: 'LAB-260311' })).toBeNull();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    const search = canvas.getByRole('searchbox', {
      name: inLanguage('Search by report number', 'البحث برقم التقرير'),
    });
    await userEvent.type(search, '19');
    // Two characters do not narrow the list yet.
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await userEvent.type(search, '9');
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(1));
    await expect(canvas.getByRole('heading', { name: 'RBF-260199' })).toBeVisible();
  },
};

/** The patient's own report: fetched at once, then Open and Download. */
export const OwnReport: Story = {
  decorators: [screenStory({ ...at, answers: [patients, reports(), access(false, false), pdf] })],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', viewButton('LAB-260311')));
    const dialog = within(await page(canvasElement).findByRole('dialog'));
    await expect(
      dialog.getByRole('link', { name: inLanguage('Open report', 'فتح التقرير') }),
    ).toHaveAttribute('href', expect.stringMatching(/^blob:/));
    await expect(dialog.getByRole('link', { name: inLanguage('Download', 'تنزيل') })).toHaveAttribute(
      'download',
      'LAB-260311.pdf',
    );
  },
};

const husbandsReports: LabReportsState = { fromNotification: true, familyMemberId: husband.familyMemberId };

/** A member on a mobile of their own (opened from a notification): the code goes to that mobile first. */
export const OtpStep: Story = {
  beforeEach: holdClock,
  decorators: [
    screenStory({
      ...at,
      state: husbandsReports,
      answers: [
        patients,
        reports(),
        access(true, true),
        answer(ReportsEndpoint.sendOtp, () => ({
          message: { status: 'Success', message: [ReportsMessages.otpSent.text], code: 'reports.otpSent' },
          data: { otpValidity: 5 },
        })),
      ],
    }),
  ],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(
      await canvas.findByRole('button', {
        name: new RegExp(inLanguage('Hamad Al Mansoori', 'Hamad Al Mansoori')),
      }),
    ).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', viewButton('LAB-260311')));
    const dialog = within(
      await page(canvasElement).findByRole('dialog', { name: inLanguage('Verify OTP', 'التحقق من الرمز') }),
    );
    // Visible once the dialog has faded in.
    await waitFor(() => expect(dialog.getByText(/Hamad Al Mansoori/)).toBeVisible());
    await expect(dialog.getByText(/\*+788/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /60/ })).toBeDisabled();
  },
};

/** The code verified: the confidentiality notice names how the file's password is made. */
export const Notice: Story = {
  decorators: [
    screenStory({ ...at, state: husbandsReports, answers: [patients, reports(), access(true, false), pdf] }),
  ],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', viewButton('LAB-260311')));
    const notice = within(
      await page(canvasElement).findByRole('alertdialog', {
        name: inLanguage('Confidential report', 'تقرير سري'),
      }),
    );
    await waitFor(() => expect(notice.getByText(/DDMMYYYY/)).toBeVisible());
    await expect(notice.getByText('AHME05031990')).toBeVisible();
    await expect(
      notice.getByRole('button', { name: inLanguage('Ok, Continue', 'موافق، متابعة') }),
    ).toHaveFocus();
  },
};

async function openOldReport({ canvas, canvasElement, userEvent }: StoryContext) {
  await canvas.findByRole('heading', { name: 'LAB-260311' });
  await userEvent.click(
    canvas.getByRole('button', { name: inLanguage('Request Old Report', 'طلب تقرير قديم') }),
  );
  return within(
    await page(canvasElement).findByRole('dialog', {
      name: inLanguage('Request Old Report', 'طلب تقرير قديم'),
    }),
  );
}

/** Sent with no date, then a date in the future: the spec's two refusals on the field. */
export const OldReportRefused: Story = {
  decorators: [screenStory({ ...at, answers: [patients, reports(), access(false, false)] })],
  play: async (context) => {
    const { userEvent } = context;
    const dialog = await openOldReport(context);
    const submit = dialog.getByRole('button', { name: inLanguage('Submit', 'إرسال') });
    await userEvent.click(submit);
    await expect(
      await dialog.findByText(inLanguage('Date Format Error', 'خطأ في صيغة التاريخ')),
    ).toBeVisible();
    await typeDate(
      { canvas: dialog, userEvent },
      inLanguage('Last visit date', 'تاريخ آخر زيارة'),
      '01012099',
    );
    await userEvent.click(submit);
    await expect(
      await dialog.findByText(inLanguage('Date Range Error', 'خطأ في نطاق التاريخ')),
    ).toBeVisible();
  },
};

/** A past visit date for the son: stored, the success message, the dialog closed. */
export const OldReportSent: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [
        patients,
        reports(),
        access(false, false),
        answer(ReportsEndpoint.oldReport, () => ({
          message: {
            status: 'Success',
            message: [ReportsMessages.oldReportRequested.text],
            code: 'reports.oldReportRequested',
          },
          data: { result: true },
        })),
      ],
    }),
  ],
  play: async (context) => {
    const { canvasElement, userEvent } = context;
    const dialog = await openOldReport(context);
    await typeDate(
      { canvas: dialog, userEvent },
      inLanguage('Last visit date', 'تاريخ آخر زيارة'),
      '15032025',
    );
    await userEvent.click(dialog.getByRole('button', { name: inLanguage('Submit', 'إرسال') }));
    await expect(
      await page(canvasElement).findByText(
        inLanguage(
          'Your request for the old report has been sent.',
          'تم إرسال طلبك للحصول على التقرير القديم.',
        ),
      ),
    ).toBeVisible();
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
