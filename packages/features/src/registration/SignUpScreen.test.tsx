import { AccountText, Messages, RegistrationPath } from '@portal/contract';
import { toast } from '@portal/ui';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import {
  ACCESS_TOKEN,
  countries,
  documentTypes,
  envelope,
  genders,
  loginData,
  ok,
} from '../test-utils/fixtures';
import { chooseSearchable, mockApi } from '../test-utils/forms';
import { redirectsAfter, renderScreen } from '../test-utils/render';
import {
  clearVerifiedRegistration,
  holdVerifiedRegistration,
  verifiedRegistration,
} from './registrationFlow';
import { SignUpScreen } from './SignUpScreen';

const prospect = {
  firstName: 'Layla',
  lastName: '',
  email: '',
  genderId: null,
  callingCode: '971',
  mobile: '507700001',
  dateOfBirth: '1990-04-12',
  countryId: null,
  documentTypeId: 1,
  documentNumber: '784199012345678',
};

function api(register = () => ok({ ...loginData, firstName: 'Layla', lastName: 'Hassan' })) {
  return mockApi({
    '/masterdata/documenttype': () => ok(documentTypes),
    '/masterdata/gender': () => ok(genders),
    '/masterdata/country': () => ok(countries),
    [RegistrationPath.register]: register,
  });
}

function renderSignUp() {
  const user = userEvent.setup();
  const view = renderScreen(<SignUpScreen />, {
    path: '/home/sign-up',
    probes: ['/home/register', '/home/login', '/auth/dashboard'],
  });
  return { user, ...view };
}

async function completeForm(user: ReturnType<typeof userEvent.setup>, confirm = 'Secret@123') {
  await user.type(screen.getByLabelText('Last name'), 'Hassan');
  await user.type(screen.getByLabelText('Email'), 'layla@example.ae');
  await user.click(await screen.findByRole('radio', { name: 'Female' }));
  await chooseSearchable(user, 'Nationality', 'emirates', 'United Arab Emirates');
  await user.type(screen.getByLabelText('Password', { exact: true }), 'Secret@123');
  await user.type(screen.getByLabelText('Confirm password'), confirm);
}

beforeEach(() => {
  holdVerifiedRegistration({ referenceId: 'ref-1', otp: '123456', prospect });
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  toast.clear();
  clearVerifiedRegistration();
  await changeLanguage('en');
});

describe('SignUpScreen', () => {
  it('sends a visitor without a verified registration back to /home/register', async () => {
    clearVerifiedRegistration();
    api();
    renderSignUp();
    expect(await screen.findByRole('status', { name: '/home/register' })).toBeInTheDocument();
  });

  it('is prefilled from the prospect user, with mobile, date of birth and document fixed', async () => {
    api();
    renderSignUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Layla');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('readonly');

    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).toHaveValue('507700001');
    expect(mobile).toHaveAttribute('readonly');
    const documentId = screen.getByLabelText('Document ID');
    expect(documentId).toHaveValue('784-1990-1234567-8');
    expect(documentId).toHaveAttribute('readonly');
    await waitFor(() => expect(screen.getByLabelText('Document type')).toHaveValue('Emirates ID'));
    expect(screen.getByLabelText('Document type')).toHaveAttribute('readonly');
    const birth = screen.getAllByRole('spinbutton');
    expect(birth.map((segment) => segment.textContent)).toEqual(['12', '04', '1990']);
    for (const segment of birth) expect(segment).toHaveAttribute('aria-readonly', 'true');
  });

  it('shows the sign-up rules: all required, e-mail pattern, password length', async () => {
    const { calls } = api();
    const { user } = renderSignUp();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('Email'), 'layla@');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { name: 'Please correct the following' })).toBeInTheDocument();
    // The summary says which field each message is about, and its link leads there.
    const firstName = screen.getByRole('link', { name: 'First name: All fields are required' });
    expect(screen.getByRole('link', { name: 'Email: Please enter a valid email' })).toBeInTheDocument();
    await user.click(firstName);
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getAllByText('All fields are required').length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByText('Please enter a valid email').length).toBeGreaterThanOrEqual(1);
    expect(screen.getAllByText('Password must be 8 to 50 characters long').length).toBeGreaterThanOrEqual(1);
    expect(calls(RegistrationPath.register)).toHaveLength(0);
  });

  it('after a refused submit, lets the patient type whole words: the summary takes the focus once', async () => {
    api();
    const { user } = renderSignUp();
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const summary = await screen.findByRole('region', { name: 'Please correct the following' });
    await waitFor(() => expect(summary).toHaveFocus());
    const lastName = screen.getByLabelText('Last name');
    await user.type(lastName, 'Hassan');
    await user.type(screen.getByLabelText('Email'), 'layla@example.ae');
    expect(lastName).toHaveValue('Hassan');
    expect(screen.getByLabelText('Email')).toHaveValue('layla@example.ae');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    // The next refused submit brings the summary back into focus.
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Please correct the following' })).toHaveFocus(),
    );
  });

  it('finds the nationality by typing part of its English or Arabic name; still required', async () => {
    const { body } = api();
    const { user } = renderSignUp();
    const nationality = await screen.findByRole('combobox', { name: 'Nationality' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByRole('link', { name: 'Nationality: All fields are required' }),
    ).toBeInTheDocument();
    expect(nationality).toHaveAttribute('aria-invalid', 'true');
    expect(nationality).toHaveAccessibleDescription(/All fields are required/);

    await user.type(nationality, 'ind');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['India']),
    );
    await user.clear(nationality);
    // The Arabic name finds the country too, typed without the hamza as most people do.
    await user.type(nationality, 'الامارات');
    await user.click(await screen.findByRole('option', { name: 'United Arab Emirates' }));
    expect(nationality).toHaveValue('United Arab Emirates');
    await completeForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('status', { name: '/auth/dashboard' })).toBeInTheDocument();
    expect((await body(RegistrationPath.register)).countryId).toBe(784);
  });

  it('finds the nationality in Arabic by its Arabic or English name', async () => {
    api();
    await changeLanguage('ar');
    const { user } = renderSignUp();
    const nationality = await screen.findByRole('combobox', { name: 'الجنسية' });
    await user.type(nationality, 'india');
    await user.click(await screen.findByRole('option', { name: 'الهند' }));
    expect(nationality).toHaveValue('الهند');
    await user.clear(nationality);
    await user.type(nationality, 'أطلنطس');
    expect(await screen.findByText('لا توجد نتائج مطابقة')).toBeInTheDocument();
  });

  it('wants the confirmation to repeat the password (passNotMatch)', async () => {
    const { calls } = api();
    const { user } = renderSignUp();
    await completeForm(user, 'Secret@124');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findAllByText('Password do not match')).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls(RegistrationPath.register)).toHaveLength(0);
  });

  it('registers with the fixed details, the verified code and reference, then opens the dashboard', async () => {
    const { body } = api();
    const { user, store } = renderSignUp();
    await completeForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('status', { name: '/auth/dashboard' })).toBeInTheDocument();
    expect(await body(RegistrationPath.register)).toEqual({
      firstName: 'Layla',
      lastName: 'Hassan',
      email: 'layla@example.ae',
      callingCode: '971',
      mobile: '507700001',
      dateOfBirth: '1990-04-12',
      genderId: 2,
      countryId: 784,
      documentTypeId: 1,
      documentId: '784199012345678',
      password: 'Secret@123',
      otp: '123456',
      referenceId: 'ref-1',
    });
    expect(store.getState().session.user?.lastName).toBe('Hassan');
    expect(store.getState().credentials.token).toBe(ACCESS_TOKEN);
    await waitFor(() => expect(verifiedRegistration()).toBeNull());
  });

  it('shows the refusal and reaches the login screen after 3 s', async () => {
    api(() => envelope(400, 'Invalid', [Messages.account.registrationFailed]));
    const { user, store } = renderSignUp();
    await completeForm(user);
    const since = Date.now();
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText(AccountText.registrationFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    await redirectsAfter('/home/login', 3000, since);
    expect(store.getState().session.user).toBeNull();
  });
});
