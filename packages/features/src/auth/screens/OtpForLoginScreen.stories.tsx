import { AuthEndpoint } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { holdClock, inPublicCard } from '../../test-utils/accountStory';
import { inLanguage, refusal, screenLoader, screenStory } from '../../test-utils/screenStory';
import { clearPendingLogin, holdPendingLogin, type OtpForLoginState } from '../loginFlow';
import { OtpForLoginScreen, ready } from './OtpForLoginScreen';

/** What the login screen sends on with, after identify sent the code. */
const challenge: OtpForLoginState = {
  callingCode: '971',
  mobile: '501234567',
  otpValidity: 5,
  referenceId: '2b7e4c1a-9d3f-4e8b-a6c5-0f1e2d3c4b5a',
};

const meta = {
  title: 'Screens/OtpForLogin',
  loaders: [screenLoader(ready)],
  beforeEach: [
    holdClock,
    // The login holds the password in memory for this step (loginFlow), never in location state.
    () => {
      holdPendingLogin({
        callingCode: challenge.callingCode,
        mobile: challenge.mobile,
        password: 'Secret@123',
      });
      return clearPendingLogin;
    },
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = { screen: inPublicCard(OtpForLoginScreen), path: '/home/otpforlogin', state: challenge };

const codeLabel = () => inLanguage('One-time code', 'رمز التحقق لمرة واحدة');

/** The code sent: the masked number, its validity, Resend waiting out its 60 s. */
export const CodeSent: Story = {
  decorators: [screenStory(at)],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: inLanguage('Verify OTP', 'التحقق من الرمز') }),
    ).toBeVisible();
    await expect(canvas.getByText('+971 ******567')).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: inLanguage('Resend OTP in 60 s', 'إعادة إرسال الرمز خلال 60 ثانية'),
      }),
    ).toBeDisabled();
  },
};

/** A wrong code: refused, the field emptied with the message on it, ready for another try. */
export const WrongCode: Story = {
  decorators: [
    screenStory({ ...at, answers: [refusal(AuthEndpoint.login, 400, 'Invalid', 'auth.invalidOtp')] }),
  ],
  play: async ({ canvas }) => {
    // The code arrives whole, as the phone's SMS autofill gives it, and submits by itself. Not
    // typed with userEvent: the refusal replaces the field, and the typed-in field's removal made
    // userEvent send its change event from inside React's commit ('Should not already be working').
    fireEvent.input(canvas.getByLabelText(codeLabel()), { target: { value: '482910' } });
    await expect(await canvas.findByText(inLanguage('Invalid OTP', 'رمز التحقق غير صحيح'))).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(codeLabel())).toHaveValue(''));
  },
};
