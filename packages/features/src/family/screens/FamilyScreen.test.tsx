import {
  type FamilyMember,
  FamilyMessages,
  FamilyPath,
  FamilyText,
  MasterdataPath,
  Messages,
  ruleMessageText,
} from '@portal/contract';
import { toast } from '@portal/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { fetchRouter, ok, signedIn } from '../../test-utils/care';
import { hamad, relations, yousef } from '../../test-utils/family';
import { countries, documentTypes, envelope, genders } from '../../test-utils/fixtures';
import { renderScreen } from '../../test-utils/render';
import { FamilyScreen, ready } from './FamilyScreen';

const api = (path: string) => `/api${path}`;
const LIST = `GET ${api(FamilyPath.list)}`;
const SAVE = `POST ${api(FamilyPath.save)}`;
const VERIFY = `POST ${api(FamilyPath.verifyOtp)}`;
const REMOVE = `DELETE ${api(FamilyPath.remove)}`;

let router: ReturnType<typeof fetchRouter>;

function renderFamily(routes: Record<string, unknown> = {}) {
  router = fetchRouter({
    [LIST]: ok([yousef, hamad]),
    [`GET ${api(MasterdataPath.gender)}`]: ok(genders),
    [`GET ${api(MasterdataPath.documentType)}`]: ok(documentTypes),
    [`GET ${api(MasterdataPath.country)}`]: ok(countries),
    [`GET ${api(MasterdataPath.relations)}`]: ok(relations),
    ...(routes as Record<string, Response>),
  });
  vi.stubGlobal('fetch', router.mock);
  const user = userEvent.setup();
  const view = renderScreen(<FamilyScreen />, { path: '/auth/manageFamily', preloadedState: signedIn });
  return { user, ...view };
}

/** The list `before` until a delete succeeds, then `after` (which may hold its answer back). */
function renderDeleting(before: FamilyMember[], after: () => Response | Promise<Response>) {
  let removed = false;
  return renderFamily({
    [LIST]: () => (removed ? after() : ok(before)),
    [REMOVE]: () => {
      removed = true;
      return envelope(200, 'Success', [FamilyMessages.removeFamilyMemberSuccess]);
    },
  });
}

const dialog = () => screen.getByRole('dialog');

async function openAdd(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Add member' }));
  const form = within(await screen.findByRole('dialog', { name: 'Add family member' }));
  await waitFor(() => expect(form.getByRole('button', { name: /Relation/ })).toBeEnabled());
  return form;
}

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(within(dialog()).getByRole('button', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function paste(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Every field of a daughter born on 05/06/2010; `documentId` as typed. */
async function fillMember(user: UserEvent, documentId = '784-2010-1234567-8') {
  const form = within(dialog());
  await choose(user, /Relation/, 'Daughter');
  // Names and e-mail pasted (a keystroke each re-renders the whole form: typed, the form took over
  // 30 s on a loaded CI machine); the mobile and the document number are typed, their fields filter keys.
  await paste(user, form.getByLabelText('First name'), 'Mariam');
  await paste(user, form.getByLabelText('Last name'), 'Al Mansoori');
  await paste(user, form.getByLabelText('Email'), 'mariam@example.ae');
  await user.click(form.getByRole('radio', { name: 'Female' }));
  await user.type(form.getByRole('combobox', { name: 'Nationality' }), 'United');
  await user.click(await screen.findByRole('option', { name: 'United Arab Emirates' }));
  await user.type(form.getByLabelText('Mobile number'), '509876543');
  await choose(user, /Document type/, 'Emirates ID');
  await user.type(form.getByLabelText('Document ID'), documentId);
  const [day] = within(form.getByRole('group', { name: 'Date of birth' })).getAllByRole('spinbutton');
  await user.click(day!);
  await user.keyboard('05062010');
}

async function saveAndConfirm(user: UserEvent) {
  await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Please confirm' });
  await user.click(within(confirm).getByRole('button', { name: 'Yes, continue' }));
}

beforeAll(async () => {
  await ready();
  await import('../components/FamilyTable');
});

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.clear();
});

describe('FamilyScreen', () => {
  it('lists name, relation and age with edit and delete, and the banner about the records', async () => {
    renderFamily();
    expect(screen.getByRole('heading', { level: 1, name: 'Family Members' })).toBeInTheDocument();
    expect(screen.getByText(/must match your registration records at the facility/)).toBeInTheDocument();
    const row = (await screen.findByText('Hamad Al Mansoori')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Husband')).toBeInTheDocument();
    expect(within(row).getByText('38')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit' })).toHaveAccessibleDescription(
      'Hamad Al Mansoori',
    );
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it("says 'No family members to display' when there are none", async () => {
    renderFamily({ [LIST]: ok([]) });
    expect(await screen.findByText('No family members to display')).toBeInTheDocument();
  });

  it('shows the load error with a retry when the list fails', async () => {
    renderFamily({ [LIST]: envelope(503, 'Error', [Messages.auth.somethingWentWrong]) });
    expect(await screen.findByText('Something went wrong. Try again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('requires every field and focuses the first one, sending nothing', async () => {
    const { user } = renderFamily();
    const form = await openAdd(user);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getAllByText(ruleMessageText.allFieldsRequired).length).toBeGreaterThanOrEqual(10);
    await waitFor(() => expect(form.getByRole('button', { name: /Relation/ })).toHaveFocus());
    expect(router.called(SAVE)).toHaveLength(0);
  });

  it('refuses an Emirates ID whose year is not the birth year', async () => {
    const { user } = renderFamily();
    await openAdd(user);
    await fillMember(user, '784-2011-1234567-8');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Invalid Emirates Id or date of birth')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.called(SAVE)).toHaveLength(0);
  });

  it("refuses another member's document id with the spec's words", async () => {
    const { user } = renderFamily();
    await openAdd(user);
    await fillMember(user, yousef.documentId ?? '');
    // Yousef's id reads 2016: his date of birth, so only the duplicate is wrong.
    const [day] = within(within(dialog()).getByRole('group', { name: 'Date of birth' })).getAllByRole(
      'spinbutton',
    );
    await user.click(day!);
    await user.keyboard('20082016');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText(FamilyText.duplicateDocumentId)).toBeInTheDocument();
    expect(router.called(SAVE)).toHaveLength(0);
  });

  it('takes a mobile of digits only, at most 10', async () => {
    const { user } = renderFamily();
    const form = await openAdd(user);
    const mobile = form.getByLabelText('Mobile number');
    await user.type(mobile, '50a123456');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(ruleMessageText.numberError)).toBeInTheDocument();
    await user.clear(mobile);
    await user.type(mobile, '501234567899');
    expect(mobile).toHaveValue('5012345678');
    expect(form.queryByText(ruleMessageText.numberError)).not.toBeInTheDocument();
  });

  it('asks to confirm that the document cannot change before the first save; Edit details sends nothing', async () => {
    const { user } = renderFamily({
      [SAVE]: envelope(200, 'Success', [FamilyMessages.saveFamilyMemberSuccess]),
    });
    await openAdd(user);
    await fillMember(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(within(confirm).getByText(/cannot be changed later/)).toBeInTheDocument();
    expect(within(confirm).getByText('784-2010-1234567-8')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Edit details' }));
    expect(router.called(SAVE)).toHaveLength(0);
    const success = vi.spyOn(toast, 'success');
    await saveAndConfirm(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.called(SAVE)[0]?.body).toEqual({
      FamilyMemberId: 0,
      FirstName: 'Mariam',
      LastName: 'Al Mansoori',
      Email: 'mariam@example.ae',
      Mobile: '509876543',
      CallingCode: '971',
      DateOfBirth: '2010-06-05',
      GenderId: 2,
      CountryId: 784,
      DocumentTypeId: 1,
      DocumentId: '784201012345678',
      RelationId: 6,
    });
    expect(success).toHaveBeenCalledWith(FamilyText.saveFamilyMemberSuccess);
    // The list (and with it the patient selectors') is asked again.
    await waitFor(() => expect(router.called(LIST)).toHaveLength(2));
  });

  it("shows the spec's NotFound text in the dialog and keeps the details", async () => {
    const { user } = renderFamily({ [SAVE]: envelope(200, 'NotFound', [FamilyMessages.notFound]) });
    await openAdd(user);
    await fillMember(user);
    await saveAndConfirm(user);
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'The details do not match with your registration records at the facility. Contact 8007267 to add family member.',
    );
    expect(within(dialog()).getByLabelText('First name')).toHaveValue('Mariam');
  });

  it("shows the server's text when codes are asked for too often (429)", async () => {
    const { user } = renderFamily({
      [SAVE]: envelope(429, 'TooManyRequests', [Messages.auth.otpSendBudget]),
    });
    await openAdd(user);
    await fillMember(user);
    await saveAndConfirm(user);
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(Messages.auth.otpSendBudget.text);
  });

  it("verifies the member's code, then closes and refreshes the list", async () => {
    let verified = false;
    const { user } = renderFamily({
      [LIST]: () =>
        ok(verified ? [yousef, hamad, { ...hamad, familyMemberId: 13, firstName: 'Mariam' }] : [yousef]),
      [SAVE]: envelope(200, 'OTPSent', [FamilyMessages.otpSent], { referenceId: 'ref-9', otpValidity: 5 }),
      [VERIFY]: () => {
        verified = true;
        return envelope(200, 'Success', [FamilyMessages.otpVerifySuccess], { validOtp: true });
      },
    });
    await openAdd(user);
    await fillMember(user);
    await saveAndConfirm(user);
    const step = await screen.findByRole('dialog', { name: 'Verify OTP' });
    expect(step).toHaveTextContent('Verify the mobile number of Mariam Al Mansoori');
    expect(within(step).getByRole('button', { name: /Resend OTP in 60 s/ })).toBeDisabled();
    await user.keyboard('123456');
    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.called(VERIFY)[0]?.body).toEqual({ otp: '123456', referenceId: 'ref-9' });
    expect(await screen.findByText('Mariam Al Mansoori')).toBeInTheDocument();
  });

  it("shows the server's text when a new code is asked for too often (429)", async () => {
    const { user } = renderFamily({
      [SAVE]: envelope(200, 'OTPSent', [FamilyMessages.otpSent], { referenceId: 'ref-9', otpValidity: 5 }),
      [`POST ${api(FamilyPath.sendOtpForAdd)}`]: envelope(429, 'TooManyRequests', [
        Messages.auth.otpSendBudget,
      ]),
    });
    await openAdd(user);
    await fillMember(user);
    await saveAndConfirm(user);
    const step = await screen.findByRole('dialog', { name: 'Verify OTP' });
    // A minute later the resend opens.
    const later = Date.now() + 61_000;
    vi.spyOn(Date, 'now').mockImplementation(() => later);
    const resend = await within(step).findByRole('button', { name: 'Resend OTP' }, { timeout: 3000 });
    expect(resend).toBeEnabled();
    const error = vi.spyOn(toast, 'error');
    await user.click(resend);
    await waitFor(() => expect(error).toHaveBeenCalledWith(Messages.auth.otpSendBudget.text));
  });

  it('edits with date of birth, document type and id read-only', async () => {
    const { user } = renderFamily();
    const row = (await screen.findByText('Hamad Al Mansoori')).closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit family member' }));
    expect(form.getByRole('tab', { name: 'Documents' })).toBeInTheDocument();
    expect(form.getByLabelText('First name')).toHaveValue('Hamad');
    expect(form.getByLabelText('Document ID')).toHaveAttribute('readonly');
    expect(form.getByLabelText('Document ID')).toHaveValue('784-1987-1122334-4');
    expect(form.getByLabelText('Document type')).toHaveAttribute('readonly');
    for (const segment of within(form.getByRole('group', { name: 'Date of birth' })).getAllByRole(
      'spinbutton',
    )) {
      expect(segment).toHaveAttribute('aria-readonly', 'true');
    }
  });

  it('deletes after confirmation; focus goes to the next member in the table', async () => {
    const { user } = renderDeleting([yousef, hamad], () => ok([yousef]));
    const success = vi.spyOn(toast, 'success');
    const row = (await screen.findByText('Hamad Al Mansoori')).closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete family member' });
    expect(confirm).toHaveTextContent('Hamad Al Mansoori will be removed from your family members.');
    // Confirmed by keyboard, as a patient who would lose their place.
    await user.tab();
    expect(within(confirm).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Hamad Al Mansoori')).not.toBeInTheDocument());
    expect(router.called(REMOVE)[0]?.url.searchParams.get('familyMemberId')).toBe('12');
    expect(success).toHaveBeenCalledWith(FamilyText.removeFamilyMemberSuccess, expect.anything());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit', description: 'Yousef Al Mansoori' })).toHaveFocus(),
    );
  });

  it('moves focus to Add member when the last member goes, not to the page', async () => {
    const { user } = renderDeleting([hamad], () => ok([]));
    const row = (await screen.findByText('Hamad Al Mansoori')).closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete family member' });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No family members to display')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add member' })).toHaveFocus());
    expect(confirm).not.toBeInTheDocument();
  });

  it('moves focus to Add member when the list comes back only after the confirmation has closed', async () => {
    // A busy phone or server: the confirmation closes, focus goes back to the row's Delete, and the
    // list without the member arrives later and takes that row (and the focus) away.
    let release: () => void = () => {};
    const listBack = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user } = renderDeleting([hamad], async () => {
      await listBack;
      return ok([]);
    });
    const row = (await screen.findByText('Hamad Al Mansoori')).closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete family member' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('Hamad Al Mansoori')).toBeInTheDocument();
    release();
    expect(await screen.findByText('No family members to display')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add member' })).toHaveFocus());
  });

  it("shows the server's words when a delete is refused, and keeps the member", async () => {
    const { user } = renderFamily({
      [REMOVE]: envelope(404, 'NotFound', [FamilyMessages.removeFamilyMemberError]),
    });
    const error = vi.spyOn(toast, 'error');
    const row = (await screen.findByText('Hamad Al Mansoori')).closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete family member' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(FamilyText.removeFamilyMemberError));
    expect(screen.getByText('Hamad Al Mansoori')).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    await changeLanguage('ar');
    await ready();
    renderFamily({ [LIST]: ok([]) });
    expect(await screen.findByText('لا يوجد أفراد عائلة لعرضهم')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إضافة فرد' })).toBeInTheDocument();
  });
});
