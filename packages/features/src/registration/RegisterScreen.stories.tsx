import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { inPublicCard, lookups, typeDate } from '../test-utils/accountStory';
import { inLanguage, screenLoader, screenStory } from '../test-utils/screenStory';
import { RegisterScreen, ready } from './RegisterScreen';

const meta = {
  title: 'Screens/Register',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = { screen: inPublicCard(RegisterScreen), path: '/home/register', answers: lookups };

const continueLabel = () => inLanguage('Continue', 'متابعة');

/** The empty form: Continue waits for the terms. */
export const Details: Story = {
  decorators: [screenStory(at)],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: inLanguage('Register', 'التسجيل') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: continueLabel() })).toBeDisabled();
  },
};

/** Filled in and continued: the document is confirmed before the code is sent, as it cannot change. */
export const ConfirmDocument: Story = {
  decorators: [screenStory(at)],
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.type(canvas.getByLabelText(inLanguage('Mobile number', 'رقم الجوال')), '507700001');
    const documentType = canvas.getByRole('button', {
      name: new RegExp(inLanguage('Document type', 'نوع الوثيقة')),
    });
    // Disabled until the document types have loaded.
    await waitFor(() => expect(documentType).toBeEnabled());
    await userEvent.click(documentType);
    const emiratesId = inLanguage('Emirates ID', 'الهوية الإماراتية');
    await userEvent.click(await screen.findByRole('option', { name: emiratesId }));
    await userEvent.type(canvas.getByLabelText(inLanguage('Document ID', 'رقم الوثيقة')), '784199012345678');
    await typeDate(context, inLanguage('Date of birth', 'تاريخ الميلاد'), '12041990');
    await userEvent.click(
      canvas.getByRole('checkbox', {
        name: inLanguage(
          'I agree to the Terms and Conditions and the Privacy Policy',
          'أوافق على الشروط والأحكام وسياسة الخصوصية',
        ),
      }),
    );
    const submit = canvas.getByRole('button', { name: continueLabel() });
    await userEvent.click(submit);
    await userEvent.unhover(submit);
    // The dialog is portalled to the body, outside the canvas.
    const dialog = await screen.findByRole('alertdialog');
    // Seen once it has faded in.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText('784-1990-1234567-8')).toBeVisible();
    await expect(within(dialog).getByText(new RegExp(emiratesId))).toBeVisible();
  },
};
