import { loginData as loginDataSchema, Messages, UaePassPath, UaePassText } from '@portal/contract';
import { toast } from '@portal/ui';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN, countries, envelope, genders, loginData, ok } from '../test-utils/fixtures';
import { mockApi, typeDate } from '../test-utils/forms';
import { renderScreen } from '../test-utils/render';
import { UaePassReturn } from './UaePassReturn';

const config = {
  enabled: true,
  authorizeUrl: '/api/auth/uaepass/authorize',
  sop1AuthorizeUrl: '/api/auth/uaepass/authorize?isSOP1User=true',
  logoutUrl: 'http://127.0.0.1:8090/session/end',
};
const prospect = {
  referenceId: '6f1b7c0e-3d2a-4c55-9d1e-1b2c3d4e5f60',
  firstName: 'Noura',
  lastName: 'Al Ketbi',
  email: 'noura.alketbi@example.com',
  callingCode: '971',
  mobile: '505550002',
  genderId: 2,
  countryId: 784,
  dateOfBirth: null,
  documentTypeId: 1,
  documentId: '784199534567892',
  needsDateOfBirth: true,
  expiresAt: '2099-01-01T00:30:00.000Z',
};
const uaeSession = loginDataSchema.parse({ ...loginData, firstName: 'Noura', uaeUser: '1' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.clear();
});

describe('UaePassReturn', () => {
  it('exchanges the code once and opens the session of a linked user', async () => {
    const { body, calls } = mockApi({ [UaePassPath.authorizeUser]: () => ok(uaeSession) });
    const { store } = renderScreen(<UaePassReturn />, {
      path: '/home/login',
      probes: ['/auth/dashboard'],
      search: '?code=abc&state=xyz',
    });
    expect(await screen.findByRole('status', { name: '/auth/dashboard' })).toBeInTheDocument();
    expect(await body(UaePassPath.authorizeUser)).toEqual({ accessCode: 'abc', state: 'xyz' });
    expect(calls(UaePassPath.authorizeUser)).toHaveLength(1);
    expect(store.getState().session.user?.uaeUser).toBe('1');
    expect(store.getState().credentials.token).toBe(ACCESS_TOKEN);
  });

  it('after a link started from My Profile, says UAE PASS is linked and opens My Profile', async () => {
    mockApi({
      [UaePassPath.authorizeUser]: () => envelope(200, 'Linked', [Messages.uaepass.linked], uaeSession),
    });
    const { store } = renderScreen(<UaePassReturn />, {
      path: '/home/login',
      probes: ['/auth/profile', '/auth/dashboard'],
      search: '?code=abc&state=xyz',
    });
    expect(await screen.findByRole('status', { name: '/auth/profile' })).toBeInTheDocument();
    expect(await screen.findByText(UaePassText.linked)).toBeInTheDocument();
    expect(store.getState().credentials.token).toBe(ACCESS_TOKEN);
  });

  it('tells a UAE PASS user whose Emirates ID another account typed to sign in there and link', async () => {
    mockApi({
      [UaePassPath.authorizeUser]: () => envelope(409, 'Duplicate', [Messages.uaepass.signInToLink]),
    });
    renderScreen(<UaePassReturn />, { path: '/home/login', search: '?code=abc&state=xyz', probes: [] });
    expect(await screen.findByText(UaePassText.signInToLink)).toBeInTheDocument();
  });

  it("sends an SOP1 user back to UAE PASS with isSOP1User=true ('SOP1 user')", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    mockApi({
      [UaePassPath.authorizeUser]: () => envelope(400, 'Invalid', [Messages.uaepass.sop1User]),
      [UaePassPath.config]: () => ok(config),
    });
    renderScreen(<UaePassReturn />, { path: '/home/login', search: '?code=abc&state=xyz' });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(config.sop1AuthorizeUrl));
  });

  it('shows a refused code politely and returns to the login form', async () => {
    mockApi({
      [UaePassPath.authorizeUser]: () => envelope(400, 'BadRequest', [Messages.uaepass.inactiveCode]),
    });
    renderScreen(<UaePassReturn />, { path: '/home/login', search: '?code=used&state=xyz', probes: [] });
    expect(await screen.findByText(UaePassText.inactiveCode)).toBeInTheDocument();
  });

  it('tells a patient who cancelled at UAE PASS, without calling the server', async () => {
    const { fetchMock } = mockApi({});
    renderScreen(<UaePassReturn />, { path: '/home/login', search: '?error=access_denied' });
    expect(await screen.findByText(/You cancelled the UAE PASS sign-in/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets a first-time user confirm the UAE PASS details and give the date of birth', async () => {
    const { body } = mockApi({
      [UaePassPath.authorizeUser]: () => envelope(200, 'RegistrationRequired', [], prospect),
      [UaePassPath.registerUser]: () => ok(uaeSession),
      '/masterdata/gender': () => ok(genders),
      '/masterdata/country': () => ok(countries),
    });
    const user = userEvent.setup();
    const { store } = renderScreen(<UaePassReturn />, {
      path: '/home/login',
      search: '?code=abc&state=xyz',
      probes: ['/auth/dashboard'],
    });
    expect(await screen.findByRole('heading', { name: 'Complete your registration' })).toBeInTheDocument();
    expect(screen.getByText('Noura Al Ketbi')).toBeInTheDocument();
    expect(screen.getByText('784-1995-3456789-2')).toBeInTheDocument();
    expect(await screen.findByText('Female')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please select your date of birth')).toBeInTheDocument();
    await typeDate(user, 'Date of birth', '01/05/1994');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid Emirates Id or date of birth')).toBeInTheDocument();

    await typeDate(user, 'Date of birth', '01/05/1995');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('status', { name: '/auth/dashboard' })).toBeInTheDocument();
    expect(await body(UaePassPath.registerUser)).toEqual({
      referenceId: prospect.referenceId,
      dateOfBirth: '1995-05-01',
    });
    expect(store.getState().session.user?.firstName).toBe('Noura');
  });
});
