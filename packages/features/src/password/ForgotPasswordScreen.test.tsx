import { AccountText, Messages, OTP_RESEND_SECONDS, PasswordPath, ServerText } from '@portal/contract';
import { toast } from '@portal/ui';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import { envelope, ok } from '../test-utils/fixtures';
import { mockApi, typeDate } from '../test-utils/forms';
import { redirectsAfter, renderScreen } from '../test-utils/render';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  toast.clear();
  await changeLanguage('en');
});

type Handlers = Parameters<typeof mockApi>[0];

function api(handlers: Handlers = {}) {
  return mockApi({
    [PasswordPath.sendOtpForPassword]: () => ok({ otpValidity: 5 }),
    [PasswordPath.verifyOtp]: () => ok({ validOtp: true }),
    [PasswordPath.resetPassword]: () => ok(null),
    ...handlers,
  });
}

function renderForgot() {
  const user = userEvent.setup();
  const view = renderScreen(<ForgotPasswordScreen />, {
    path: '/home/forgotpassword',
    probes: ['/home/login'],
  });
  return { user, ...view };
}

async function sendDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Mobile number'), '507700002');
  await typeDate(user, 'Date of birth', '12/04/1990');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
}

describe('ForgotPasswordScreen', () => {
  it('wants a mobile number and a date of birth (dobRequiredError) before sending anything', async () => {
    const { calls } = api();
    const { user } = renderForgot();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.getByText(/^Step/)).toHaveTextContent('Step 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(
      await screen.findByText('Please enter a valid mobile number (8 to 10 digits)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please select your date of birth')).toBeInTheDocument();
    expect(calls(PasswordPath.sendOtpForPassword)).toHaveLength(0);
  });

  it('isolates the step numbers in Arabic and the mobile on its code step', async () => {
    api();
    await changeLanguage('ar');
    const { user } = renderForgot();
    const step = screen.getByText(/^الخطوة/);
    expect(step).toHaveTextContent('الخطوة 1 من 3');
    expect([...step.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual(['1', '3']);
    await user.type(screen.getByLabelText('رقم الجوال'), '507700002');
    await typeDate(user, 'تاريخ الميلاد', '12/04/1990');
    await user.click(screen.getByRole('button', { name: 'إرسال الرمز' }));
    const mobile = (await screen.findByText(/أدخل الرمز المرسل إلى/)).querySelector('bdi');
    expect(mobile).toHaveAttribute('dir', 'ltr');
    expect(mobile).toHaveTextContent('+971 ******002');
  });

  it.each([
    [
      'an unknown number (NotFound)',
      () => envelope(200, 'NotFound', [Messages.auth.userNotRegistered], null),
      ServerText.userNotRegistered,
    ],
    [
      'a wrong date of birth (Invalid)',
      () => envelope(400, 'Invalid', [Messages.account.invalidDateOfBirth]),
      AccountText.invalidDateOfBirth,
    ],
    [
      'a locked account (AccountLocked)',
      () => envelope(403, 'AccountLocked', [Messages.auth.accountLocked]),
      ServerText.accountLocked,
    ],
    [
      'no answer at all',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Too many attempts. Please try again later.',
    ],
    ['any other failure', () => envelope(500, 'Error', []), 'Error in sending otp'],
  ])('tells the user about %s and stays on step 1', async (_case, answer, text) => {
    api({ [PasswordPath.sendOtpForPassword]: answer });
    const { user } = renderForgot();
    await sendDetails(user);
    expect((await screen.findAllByText(text)).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText(/^Step/)).toHaveTextContent('Step 1 of 3');
  });

  it('shows a wrong date of birth on the date field too', async () => {
    api({
      [PasswordPath.sendOtpForPassword]: () =>
        envelope(400, 'Invalid', [Messages.account.invalidDateOfBirth]),
    });
    const { user } = renderForgot();
    await sendDetails(user);
    await waitFor(() => expect(screen.getAllByText('Invalid date of birth')).toHaveLength(2));
  });

  it('goes through the OTP (countdown, validity) and the new password to the login screen', async () => {
    const { body } = api();
    const { user } = renderForgot();
    await sendDetails(user);

    expect(await screen.findByText('OTP sent to your mobile number')).toBeInTheDocument();
    expect(await body(PasswordPath.sendOtpForPassword)).toEqual({
      callingCode: '971',
      mobile: '507700002',
      dateOfBirth: '1990-04-12',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Verify OTP' })).toBeInTheDocument();
    expect(screen.getByText(/^Step/)).toHaveTextContent('Step 2 of 3');
    expect(screen.getByText(/The code is valid for/)).toHaveTextContent('The code is valid for 5 minutes.');
    expect(screen.getByRole('button', { name: `Resend OTP in ${OTP_RESEND_SECONDS} s` })).toBeDisabled();

    await user.type(screen.getByLabelText('One-time code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    expect(await body(PasswordPath.verifyOtp)).toEqual({
      callingCode: '971',
      mobile: '507700002',
      otp: '123456',
    });

    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must be 8 character long')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'NewSecret@1');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'NewSecret@2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password do not match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'NewSecret@1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('status', { name: '/home/login' })).toBeInTheDocument();
    expect(
      screen.getByText('Your password has been reset. Please log in with your new password.'),
    ).toBeInTheDocument();
    expect(await body(PasswordPath.resetPassword)).toEqual({
      callingCode: '971',
      mobile: '507700002',
      otp: '123456',
      newPassword: 'NewSecret@1',
    });
  });

  it('keeps the OTP step on a wrong code', async () => {
    api({
      [PasswordPath.verifyOtp]: () =>
        envelope(200, 'Invalid', [Messages.auth.invalidOtp], { validOtp: false }),
    });
    const { user } = renderForgot();
    await sendDetails(user);
    await user.type(await screen.findByLabelText('One-time code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getAllByText('Invalid OTP').length).toBeGreaterThanOrEqual(1));
    expect(screen.getByText(/^Step/)).toHaveTextContent('Step 2 of 3');
  });

  it('shows the lock message on reset and returns to login after 3 s', async () => {
    api({
      [PasswordPath.resetPassword]: () => envelope(403, 'AccountLocked', [Messages.auth.accountLocked]),
    });
    const { user } = renderForgot();
    await sendDetails(user);
    await user.type(await screen.findByLabelText('One-time code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.type(await screen.findByLabelText('New password'), 'NewSecret@1');
    await user.type(screen.getByLabelText('Confirm password'), 'NewSecret@1');
    const since = Date.now();
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(ServerText.accountLocked)).toBeInTheDocument();
    await redirectsAfter('/home/login', 3000, since);
  });
});
