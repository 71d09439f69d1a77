import { AuthEndpoint, PasswordEndpoint } from '@portal/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { inPublicCard, typeDate } from '../test-utils/accountStory';
import { success } from '../test-utils/care';
import { answer, inLanguage, refusal, screenLoader, screenStory } from '../test-utils/screenStory';
import { ForgotPasswordScreen, ready } from './ForgotPasswordScreen';

const meta = {
  title: 'Screens/ForgotPassword',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = { screen: inPublicCard(ForgotPasswordScreen), path: '/home/forgotpassword' };

const dateOfBirth = () => inLanguage('Date of birth', 'تاريخ الميلاد');

/** Step 1 sent as a patient fills it in. */
async function sendDetails(context: Pick<StoryContext, 'canvas' | 'userEvent'>) {
  const { canvas, userEvent } = context;
  await userEvent.type(canvas.getByLabelText(inLanguage('Mobile number', 'رقم الجوال')), '507700002');
  await typeDate(context, dateOfBirth(), '12041990');
  const send = canvas.getByRole('button', { name: inLanguage('Send OTP', 'إرسال الرمز') });
  await userEvent.click(send);
  await userEvent.unhover(send);
}

/** Step 1: the mobile number and date of birth that find the account. */
export const Details: Story = {
  decorators: [screenStory(at)],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: inLanguage('Forgot password', 'نسيت كلمة المرور') }),
    ).toBeVisible();
    await expect(canvas.getByText(new RegExp(`^${inLanguage('Step', 'الخطوة')}`))).toHaveTextContent(
      inLanguage('Step 1 of 3', 'الخطوة 1 من 3'),
    );
  },
};

/** A date of birth that is not the account's: the refusal shows on the date too. */
export const WrongDateOfBirth: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [refusal(PasswordEndpoint.sendOtpForPassword, 400, 'Invalid', 'account.invalidDateOfBirth')],
    }),
  ],
  play: async (context) => {
    await sendDetails(context);
    const wrong = inLanguage('Invalid date of birth', 'تاريخ الميلاد غير صحيح');
    await expect(await context.canvas.findByText(wrong)).toBeVisible();
  },
};

/** Step 3, once the code is accepted: the new password and its confirmation. */
export const NewPassword: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [
        answer(PasswordEndpoint.sendOtpForPassword, () => success({ otpValidity: 5 })),
        answer(AuthEndpoint.verifyOtp, () => success({ validOtp: true })),
      ],
    }),
  ],
  play: async (context) => {
    const { canvas, userEvent } = context;
    await sendDetails(context);
    const code = await canvas.findByLabelText(inLanguage('One-time code', 'رمز التحقق لمرة واحدة'));
    await userEvent.type(code, '731905');
    const verify = canvas.getByRole('button', { name: inLanguage('Verify', 'تحقق') });
    await userEvent.click(verify);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: inLanguage('Set a new password', 'تعيين كلمة مرور جديدة'),
      }),
    ).toBeVisible();
    // The 'code sent' toast of step 1 closes by itself (3 s); the screenshot waits for it, so it
    // never depends on how long the steps took.
    const sent = inLanguage('OTP sent to your mobile number', 'تم إرسال رمز التحقق إلى رقم جوالك');
    await waitFor(() => expect(screen.queryByText(sent)).not.toBeInTheDocument(), { timeout: 6000 });
  },
};
