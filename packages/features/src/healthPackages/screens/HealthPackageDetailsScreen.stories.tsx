import { type BookPackageRequest, ContentEndpoint, ContentText } from '@portal/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { typeDate } from '../../test-utils/accountStory';
import { signedIn, success } from '../../test-utils/care';
import { brandLocations, executivePackage, packages } from '../../test-utils/content';
import { answer, inLanguage, refusal, screenLoader, screenStory } from '../../test-utils/screenStory';
import { HealthPackageDetailsScreen, ready } from './HealthPackageDetailsScreen';

const meta = {
  title: 'Screens/HealthPackageDetails',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const executiveAnswer = answer(ContentEndpoint.package, () =>
  success({ status: 'success', data: executivePackage(), message: '' }),
);

/** What the story's server was asked to book. */
const booked: BookPackageRequest[] = [];
const bookingAnswer = answer(ContentEndpoint.bookPackage, (request) => {
  booked.push(request);
  return {
    message: { status: 'Success', message: [ContentText.packageBooked], code: 'content.packageBooked' },
    data: { result: true as const },
  };
});

const at = (answers: Parameters<typeof screenStory>[0]['answers']) =>
  screenStory({
    screen: HealthPackageDetailsScreen,
    path: '/auth/healthPackageDetails',
    preloadedState: signedIn,
    state: () => {
      const [executive] = packages();
      return { name: executive?.name, title: executive?.title, image: executive?.imageSet.src };
    },
    answers: [executiveAnswer, brandLocations, ...(answers ?? [])],
  });

const basic = () => inLanguage('Basic', 'الأساسية');

/** Opens 'Book Health Package' from the Basic card; the dialog (in the page's body) is returned. */
async function openBooking({ canvasElement, userEvent }: Pick<StoryContext, 'canvasElement' | 'userEvent'>) {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', { name: inLanguage(`Book ${basic()}`, `احجز ${basic()}`) }),
  );
  const dialog = await within(document.body).findByRole('dialog', {
    name: inLanguage('Book Health Package', 'حجز باقة صحية'),
  });
  // The patient's hospital is chosen once the brand's locations are in.
  await waitFor(() =>
    expect(
      within(dialog).getByRole('button', { name: new RegExp(inLanguage('Location', 'الموقع')) }),
    ).toHaveTextContent(inLanguage('Al Dhannah Hospital', 'مستشفى الظنة')),
  );
  return dialog;
}

/** The banner (title and 'Exclusive Health Packages') and a card per sub-package, its HTML sanitised. */
export const Details: Story = {
  decorators: [at([])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: inLanguage('A complete check-up in one morning', 'فحص شامل في صباح واحد'),
      }),
    ).toBeVisible();
    await expect(canvas.getByText(inLanguage('Exclusive Health Packages', 'باقات صحية حصرية'))).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: basic() })).toBeVisible();
    await expect(
      await canvas.findByText(inLanguage('Cardiac stress test', 'اختبار جهد القلب')),
    ).toBeVisible();
    await expect(
      canvas.getAllByText(inLanguage('Terms & Conditions*', 'تطبق الشروط والأحكام*')),
    ).toHaveLength(2);
    // DOMPurify took the description's script out.
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  },
};

/** Book with the first name emptied and no date: 'All fields are required', and nothing is sent. */
export const BookingRefused: Story = {
  decorators: [at([bookingAnswer])],
  play: async ({ canvasElement, userEvent }) => {
    booked.length = 0;
    const dialog = await openBooking({ canvasElement, userEvent });
    const inDialog = within(dialog);
    const firstName = inDialog.getByRole('textbox', { name: inLanguage('First name', 'الاسم الأول') });
    await expect(firstName).toHaveValue('Aisha');
    await userEvent.clear(firstName);
    await userEvent.click(inDialog.getByRole('button', { name: inLanguage('Book', 'احجز') }));
    const required = inLanguage('All fields are required', 'جميع الحقول مطلوبة');
    await waitFor(() => expect(inDialog.getAllByText(required)).toHaveLength(2));
    await expect(firstName).toHaveFocus();
    await expect(booked).toHaveLength(0);
  },
};

/** Booked: 'Health package booked successfully', what the form held sent, the dialog gone after 3 s. */
export const Booked: Story = {
  decorators: [at([bookingAnswer])],
  play: async ({ canvasElement, userEvent }) => {
    booked.length = 0;
    const dialog = await openBooking({ canvasElement, userEvent });
    const inDialog = within(dialog);
    await typeDate(
      { canvas: inDialog, userEvent },
      inLanguage('Preferred date', 'التاريخ المفضل'),
      '15032030',
    );
    await userEvent.click(inDialog.getByRole('button', { name: inLanguage('Book', 'احجز') }));
    await expect(
      await inDialog.findByText(
        inLanguage('Health package booked successfully', 'تم حجز الباقة الصحية بنجاح'),
      ),
    ).toBeVisible();
    await expect(booked).toEqual([
      expect.objectContaining({
        facilityId: ['AD10'],
        firstName: 'Aisha',
        mobile: '501234567',
        callingCode: '971',
        hospitalLocation: 3,
        packageName: 'executive',
        subPackageName: basic(),
        apptDate: '2030-03-15',
      }),
    ]);
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 4500 });
  },
};

/** The server would not book it: 'Health package was not booked', and the form stays to try again. */
export const NotBooked: Story = {
  decorators: [at([refusal(ContentEndpoint.bookPackage, 400, 'Invalid', 'content.packageNotBooked')])],
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openBooking({ canvasElement, userEvent });
    const inDialog = within(dialog);
    await typeDate(
      { canvas: inDialog, userEvent },
      inLanguage('Preferred date', 'التاريخ المفضل'),
      '15032030',
    );
    await userEvent.click(inDialog.getByRole('button', { name: inLanguage('Book', 'احجز') }));
    await expect(
      await inDialog.findByText(inLanguage('Health package was not booked', 'لم يتم حجز الباقة الصحية')),
    ).toBeVisible();
    await expect(inDialog.getByRole('button', { name: inLanguage('Book', 'احجز') })).toBeEnabled();
  },
};
