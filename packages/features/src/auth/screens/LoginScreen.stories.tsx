import { AuthPath } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inPublicCard, uaePassOn } from '../../test-utils/accountStory';
import { inLanguage, refusal, screenLoader, screenStory } from '../../test-utils/screenStory';
import { LoginScreen, ready } from './LoginScreen';

const meta = {
  title: 'Screens/Login',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = { screen: inPublicCard(LoginScreen), path: '/home/login' };

const submitLabel = () => inLanguage('Login', 'تسجيل الدخول');

/** The first screen: mobile and password, UAE PASS beside them, the app stores under. */
export const SignIn: Story = {
  decorators: [screenStory({ ...at, answers: [uaePassOn] })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: submitLabel() })).toBeVisible();
    const uaePass = inLanguage('Sign in with UAE PASS', 'تسجيل الدخول عبر الهوية الرقمية (UAE PASS)');
    await expect(await canvas.findByRole('button', { name: uaePass })).toBeVisible();
  },
};

/** A wrong password: the server's refusal stays in the form, with the lock rule. */
export const WrongPassword: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [
        uaePassOn,
        // identify is not described by the contract (its body is read as login or registration).
        refusal({ method: 'POST', path: AuthPath.identify }, 400, 'Invalid', 'auth.invalidCredentials'),
      ],
    }),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(inLanguage('Mobile number', 'رقم الجوال')), '501234567');
    await userEvent.type(
      canvas.getByLabelText(inLanguage('Password', 'كلمة المرور'), { exact: true }),
      'Secret@123',
    );
    const submit = canvas.getByRole('button', { name: submitLabel() });
    await userEvent.click(submit);
    await userEvent.unhover(submit);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      inLanguage('Invalid mobile number or password.', 'رقم الجوال أو كلمة المرور غير صحيحة.'),
    );
    await expect(alert).toHaveTextContent(
      inLanguage(
        'After 5 failed attempts, the account is locked for 15 minutes.',
        'بعد 5 محاولات فاشلة، يُقفل الحساب لمدة 15 دقيقة.',
      ),
    );
  },
};
