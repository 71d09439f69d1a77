import {
  AccountText,
  AuthPath,
  DocumentsPath,
  Messages,
  PasswordPath,
  ProfilePath,
  sessionUser,
  UaePassPath,
} from '@portal/contract';
import { toast } from '@portal/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noDocuments } from '../test-utils/documents';
import {
  ACCESS_TOKEN,
  countries,
  documentTypes,
  envelope,
  genders,
  loginData,
  ok,
  profileOfAisha,
} from '../test-utils/fixtures';
import { chooseSearchable, mockApi } from '../test-utils/forms';
import { redirectsAfter, renderScreen } from '../test-utils/render';
import { ChangePasswordCard } from './ChangePasswordCard';
import { ProfileScreen } from './ProfileScreen';

const profile = profileOfAisha;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.clear();
});

function signedInState(fields: Partial<typeof loginData> = {}) {
  return {
    session: {
      user: sessionUser.parse({ ...loginData, ...fields }),
      tokenExpiresAt: loginData.tokenExpiresAt,
      refreshExpiresAt: loginData.refreshExpiresAt,
    },
    credentials: { token: ACCESS_TOKEN },
  };
}

function api(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [AuthPath.profile]: () => ok(profile),
    '/masterdata/documenttype': () => ok(documentTypes),
    '/masterdata/gender': () => ok(genders),
    '/masterdata/country': () => ok(countries),
    [DocumentsPath.list]: () => ok(noDocuments),
    ...handlers,
  });
}

function renderProfile(fields: Partial<typeof loginData> = {}) {
  const user = userEvent.setup();
  const view = renderScreen(<ProfileScreen />, {
    path: '/auth/profile',
    preloadedState: signedInState(fields),
    probes: ['/home/login'],
  });
  return { user, ...view };
}

describe('ProfileScreen', () => {
  it('shows the personal details with mobile, date of birth and document read-only', async () => {
    api();
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(await screen.findByLabelText('First name')).toHaveValue('Aisha');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('readonly');
    // The patient's own documents (familyMemberId 0), in their card.
    const documents = screen.getByRole('region', { name: 'My documents' });
    expect(
      await within(documents).findByRole('heading', { level: 3, name: 'Emirates ID' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Document ID')).toHaveValue('784-1990-1234567-8');
    expect(screen.getByLabelText('Document ID')).toHaveAttribute('readonly');
    for (const segment of screen.getAllByRole('spinbutton')) {
      expect(segment).toHaveAttribute('aria-readonly', 'true');
    }
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Delete account' })).toBeInTheDocument();
  });

  it('saves the details, says so, and the session (header) follows', async () => {
    const { body } = api({
      [ProfilePath.saveProfile]: () => ok({ ...profile, firstName: 'Aysha' }),
      [ProfilePath.session]: () => ok(sessionUser.parse({ ...loginData, firstName: 'Aysha' })),
    });
    const { user, store } = renderProfile();
    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'Aysha');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(await body(ProfilePath.saveProfile)).toEqual({
      firstName: 'Aysha',
      lastName: 'Khan',
      email: 'aisha@example.ae',
      dateOfBirth: '1990-04-12',
      genderId: 2,
      countryId: 784,
      documentTypeId: 1,
      documentId: '784199012345678',
    });
    await waitFor(() => expect(store.getState().session.user?.firstName).toBe('Aysha'));
  });

  it('shows the profile rules and the server refusal', async () => {
    const { calls } = api({
      [ProfilePath.saveProfile]: () => envelope(400, 'Invalid', [Messages.account.documentLocked]),
    });
    const { user } = renderProfile();
    const email = await screen.findByLabelText('Email');
    // jsdom cannot select text in an e-mail input, so user.clear cannot empty it: set the value.
    fireEvent.change(email, { target: { value: 'aisha@nowhere' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Please enter a valid email')).length).toBeGreaterThanOrEqual(1);
    expect(calls(ProfilePath.saveProfile)).toHaveLength(0);

    fireEvent.change(email, { target: { value: 'aisha@example.ae' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(AccountText.documentLocked)).toBeInTheDocument();
  });

  it('keeps what UAE PASS asserted read-only and shows no change-password card', async () => {
    const { calls } = api();
    renderProfile({ uaeUser: '1' });
    const firstName = await screen.findByLabelText('First name');
    expect(firstName).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Nationality')).toHaveAttribute('readonly');
    expect(screen.getByRole('radiogroup', { name: 'Gender' })).toHaveAttribute('aria-readonly', 'true');
    expect(screen.queryByRole('heading', { name: 'Change password' })).not.toBeInTheDocument();
    // Nothing is left to fill in: no Save button, nothing sent.
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(calls(ProfilePath.saveProfile)).toHaveLength(0);
    expect(calls(UaePassPath.completeProfile)).toHaveLength(0);
  });

  it('lets a UAE PASS user fill only what is missing, through /User/completeprofile', async () => {
    const { body, calls } = api({
      [AuthPath.profile]: () => ok({ ...profile, email: null, countryId: null }),
      [UaePassPath.completeProfile]: () => ok(sessionUser.parse({ ...loginData, uaeUser: '1' })),
    });
    const { user } = renderProfile({ uaeUser: '1' });
    const email = await screen.findByLabelText('Email');
    expect(email).not.toHaveAttribute('readonly');
    await user.type(email, 'aisha@example.ae');
    await chooseSearchable(user, 'Nationality', 'ind', 'India');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(await body(UaePassPath.completeProfile)).toEqual({ email: 'aisha@example.ae', countryId: 356 });
    expect(calls(ProfilePath.saveProfile)).toHaveLength(0);
  });

  it('lets a password account link UAE PASS: the server starts the trip and the browser goes to it', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    const authorizeUrl = 'http://127.0.0.1:8090/auth?state=s';
    const { calls } = api({
      [UaePassPath.config]: () =>
        ok({ enabled: true, authorizeUrl: '/x', sop1AuthorizeUrl: '/y', logoutUrl: null }),
      [UaePassPath.link]: () => ok({ authorizeUrl }),
    });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Link UAE PASS' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(authorizeUrl));
    expect(calls(UaePassPath.link)).toHaveLength(1);
  });

  it('offers no UAE PASS link to a linked account, nor when UAE PASS is off', async () => {
    api({
      [UaePassPath.config]: () =>
        ok({ enabled: false, authorizeUrl: null, sop1AuthorizeUrl: null, logoutUrl: null }),
    });
    renderProfile();
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Link UAE PASS' })).not.toBeInTheDocument();
    cleanup();
    api({
      [UaePassPath.config]: () =>
        ok({ enabled: true, authorizeUrl: '/x', sop1AuthorizeUrl: '/y', logoutUrl: null }),
    });
    renderProfile({ uaeUser: '1' });
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'UAE PASS' })).not.toBeInTheDocument();
  });

  it('deletes the account after confirmation, shows the message and logs out 1 s later', async () => {
    const { calls } = api({
      [ProfilePath.deleteAccount]: () => envelope(200, 'Success', [Messages.account.accountDeleted], null),
      [AuthPath.logout]: () => ok(null),
    });
    const { user, store } = renderProfile();
    await screen.findByLabelText('First name');
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    const since = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));

    expect(await screen.findByText(AccountText.accountDeleted)).toBeInTheDocument();
    expect(calls(ProfilePath.deleteAccount)).toHaveLength(1);
    expect(store.getState().session.user).not.toBeNull();
    await redirectsAfter('/home/login', 1000, since);
    expect(store.getState().session.user).toBeNull();
    expect(calls(AuthPath.logout)).toHaveLength(1);
  });
});

describe('ChangePasswordCard', () => {
  function renderCard(answer: () => Response = () => ok(null)) {
    const { calls, body } = mockApi({ [PasswordPath.changePassword]: answer });
    const user = userEvent.setup();
    renderScreen(<ChangePasswordCard />, { path: '/auth/profile', preloadedState: signedInState() });
    return { user, calls, body };
  }

  async function fill(
    user: ReturnType<typeof userEvent.setup>,
    oldPassword: string,
    next: string,
    confirm: string,
  ) {
    if (oldPassword) await user.type(screen.getByLabelText('Old password'), oldPassword);
    if (next) await user.type(screen.getByLabelText('New password'), next);
    if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('wants old, new and confirmation of 8 to 50 characters (invalidPassword)', async () => {
    const { user, calls } = renderCard();
    await fill(user, 'short', 'tiny', '');
    expect((await screen.findAllByText('Password must be 8 to 50 characters long')).length).toBe(2);
    expect(screen.getByText('All fields are required')).toBeInTheDocument();
    expect(calls(PasswordPath.changePassword)).toHaveLength(0);
  });

  it('wants the confirmation to repeat the new password (passNotMatch)', async () => {
    const { user, calls } = renderCard();
    await fill(user, 'Demo@2026', 'NewSecret@1', 'NewSecret@2');
    expect(await screen.findByText('Password do not match')).toBeInTheDocument();
    expect(calls(PasswordPath.changePassword)).toHaveLength(0);
  });

  it('wants the new password to differ from the old (oldNewPassSame)', async () => {
    const { user, calls } = renderCard();
    await fill(user, 'Demo@2026', 'Demo@2026', 'Demo@2026');
    expect(
      await screen.findByText('New password must be different from the old password'),
    ).toBeInTheDocument();
    expect(calls(PasswordPath.changePassword)).toHaveLength(0);
  });

  it("shows 'Incorrect old password' on the old password", async () => {
    const { user } = renderCard(() => envelope(400, 'Invalid', [Messages.account.incorrectOldPassword]));
    await fill(user, 'Wrong@2026', 'NewSecret@1', 'NewSecret@1');
    await waitFor(() => expect(screen.getAllByText('Incorrect old password')).toHaveLength(2));
    expect(screen.getByLabelText('Old password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes the password, says so and clears the fields', async () => {
    const { user, body } = renderCard();
    await fill(user, 'Demo@2026', 'NewSecret@1', 'NewSecret@1');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(await body(PasswordPath.changePassword)).toEqual({
      oldPassword: 'Demo@2026',
      newPassword: 'NewSecret@1',
    });
    await waitFor(() => expect(screen.getByLabelText('Old password')).toHaveValue(''));
  });
});
