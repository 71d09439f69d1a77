import { AuthPath, Messages, OTP_RESEND_SECONDS, ServerText } from '@portal/contract';
import { toast } from '@portal/ui';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { signedIn } from '../../test-utils/care';
import { ACCESS_TOKEN, envelope, loginData, ok, pathOf } from '../../test-utils/fixtures';
import { redirectsAfter, renderScreen } from '../../test-utils/render';
import { clearPendingLogin, holdPendingLogin, type OtpForLoginState } from '../loginFlow';
import { OtpForLoginScreen } from './OtpForLoginScreen';

const fetchMock = vi.fn<(input: RequestInfo, init?: RequestInit) => Promise<Response>>();
const challenge: OtpForLoginState = {
  callingCode: '971',
  mobile: '501234567',
  otpValidity: 5,
  referenceId: 'ref-1',
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  holdPendingLogin({ callingCode: '971', mobile: '501234567', password: 'Secret@123' });
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toast.clear();
  clearPendingLogin();
  await changeLanguage('en');
});

function renderOtp(state: unknown = challenge) {
  const user = userEvent.setup();
  const view = renderScreen(<OtpForLoginScreen />, {
    path: '/home/otpforlogin',
    state,
    probes: ['/home/login', '/auth/dashboard'],
  });
  return { user, ...view };
}

const loginCalls = () => fetchMock.mock.calls.filter(([input]) => pathOf(input) === `/api${AuthPath.login}`);

describe('OtpForLoginScreen', () => {
  it('sends anyone without the login state back to /home/login', async () => {
    renderOtp(null);
    expect(await screen.findByRole('status', { name: '/home/login' })).toBeInTheDocument();
  });

  it('sends a visitor back to /home/login when the password is no longer held (after a reload)', async () => {
    clearPendingLogin();
    renderOtp();
    expect(await screen.findByRole('status', { name: '/home/login' })).toBeInTheDocument();
  });

  it('sends a patient who has just signed in on to the dashboard, not back to login', async () => {
    // After the code is accepted the login is no longer held, and this screen can still be on show
    // (re-rendering, say, on a language switch) while the dashboard loads.
    clearPendingLogin();
    renderScreen(<OtpForLoginScreen />, {
      path: '/home/otpforlogin',
      state: challenge,
      preloadedState: signedIn,
      probes: ['/home/login', '/auth/dashboard'],
    });
    expect(await screen.findByRole('status', { name: '/auth/dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '/home/login' })).not.toBeInTheDocument();
  });

  it('shows the masked mobile and the validity', () => {
    renderOtp();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('+971 ******567')).toBeInTheDocument();
    expect(screen.getByText(/The code is valid for/)).toHaveTextContent('The code is valid for 5 minutes.');
  });

  it('keeps the mobile and the numbers readable in Arabic: each in its own isolate', async () => {
    await changeLanguage('ar');
    renderOtp();
    const sentTo = screen.getByText(/أدخل الرمز المرسل إلى/);
    // '+971 ******567' in a left-to-right isolate: its '+' stays in front of the code.
    const mobile = sentTo.querySelector('bdi');
    expect(mobile).toHaveAttribute('dir', 'ltr');
    expect(mobile).toHaveTextContent(/^\+971 \*{6}567$/);
    expect(getComputedStyle(mobile as Element).direction).toBe('ltr');
    // The validity and the countdown isolate their numbers from the Arabic around them.
    const validity = screen.getByText(/الرمز صالح لمدة/);
    expect(validity).toHaveTextContent('الرمز صالح لمدة 5 دقائق.');
    expect(validity.querySelector('bdi')).toHaveTextContent(/^5$/);
    const resend = screen.getByRole('button', { name: `إعادة إرسال الرمز خلال ${OTP_RESEND_SECONDS} ثانية` });
    expect(resend.querySelector('bdi')).toHaveTextContent(new RegExp(`^${OTP_RESEND_SECONDS}$`));
  });

  it('submits by itself at the sixth digit and opens the session', async () => {
    fetchMock.mockResolvedValue(ok(loginData));
    const { user, store } = renderOtp();
    const field = screen.getByLabelText('One-time code');

    await user.type(field, '12345');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(field, '6');

    expect(await screen.findByRole('status', { name: '/auth/dashboard' })).toBeInTheDocument();
    expect(loginCalls()).toHaveLength(1);
    expect(await (loginCalls()[0]![0] as Request).json()).toEqual({
      callingCode: '971',
      mobile: '501234567',
      password: 'Secret@123',
      otp: '123456',
    });
    expect(store.getState().session.user?.firstName).toBe('Aisha');
    expect(store.getState().credentials.token).toBe(ACCESS_TOKEN);
  });

  it('shows the OTP rules when Verify is pressed too early', async () => {
    const { user } = renderOtp();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the OTP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('One-time code'), '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter a valid 6 digit OTP')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Invalid OTP for a wrong code, clears the field and focuses it again', async () => {
    fetchMock.mockResolvedValue(envelope(400, 'Invalid', [Messages.auth.invalidOtp]));
    const { user } = renderOtp();
    await user.type(screen.getByLabelText('One-time code'), '000000');

    await waitFor(() => expect(screen.getAllByText('Invalid OTP').length).toBeGreaterThanOrEqual(2));
    const field = screen.getByLabelText('One-time code');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('status', { name: '/auth/dashboard' })).not.toBeInTheDocument();
  });

  it('shows the lock message and returns to login after 3 s', async () => {
    fetchMock.mockResolvedValue(envelope(403, 'AccountLocked', [Messages.auth.accountLocked]));
    const { user } = renderOtp();
    const since = Date.now();
    await user.type(screen.getByLabelText('One-time code'), '000000');
    expect(await screen.findByText(ServerText.accountLocked)).toBeInTheDocument();
    await redirectsAfter('/home/login', 3000, since);
  });

  it('keeps Resend disabled through the 60 s countdown, then resends', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    fetchMock.mockResolvedValue(
      ok({ isExistingUser: true, otpSent: true, otpValidity: 4, referenceId: 'ref-2' }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderScreen(<OtpForLoginScreen />, { path: '/home/otpforlogin', state: challenge });

    const resend = screen.getByRole('button', { name: `Resend OTP in ${OTP_RESEND_SECONDS} s` });
    expect(resend).toBeDisabled();
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Resend OTP in 1 s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1_000));

    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('OTP sent to your mobile number')).toBeInTheDocument();
    expect(screen.getByText(/The code is valid for/)).toHaveTextContent('The code is valid for 4 minutes.');
    expect(screen.getByRole('button', { name: `Resend OTP in ${OTP_RESEND_SECONDS} s` })).toBeDisabled();
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(pathOf(request)).toBe(`/api${AuthPath.identify}`);
    expect(await request.json()).toMatchObject({ mobile: '501234567', password: 'Secret@123' });
  });

  it("says 'Error in sending otp' when the resend fails", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    fetchMock.mockResolvedValue(envelope(429, 'TooManyRequests', [Messages.auth.otpSendBudget]));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderScreen(<OtpForLoginScreen />, { path: '/home/otpforlogin', state: challenge });
    act(() => vi.advanceTimersByTime(OTP_RESEND_SECONDS * 1000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Error in sending otp')).toBeInTheDocument();
  });
});
