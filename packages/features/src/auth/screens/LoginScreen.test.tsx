import { AuthPath, Messages, ServerText, UaePassPath } from '@portal/contract';
import { toast } from '@portal/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, ok, pathOf } from '../../test-utils/fixtures';
import { renderScreen } from '../../test-utils/render';
import { clearPendingLogin, pendingPassword } from '../loginFlow';
import { LoginScreen } from './LoginScreen';

const fetchMock = vi.fn<(input: RequestInfo, init?: RequestInit) => Promise<Response>>();
const CONFIG_PATH = `/api${UaePassPath.config}`;
const disabledUaePass = { enabled: false, authorizeUrl: null, sop1AuthorizeUrl: null, logoutUrl: null };

/** The screen also asks for the UAE PASS configuration; `answer` serves every other call. */
function serve(answer: () => Response | Promise<Response>, uaePass: unknown = disabledUaePass) {
  fetchMock.mockImplementation(async (input) => (pathOf(input) === CONFIG_PATH ? ok(uaePass) : answer()));
}

/** The calls the form made (the configuration call aside). */
const formCalls = () => fetchMock.mock.calls.filter(([input]) => pathOf(input) !== CONFIG_PATH);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  serve(() => envelope(404, 'NotFound', []));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.clear();
  clearPendingLogin();
});

function renderLogin() {
  const user = userEvent.setup();
  const view = renderScreen(<LoginScreen />, { path: '/home/login', probes: ['/home/otpforlogin'] });
  const mobile = screen.getByLabelText('Mobile number');
  const password = screen.getByLabelText('Password', { exact: true });
  const submit = screen.getByRole('button', { name: 'Login' });
  return { user, mobile, password, submit, ...view };
}

describe('LoginScreen', () => {
  it('has one h1, labelled fields, the +971 prefix and the links', () => {
    const { mobile } = renderLogin();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: /calling code/i })).toHaveTextContent('+971');
    expect(mobile).toHaveAccessibleDescription('+971');
    expect(mobile).toHaveAttribute('inputmode', 'numeric');
    expect(mobile).toHaveAttribute('autocomplete', 'tel-national');
    expect(mobile).toHaveAttribute('maxlength', '10');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/home/forgotpassword',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/home/register');
    expect(screen.getByRole('link', { name: /App Store/ })).toBeInTheDocument();
  });

  it('shows the rule messages for empty fields and calls nothing', async () => {
    const { user, submit } = renderLogin();
    await user.click(submit);
    expect(
      await screen.findByText('Please enter a valid mobile number (8 to 10 digits)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Password must be 8 to 50 characters long')).toBeInTheDocument();
    expect(formCalls()).toHaveLength(0);
  });

  it('accepts digits only in the mobile number', async () => {
    const { user, mobile, password, submit } = renderLogin();
    await user.type(mobile, '50abc123');
    await user.type(password, 'Secret@123');
    await user.click(submit);
    expect(await screen.findByText('Please enter numbers only')).toBeInTheDocument();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveFocus();
    expect(formCalls()).toHaveLength(0);
  });

  it('wants 8 to 10 digits and never takes more than 10', async () => {
    const { user, mobile, password, submit } = renderLogin();
    await user.type(mobile, '5012345');
    await user.type(password, 'Secret@123');
    await user.click(submit);
    expect(
      await screen.findByText('Please enter a valid mobile number (8 to 10 digits)'),
    ).toBeInTheDocument();

    await user.type(mobile, '6789999');
    expect(mobile).toHaveValue('5012345678');
    await waitFor(() => expect(screen.queryByText(/valid mobile number/)).not.toBeInTheDocument());
  });

  it('wants a password of 8 to 50 characters, without cutting a long one', async () => {
    const { user, mobile, password, submit } = renderLogin();
    await user.type(mobile, '501234567');
    await user.type(password, 'Short@1');
    await user.click(submit);
    expect(await screen.findByText('Password must be 8 to 50 characters long')).toBeInTheDocument();
    expect(password).toHaveFocus();

    await user.clear(password);
    await user.type(password, 'x'.repeat(51));
    expect(password).toHaveValue('x'.repeat(51));
    expect(screen.getByText('Password must be 8 to 50 characters long')).toBeInTheDocument();
    expect(formCalls()).toHaveLength(0);
  });

  it('calls identify and goes to the OTP screen with the challenge (password kept out of history)', async () => {
    serve(() => ok({ isExistingUser: true, otpSent: true, otpValidity: 5, referenceId: 'ref-1' }));
    const { user, mobile, password, submit } = renderLogin();
    await user.type(mobile, '501234567');
    await user.type(password, 'Secret@123');
    await user.click(submit);

    const probe = await screen.findByRole('status', { name: '/home/otpforlogin' });
    expect(JSON.parse(probe.dataset.state ?? 'null')).toEqual({
      callingCode: '971',
      mobile: '501234567',
      otpValidity: 5,
      referenceId: 'ref-1',
    });
    expect(pendingPassword('971', '501234567')).toBe('Secret@123');

    expect(formCalls()).toHaveLength(1);
    const request = formCalls()[0]![0] as Request;
    expect(pathOf(request)).toBe(`/api${AuthPath.identify}`);
    expect(await request.json()).toEqual({
      callingCode: '971',
      mobile: '501234567',
      password: 'Secret@123',
      isInvokedForLogin: true,
    });
  });

  it.each([
    [
      'an unknown user',
      () =>
        envelope(200, 'NotFound', [], {
          isExistingUser: false,
          otpSent: false,
          otpValidity: 0,
          referenceId: null,
        }),
      'This mobile number is not registered with us. Please register to continue.',
    ],
    [
      'a wrong password (400 server text)',
      () => envelope(400, 'Invalid', ['Mobile or password is wrong']),
      'Mobile or password is wrong',
    ],
    [
      'a locked account (403)',
      () => envelope(403, 'AccountLocked', [Messages.auth.accountLocked]),
      ServerText.accountLocked,
    ],
    [
      'the daily limit (429)',
      () => envelope(429, 'TooManyRequests', [Messages.auth.dailyLoginLimit]),
      ServerText.dailyLoginLimit,
    ],
    [
      'no answer at all',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Too many attempts. Please try again later.',
    ],
  ])('tells the user about %s', async (_case, answer, text) => {
    serve(answer);
    const { user, mobile, password, submit } = renderLogin();
    await user.type(mobile, '501234567');
    await user.type(password, 'Secret@123');
    await user.click(submit);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '/home/otpforlogin' })).not.toBeInTheDocument();
  });

  describe('inline errors', () => {
    const LOCKOUT_RULE = 'After 5 failed attempts, the account is locked for 15 minutes.';

    async function submitWith(answer: () => Response | Promise<Response>) {
      serve(answer);
      const view = renderLogin();
      await view.user.type(view.mobile, '501234567');
      await view.user.type(view.password, 'Secret@123');
      await view.user.click(view.submit);
      return view;
    }

    it('shows a wrong password once, as an alert of the form, with the lockout rule, until the next submit', async () => {
      const { user, submit } = await submitWith(() =>
        envelope(400, 'Invalid', [Messages.auth.invalidCredentials]),
      );
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(ServerText.invalidCredentials);
      expect(alert).toHaveTextContent(LOCKOUT_RULE);
      const form = screen.getByRole('form', { name: 'Login' });
      expect(form).toContainElement(alert);
      expect(form).toHaveAccessibleDescription(expect.stringContaining(ServerText.invalidCredentials));
      // Not also in a toast.
      expect(screen.getAllByText(ServerText.invalidCredentials)).toHaveLength(1);

      // It stays (a toast would be gone after 3 s) until the next submit.
      await new Promise((resolve) => setTimeout(resolve, 3_300));
      expect(screen.getByRole('alert')).toHaveTextContent(ServerText.invalidCredentials);
      serve(() => ok({ isExistingUser: true, otpSent: true, otpValidity: 5, referenceId: 'ref-1' }));
      await user.click(submit);
      await screen.findByRole('status', { name: '/home/otpforlogin' });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('explains the lock when the account is locked', async () => {
      await submitWith(() => envelope(403, 'AccountLocked', [Messages.auth.accountLocked]));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(ServerText.accountLocked);
      expect(alert).toHaveTextContent(LOCKOUT_RULE);
      expect(screen.getAllByText(ServerText.accountLocked)).toHaveLength(1);
    });

    it('offers Register inline to a mobile that is not registered', async () => {
      await submitWith(() =>
        envelope(200, 'NotFound', [], {
          isExistingUser: false,
          otpSent: false,
          otpValidity: 0,
          referenceId: null,
        }),
      );
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('This mobile number is not registered with us.');
      expect(alert).not.toHaveTextContent(LOCKOUT_RULE);
      expect(within(alert).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/home/register');
    });

    it('shows the daily limit without the lockout rule', async () => {
      await submitWith(() => envelope(429, 'TooManyRequests', [Messages.auth.dailyLoginLimit]));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(ServerText.dailyLoginLimit);
      expect(alert).not.toHaveTextContent(LOCKOUT_RULE);
    });
  });

  it('offers UAE PASS when the server has it on, as a full-page navigation to its start', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    serve(() => envelope(404, 'NotFound', []), {
      enabled: true,
      authorizeUrl: '/api/auth/uaepass/authorize',
      sop1AuthorizeUrl: '/api/auth/uaepass/authorize?isSOP1User=true',
      logoutUrl: 'http://127.0.0.1:8090/session/end',
    });
    const { user } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Sign in with UAE PASS' }));
    expect(assign).toHaveBeenCalledWith('/api/auth/uaepass/authorize');
  });

  it('shows no UAE PASS button once the server says it is off', async () => {
    renderLogin();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Sign in with UAE PASS' })).not.toBeInTheDocument(),
    );
    expect(fetchMock).toHaveBeenCalled();
  });

  it('has the UAE PASS button before the configuration comes; pressed then, it goes once it does', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    let answerConfig: (response: Response) => void = () => {};
    fetchMock.mockImplementation((input) =>
      pathOf(input) === CONFIG_PATH
        ? new Promise<Response>((resolve) => {
            answerConfig = resolve;
          })
        : Promise.resolve(envelope(404, 'NotFound', [])),
    );
    const { user } = renderLogin();
    // The painted sign-in page has it too: the card does not grow when the answer comes.
    const button = screen.getByRole('button', { name: 'Sign in with UAE PASS' });
    await user.click(button);
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answerConfig(
      ok({
        enabled: true,
        authorizeUrl: '/api/auth/uaepass/authorize',
        sop1AuthorizeUrl: '/api/auth/uaepass/authorize?isSOP1User=true',
        logoutUrl: null,
      }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/auth/uaepass/authorize'));
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
