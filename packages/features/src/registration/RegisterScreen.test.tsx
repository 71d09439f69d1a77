import { AccountText, ContentPath, Messages, RegistrationPath } from '@portal/contract';
import { toast } from '@portal/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentTypes, envelope, ok } from '../test-utils/fixtures';
import { chooseOption, mockApi, typeDate } from '../test-utils/forms';
import { redirectsAfter, renderScreen } from '../test-utils/render';
import { RegisterScreen, validateRegisterForm } from './RegisterScreen';
import { clearVerifiedRegistration, verifiedRegistration } from './registrationFlow';

const TODAY = () => '2026-01-15';
const prospect = {
  firstName: '',
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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.clear();
  clearVerifiedRegistration();
});

function api(
  identify = () => ok({ isExistingUser: false, otpSent: true, otpValidity: 5, referenceId: 'ref-1' }),
) {
  return mockApi({
    '/masterdata/documenttype': () => ok(documentTypes),
    [RegistrationPath.identify]: identify,
    [RegistrationPath.verifyOtpForRegistration]: () => ok({ validOtp: true, prospectUser: prospect }),
    [ContentPath.page]: () =>
      ok({
        status: 'success',
        data: { page_title: 'Terms and Conditions', page_text: '<p>You need an active mobile number.</p>' },
        message: '',
      }),
  });
}

function renderRegister() {
  const user = userEvent.setup();
  const view = renderScreen(<RegisterScreen />, {
    path: '/home/register',
    probes: ['/home/login', '/home/sign-up'],
  });
  return { user, ...view };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Mobile number'), '507700001');
  await chooseOption(user, 'Document type', 'Emirates ID');
  await user.type(screen.getByLabelText('Document ID'), '784199012345678');
  await typeDate(user, 'Date of birth', '12/04/1990');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
}

describe('registration form rules (contract, section 5)', () => {
  const valid = {
    mobile: '507700001',
    documentTypeId: 1,
    documentId: '784-1990-1234567-8',
    dateOfBirth: '1990-04-12',
    acceptTerms: true,
  };
  const errorsOf = (values: Partial<typeof valid> & Record<string, unknown>) => {
    const verdict = validateRegisterForm({ ...valid, ...values } as never, TODAY);
    return verdict.ok ? {} : verdict.errors;
  };

  it('accepts a consistent Emirates ID and date of birth, and sends the 15 digits', () => {
    const verdict = validateRegisterForm(valid, TODAY);
    expect(verdict).toMatchObject({
      ok: true,
      value: { documentId: '784199012345678', dateOfBirth: '1990-04-12' },
    });
  });

  it('gives each rule its message key', () => {
    expect(errorsOf({ mobile: '50abc' })).toMatchObject({ mobile: 'numberError' });
    expect(errorsOf({ mobile: '5077' })).toMatchObject({ mobile: 'loginInvalidMobileError' });
    expect(errorsOf({ documentTypeId: null as never })).toMatchObject({
      documentTypeId: 'allFieldsRequired',
    });
    expect(errorsOf({ documentId: '' })).toMatchObject({ documentId: 'allFieldsRequired' });
    expect(errorsOf({ documentId: '785-1990-1234567-8' })).toMatchObject({ documentId: 'emiratesIdError' });
    expect(errorsOf({ documentId: '784-1990-123' })).toMatchObject({ documentId: 'emiratesIdError' });
    expect(errorsOf({ documentId: '784-1991-1234567-8' })).toMatchObject({
      documentId: 'emiratesIdDobError',
    });
    expect(errorsOf({ documentTypeId: 4, documentId: 'AB12' })).toMatchObject({
      documentId: 'docIdInvalidError',
    });
    expect(errorsOf({ documentTypeId: 4, documentId: 'P1234567' })).toEqual({});
    expect(errorsOf({ dateOfBirth: null as never })).toMatchObject({ dateOfBirth: 'allFieldsRequired' });
    expect(errorsOf({ dateOfBirth: '2026-01-16' })).toMatchObject({ dateOfBirth: 'dobRangeError' });
  });
});

describe('RegisterScreen', () => {
  it('keeps Continue disabled until the terms are accepted, and opens the Terms dialog', async () => {
    api();
    const { user } = renderRegister();
    const submit = screen.getByRole('button', { name: 'Continue' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    expect(submit).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Terms and Conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(await within(dialog).findByText(/active mobile number/)).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('masks the Emirates ID as 784-YYYY-NNNNNNN-N while typing', async () => {
    api();
    const { user } = renderRegister();
    await chooseOption(user, 'Document type', 'Emirates ID');
    const documentId = screen.getByLabelText('Document ID');
    await user.type(documentId, '7841990123456789999');
    expect(documentId).toHaveValue('784-1990-1234567-8');
  });

  it('shows the rules of section 5 on the fields and calls nothing', async () => {
    const { calls } = api();
    const { user } = renderRegister();
    await user.type(screen.getByLabelText('Mobile number'), '5077');
    await chooseOption(user, 'Document type', 'Emirates ID');
    await user.type(screen.getByLabelText('Document ID'), '784199112345678');
    await typeDate(user, 'Date of birth', '12/04/1990');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByText('Please enter a valid mobile number (8 to 10 digits)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Invalid Emirates Id or date of birth')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls(RegistrationPath.identify)).toHaveLength(0);
  });

  it('asks for confirmation that the document cannot change later; Edit details goes back', async () => {
    const { calls } = api();
    const { user } = renderRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(
      within(dialog).getByText(/Document type and document ID cannot be changed later/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('784-1990-1234567-8')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Edit details' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls(RegistrationPath.identify)).toHaveLength(0);
    expect(screen.getByLabelText('Mobile number')).toHaveValue('507700001');
  });

  it('identifies in registration mode, then verifies the OTP and opens the sign-up form', async () => {
    const { calls, body } = api();
    const { user } = renderRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, continue' }));

    expect(await screen.findByRole('heading', { name: 'Verify OTP' })).toBeInTheDocument();
    expect(screen.getByText('+971 ******001')).toBeInTheDocument();
    expect(screen.getByText(/The code is valid for/)).toHaveTextContent('The code is valid for 5 minutes.');
    expect(await body(RegistrationPath.identify)).toEqual({
      callingCode: '971',
      mobile: '507700001',
      isInvokedForLogin: false,
      dateOfBirth: '1990-04-12',
      documentTypeId: 1,
      documentId: '784199012345678',
    });

    await user.type(screen.getByLabelText('One-time code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('status', { name: '/home/sign-up' })).toBeInTheDocument();
    expect(await body(RegistrationPath.verifyOtpForRegistration)).toEqual({
      referenceId: 'ref-1',
      otp: '123456',
    });
    expect(verifiedRegistration()).toEqual({ referenceId: 'ref-1', otp: '123456', prospect });
    expect(calls(RegistrationPath.identify)).toHaveLength(1);
  });

  it('offers every calling code, +971 first, and registers the number with the one chosen', async () => {
    const { body } = api();
    const { user } = renderRegister();
    const code = screen.getByRole('button', { name: /Calling code/ });
    expect(code).toHaveTextContent('+971');
    await user.click(code);
    await user.click(await screen.findByRole('option', { name: /Saudi Arabia \+966/ }));
    expect(screen.getByRole('button', { name: /Calling code/ })).toHaveTextContent('+966');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, continue' }));

    expect(await screen.findByText('+966 ******001')).toBeInTheDocument();
    expect(await body(RegistrationPath.identify)).toMatchObject({ callingCode: '966', mobile: '507700001' });
  });

  it('shows Invalid OTP for a wrong code and stays', async () => {
    mockApi({
      '/masterdata/documenttype': () => ok(documentTypes),
      [RegistrationPath.identify]: () =>
        ok({ isExistingUser: false, otpSent: true, otpValidity: 5, referenceId: 'ref-1' }),
      [RegistrationPath.verifyOtpForRegistration]: () =>
        envelope(200, 'Invalid', [Messages.auth.invalidOtp], { validOtp: false, prospectUser: null }),
    });
    const { user } = renderRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, continue' }));
    await user.type(await screen.findByLabelText('One-time code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getAllByText('Invalid OTP').length).toBeGreaterThanOrEqual(1));
    expect(screen.getByLabelText('One-time code')).toHaveValue('');
    expect(screen.queryByRole('status', { name: '/home/sign-up' })).not.toBeInTheDocument();
  });

  it('tells an existing user to log in, then goes to /home/login after 2 s', async () => {
    api(() =>
      envelope(200, 'Duplicate', [Messages.account.mobileAlreadyRegistered], {
        isExistingUser: true,
        otpSent: false,
        otpValidity: 0,
        referenceId: null,
      }),
    );
    const { user } = renderRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const since = Date.now();
    await user.click(await screen.findByRole('button', { name: 'Yes, continue' }));

    expect(await screen.findByText(AccountText.mobileAlreadyRegistered)).toBeInTheDocument();
    await redirectsAfter('/home/login', 2000, since);
  });

  it('shows the server text of a refusal, e.g. a document already registered', async () => {
    api(() => envelope(409, 'Duplicate', [Messages.account.documentAlreadyRegistered]));
    const { user } = renderRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, continue' }));
    expect(await screen.findByText(AccountText.documentAlreadyRegistered)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Verify OTP' })).not.toBeInTheDocument();
  });
});
