import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { doctorCard, pickFirstFreeSlot } from './booking-support';
import {
  chooseOption,
  chooseSearchable,
  demoPatient,
  expectNoAxeViolations,
  fillDate,
  latestCode,
  signIn,
} from './support';

/**
 * Family members, end to end in each brand against the simulated hospital: add a member whose
 * details the hospital knows (the code goes to the member's own mobile), one it does not know
 * (NotFound), edit, delete; the new member in the patient selector; axe on the screen and its
 * dialogs. One sign-in for the whole file (OTP send budgets).
 */
test.describe.configure({ mode: 'serial' });

interface Person {
  firstName: string;
  lastName: string;
  relation: string;
  documentType: string;
  /** As typed (an Emirates ID's dashes come from the mask). */
  documentId: string;
  /** dd/MM/yyyy. */
  dateOfBirth: string;
  mobile: string;
  gender: 'Male' | 'Female';
}

/** The demo hospital's person each brand's patient adds (server README, FAMILY_TO_ADD). */
function memberToAdd(testInfo: TestInfo): Person {
  return testInfo.project.name === 'colab'
    ? {
        firstName: 'Rania',
        lastName: 'Haddad',
        relation: 'Wife',
        documentType: 'Passport',
        documentId: 'N4471829',
        dateOfBirth: '03/12/1988',
        mobile: '502223344',
        gender: 'Female',
      }
    : {
        firstName: 'Mariam',
        lastName: 'Al Mansoori',
        relation: 'Sister',
        documentType: 'Emirates ID',
        documentId: '784199547382916',
        dateOfBirth: '14/09/1995',
        mobile: '507001122',
        gender: 'Female',
      };
}

/** Someone the hospital has no record of: consistent, so only the hospital can refuse them. */
const stranger: Person = {
  firstName: 'Khalid',
  lastName: 'Nasser',
  relation: 'Brother',
  documentType: 'Emirates ID',
  documentId: '784199212345671',
  dateOfBirth: '10/10/1992',
  mobile: '509990011',
  gender: 'Male',
};

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  page = await context.newPage();
  await signIn(page, page.request, demoPatient(testInfo).mobile);
});

test.afterAll(async () => {
  await page.context().close();
});

const memberDialog = () => page.getByRole('dialog');
const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

async function openScreen() {
  await page.getByRole('link', { name: 'Family Members' }).first().click();
  await expect(page).toHaveURL(/\/auth\/manageFamily$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Family Members' })).toBeVisible();
}

/** Add member, every field, Save, and 'Yes, continue' on the document's confirmation. */
async function addMember(person: Person) {
  await page.getByRole('button', { name: 'Add member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add family member' });
  await expect(dialog).toBeVisible();
  await chooseOption(page, /Relation/, person.relation);
  await dialog.getByLabel('First name', { exact: true }).fill(person.firstName);
  await dialog.getByLabel('Last name', { exact: true }).fill(person.lastName);
  await dialog
    .getByLabel('Email', { exact: true })
    .fill(`${person.firstName.toLowerCase()}.${person.mobile}@example.ae`);
  // The radio's input is hidden under its label, in the dialog's scrolling body: its label takes the click.
  await dialog.getByText(person.gender, { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: person.gender, exact: true })).toBeChecked();
  await chooseSearchable(page, 'Nationality', 'emirates', 'United Arab Emirates');
  await dialog.getByLabel('Mobile number', { exact: true }).fill(person.mobile);
  await chooseOption(page, /Document type/, person.documentType);
  await dialog.getByLabel('Document ID', { exact: true }).fill(person.documentId);
  await fillDate(page, 'Date of birth', person.dateOfBirth);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Please confirm' });
  await expect(
    confirm.getByText('Document type and document ID cannot be changed later.', { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Yes, continue' }).click();
}

function rowOf(name: string): Locator {
  return page.getByRole('grid', { name: 'Family members' }).getByRole('row').filter({ hasText: name });
}

test('the list, its banner and an empty save refused field by field', async () => {
  await openScreen();
  await expect(page.getByText(/must match your registration records at the facility/)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Relation' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add family member' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('All fields are required').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test("someone the hospital does not know is refused with the spec's text", async () => {
  await addMember(stranger);
  await expect(memberDialog().getByRole('alert')).toHaveText(
    'The details do not match with your registration records at the facility. Contact 8007267 to add family member.',
  );
  await expectNoAxeViolations(page);
  await memberDialog().getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(fullName(stranger))).toHaveCount(0);
});

test('a member the hospital knows is added with the code sent to their own mobile', async () => {
  const person = memberToAdd(test.info());
  await addMember(person);
  const step = page.getByRole('dialog', { name: 'Verify OTP' });
  await expect(step.getByText(`Verify the mobile number of ${fullName(person)}`)).toBeVisible();
  await expect(step.getByRole('button', { name: /Resend OTP in \d+ s/ })).toBeDisabled();
  await expectNoAxeViolations(page);
  const code = await latestCode(page.request, person.mobile);
  await step.getByLabel('One-time code', { exact: true }).fill(code);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Mobile number verified successfully')).toBeVisible();
  await expect(step).toBeHidden();
  await expect(rowOf(fullName(person))).toContainText(person.relation);

  // Everywhere a patient is chosen, the new member is there (the selectors' list was refreshed).
  await page.getByRole('link', { name: 'Appointments' }).first().click();
  await page.getByRole('button', { name: /Patient/ }).click();
  await expect(page.getByRole('option', { name: `${fullName(person)} (${person.relation})` })).toBeVisible();
  await page.keyboard.press('Escape');
  await openScreen();
});

test('an appointment booked for the new member shows under that member', async () => {
  const testInfo = test.info();
  const person = memberToAdd(testInfo);
  const patient = `${fullName(person)} (${person.relation})`;
  // Colab has one doctor booked online; a brand's journeys run one after another (workers: 1).
  const doctor =
    testInfo.project.name === 'colab'
      ? { name: 'Dr. Nadia Rahman', search: 'Nadia' }
      : { name: 'Dr. Sarah Thompson', search: 'Sarah' };
  await page.goto('/auth/finddoctor');
  await page.getByRole('combobox', { name: 'Search doctor, speciality or condition' }).fill(doctor.search);
  await page.getByRole('option', { name: new RegExp(doctor.name) }).click();
  await doctorCard(page, doctor.name).getByRole('button', { name: 'Book Appointment' }).click();
  await expect(page).toHaveURL(/\/auth\/bookAppointment$/);
  await page.getByRole('button', { name: /Patient/ }).click();
  await page.getByRole('option', { name: patient }).click();
  await pickFirstFreeSlot(page);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await page
    .getByRole('alertdialog', { name: 'Appointment Confirmation' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByRole('heading', { name: 'Appointment booked successfully' })).toBeVisible();

  await page.getByRole('link', { name: 'Appointments' }).first().click();
  await page.getByRole('button', { name: /Patient/ }).click();
  await page.getByRole('option', { name: patient }).click();
  const upcoming = page.getByRole('grid', { name: 'Upcoming Appointments' });
  await expect(upcoming.getByRole('row').filter({ hasText: doctor.name }).first()).toContainText(
    fullName(person),
  );
  await openScreen();
});

test('in Arabic the screen and its add dialog speak Arabic, right to left, and pass axe', async () => {
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'أفراد العائلة' })).toBeVisible();
  await page.getByRole('button', { name: 'إضافة فرد' }).click();
  const dialog = page.getByRole('dialog', { name: 'إضافة فرد من العائلة' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('edit: date of birth and document fixed, a document of their own, the rest saved', async () => {
  const person = memberToAdd(test.info());
  await rowOf(fullName(person)).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit family member' });
  await expect(dialog.getByRole('tab', { name: 'Documents' })).toBeVisible();
  await expect(dialog.getByLabel('Document ID', { exact: true })).not.toBeEditable();
  await expect(dialog.getByLabel('Document type', { exact: true })).not.toBeEditable();
  await expectNoAxeViolations(page);
  // The member's own documents, one row per document type with its front and back.
  await dialog.getByRole('tab', { name: 'Documents' }).click();
  const emiratesId = dialog.getByRole('region', { name: 'Emirates ID' });
  await expect(emiratesId.getByText('Upload Emirates ID, Front')).toBeVisible();
  await emiratesId
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'member-eid-front.png', mimeType: 'image/png', buffer: PNG });
  await expect(emiratesId.getByText('member-eid-front.png')).toBeVisible();
  await emiratesId
    .locator('input[type="file"]')
    .nth(1)
    .setInputFiles({ name: 'member-eid-back.png', mimeType: 'image/png', buffer: PNG });
  await expect(emiratesId.getByText('member-eid-back.png')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('tab', { name: 'Personal details' }).click();
  await dialog.getByLabel('Email', { exact: true }).fill(`${person.firstName.toLowerCase()}.new@example.ae`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Family member saved successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await rowOf(fullName(person)).getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(
    `${person.firstName.toLowerCase()}.new@example.ae`,
  );
  // The member's documents are theirs on the server: both sides are there when the dialog opens again.
  await dialog.getByRole('tab', { name: 'Documents' }).click();
  await expect(emiratesId.getByText('member-eid-front.png')).toBeVisible();
  await expect(emiratesId.getByText('member-eid-back.png')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('delete after confirmation; focus stays on the screen', async () => {
  const person = memberToAdd(test.info());
  await rowOf(fullName(person)).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete family member' });
  await expect(confirm).toContainText(`${fullName(person)} will be removed from your family members.`);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Family member removed successfully')).toBeVisible();
  await expect(rowOf(fullName(person))).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null),
    )
    .toBe(true);
});
