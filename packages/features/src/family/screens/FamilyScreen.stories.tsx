import {
  FamilyEndpoint,
  type FamilyMember,
  FamilyMessages,
  FamilySaveStatus,
  MasterdataEndpoint,
} from '@portal/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { holdClock, lookups } from '../../test-utils/accountStory';
import { signedIn, success } from '../../test-utils/care';
import { hamad, relations, yousef } from '../../test-utils/family';
import {
  type Answer,
  answer,
  inLanguage,
  pending,
  refusal,
  screenLoader,
  screenStory,
} from '../../test-utils/screenStory';
import { FamilyScreen, ready } from './FamilyScreen';

const meta = {
  title: 'Screens/Family',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = { screen: FamilyScreen, path: '/auth/manageFamily', preloadedState: signedIn };

const listOf = (members: FamilyMember[]) => answer(FamilyEndpoint.list, () => success(members));
const formLookups: Answer[] = [...lookups, answer(MasterdataEndpoint.relations, () => success(relations))];

/** The dialog, which opens outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Add member, then every field of a daughter whose Emirates ID reads 784 + her birth year. */
async function fillNewMember({ canvas, canvasElement, userEvent }: StoryContext) {
  await userEvent.click(await canvas.findByRole('button', { name: inLanguage('Add member', 'إضافة فرد') }));
  const dialog = within(await page(canvasElement).findByRole('dialog'));
  const fill = async (label: string, text: string) => {
    await userEvent.click(dialog.getByLabelText(label));
    await userEvent.paste(text);
  };
  const choose = async (label: string, option: string) => {
    await userEvent.click(dialog.getByRole('button', { name: new RegExp(label) }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: option }));
  };
  await waitFor(() =>
    expect(
      dialog.getByRole('button', { name: new RegExp(inLanguage('Relation', 'صلة القرابة')) }),
    ).toBeEnabled(),
  );
  await choose(inLanguage('Relation', 'صلة القرابة'), inLanguage('Daughter', 'الابنة'));
  await fill(inLanguage('First name', 'الاسم الأول'), 'Mariam');
  await fill(inLanguage('Last name', 'اسم العائلة'), 'Al Mansoori');
  await fill(inLanguage('Email', 'البريد الإلكتروني'), 'mariam@example.ae');
  await userEvent.click(dialog.getByRole('radio', { name: inLanguage('Female', 'أنثى') }));
  const nationality = dialog.getByRole('combobox', { name: inLanguage('Nationality', 'الجنسية') });
  await userEvent.type(nationality, inLanguage('United', 'الإمارات'));
  await userEvent.click(
    await page(canvasElement).findByRole('option', { name: inLanguage('United Arab Emirates', 'الإمارات') }),
  );
  await fill(inLanguage('Mobile number', 'رقم الجوال'), '509876543');
  await choose(inLanguage('Document type', 'نوع الوثيقة'), inLanguage('Emirates ID', 'الهوية الإماراتية'));
  await fill(inLanguage('Document ID', 'رقم الوثيقة'), '784201012345678');
  const birth = dialog.getByRole('group', { name: inLanguage('Date of birth', 'تاريخ الميلاد') });
  await userEvent.click(within(birth).getAllByRole('spinbutton')[0] as HTMLElement);
  await userEvent.keyboard('05062010');
  return dialog;
}

/** Save, then 'Yes, continue' on the confirmation that the document cannot change later. */
async function saveAndConfirm({ canvasElement, userEvent }: StoryContext, dialog: ReturnType<typeof within>) {
  await userEvent.click(dialog.getByRole('button', { name: inLanguage('Save', 'حفظ') }));
  const confirm = within(await page(canvasElement).findByRole('alertdialog'));
  await userEvent.click(confirm.getByRole('button', { name: inLanguage('Yes, continue', 'نعم، متابعة') }));
}

/** The confirmation has closed (its closing animation over), leaving the one dialog. */
async function confirmationGone({ canvasElement }: StoryContext) {
  await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
}

/** Two members: name, relation, age, edit and delete; the banner about the facility's records. */
export const List: Story = {
  decorators: [screenStory({ ...at, answers: [listOf([yousef, hamad]), ...formLookups] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect((await canvas.findAllByText('Yousef Al Mansoori')).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(inLanguage('Husband', 'الزوج')).length).toBeGreaterThan(0);
  },
};

/** No members yet: the spec's empty text. */
export const Empty: Story = {
  decorators: [screenStory({ ...at, answers: [listOf([]), ...formLookups] })],
  play: async ({ canvas }) => {
    const empty = inLanguage('No family members to display', 'لا يوجد أفراد عائلة لعرضهم');
    await expect(await canvas.findByText(empty)).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  decorators: [screenStory({ ...at, answers: [pending(FamilyEndpoint.list), ...formLookups] })],
};

/** The list could not load: the spec's message and a retry. */
export const LoadFailed: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [refusal(FamilyEndpoint.list, 503, 'Error', 'auth.somethingWentWrong'), ...formLookups],
    }),
  ],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: inLanguage('Try again', 'حاول مرة أخرى') }),
    ).toBeVisible();
  },
};

/** Add member saved empty: each field says what it needs, the first one has focus. */
export const AddWithErrors: Story = {
  decorators: [screenStory({ ...at, answers: [listOf([yousef]), ...formLookups] })],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: inLanguage('Add member', 'إضافة فرد') }));
    const dialog = within(await page(canvasElement).findByRole('dialog'));
    const relation = dialog.getByRole('button', { name: new RegExp(inLanguage('Relation', 'صلة القرابة')) });
    // The relations have loaded (the field is enabled): the refusal's focus can land on it.
    await waitFor(() => expect(relation).toBeEnabled());
    await userEvent.click(dialog.getByRole('button', { name: inLanguage('Save', 'حفظ') }));
    await waitFor(async () =>
      expect(
        dialog.getAllByText(inLanguage('All fields are required', 'جميع الحقول مطلوبة')).length,
      ).toBeGreaterThan(5),
    );
    await waitFor(() => expect(relation).toHaveFocus());
  },
};

/** The member's details check out and the code went to their mobile: the verification step. */
export const OtpStep: Story = {
  beforeEach: holdClock,
  decorators: [
    screenStory({
      ...at,
      answers: [
        listOf([yousef]),
        ...formLookups,
        answer(FamilyEndpoint.save, () => ({
          message: {
            status: FamilySaveStatus.OTPSent,
            message: [FamilyMessages.otpSent.text],
            code: 'family.otpSent',
          },
          data: { referenceId: 'ref-1', otpValidity: 5 },
        })),
      ],
    }),
  ],
  play: async (context) => {
    const dialog = await fillNewMember(context);
    await saveAndConfirm(context, dialog);
    const step = within(
      await page(context.canvasElement).findByRole('dialog', {
        name: inLanguage('Verify OTP', 'التحقق من الرمز'),
      }),
    );
    await expect(step.getByText(/Mariam Al Mansoori/)).toBeVisible();
    await confirmationGone(context);
  },
};

/** The hospital has no such person: the spec's text in the dialog, the details kept to correct. */
export const NotFound: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [
        listOf([yousef]),
        ...formLookups,
        answer(FamilyEndpoint.save, () => ({
          message: {
            status: FamilySaveStatus.NotFound,
            message: [FamilyMessages.notFound.text],
            code: 'family.notFound',
          },
          data: null,
        })),
      ],
    }),
  ],
  play: async (context) => {
    const dialog = await fillNewMember(context);
    await saveAndConfirm(context, dialog);
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(
      inLanguage(
        'The details do not match with your registration records at the facility.',
        'البيانات لا تتطابق',
      ),
    );
    await expect(dialog.getByLabelText(inLanguage('First name', 'الاسم الأول'))).toHaveValue('Mariam');
    await confirmationGone(context);
  },
};
