import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import { expectNoAxeViolations, latestCode, signIn, submitCredentials, testMobile } from './support';

/**
 * Admin users, end to end in each brand (issue 15 item 3): the brand's admin adds an admin, edits
 * them, deactivates them (their session ends and they cannot sign in), reactivates them and resets
 * their password; the new admin signs in with the password the SMS carried and must change it in
 * the forced dialog before anything of the portal shows. Axe at each step; Arabic on a phone. The
 * demo admins' own passwords never change.
 */
// Serial, one admin's browser; the steps that sign the new admin in (password, code) take longer.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const ADMIN_PASSWORD = 'Admin@2026';

/** Each brand's demo admin (server demo-users.ts). */
const adminOf = (testInfo: TestInfo) => (testInfo.project.name === 'colab' ? '509000003' : '509000001');

interface NewAdmin {
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
}

let page: Page;
let newAdmin: NewAdmin;

test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  page = await context.newPage();
  const mobile = testMobile(testInfo, 1010);
  newAdmin = { firstName: 'Salma', lastName: 'Al Nuaimi', mobile, email: `salma.${mobile}@example.com` };
  await signIn(page, page.request, adminOf(testInfo), ADMIN_PASSWORD);
});

test.afterAll(async () => {
  await page.context().close();
});

/** The default password the newest SMS to the number carried (the development outbox). */
async function smsPassword(request: APIRequestContext, mobile: string, not?: string): Promise<string> {
  let password = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?mobile=971${mobile}`);
      const body = (await res.json()) as { data: Array<{ code: string | null; purpose: string | null }> };
      const newest = body.data.find((message) => message.purpose === 'password');
      password = newest?.code ?? '';
      return password !== '' && password !== not;
    })
    .toBe(true);
  return password;
}

const table = () => page.getByRole('grid', { name: 'Admin Users' });
const rowOf = (text: string) => table().getByRole('row').filter({ hasText: text });

/** Signs in as the new admin in a browser of their own, up to the forced dialog or the portal. */
async function newAdminSignsIn(browser: Browser, testInfo: TestInfo, password: string) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const own = await context.newPage();
  await submitCredentials(own, newAdmin.mobile, password);
  await own.getByLabel('One-time code', { exact: true }).fill(await latestCode(own.request, newAdmin.mobile));
  return own;
}

/** The forced dialog: nothing of the portal behind it, no way to dismiss it; a new password clears it. */
async function changeForcedPassword(own: Page, oldPassword: string, newPassword: string) {
  const dialog = own.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog).toBeVisible();
  await expect(own.getByRole('navigation')).toHaveCount(0);
  await expect(own.getByRole('main')).toHaveCount(0);
  await expectNoAxeViolations(own);
  await own.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Old password', { exact: true }).fill(oldPassword);
  await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(own.getByText('Your password has been changed.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The portal is there: the dashboard (a staff member without a date of birth is asked to complete
  // the profile there, in a dialog of its own).
  await expect(own).toHaveURL(/\/auth\/dashboard$/);
  await expect(
    own
      .getByRole('dialog', { name: 'Complete Profile' })
      .or(own.getByRole('navigation', { name: 'Account' })),
  ).toBeVisible();
}

test('the admin opens Admin Users from the menu: the brand’s staff, searchable', async () => {
  await page.goto('/auth/user');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Users' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Users' }).first()).toBeVisible();
  await expect(table().getByRole('columnheader', { name: 'First Name' })).toBeVisible();
  await expect(table().getByRole('columnheader', { name: 'Email' })).toBeVisible();
  await expect(table().getByRole('row')).not.toHaveCount(1);
  await expectNoAxeViolations(page);

  const search = page.getByLabel('Search', { exact: true });
  await search.fill('zz');
  // Two characters do not search yet: the rows stay.
  await expect(table().getByRole('row')).not.toHaveCount(1);
  await search.fill('zzzq');
  await expect(page.getByRole('heading', { name: 'No Data Available' })).toBeVisible();
  await search.fill('');
  await expect(table().getByRole('row')).not.toHaveCount(1);
});

test('Add Admin refuses an incomplete form, a bad e-mail and a taken mobile, then adds', async () => {
  await page.getByRole('button', { name: 'Add Admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Admin' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('All fields are required').first()).toBeVisible();
  await dialog.getByLabel('First Name', { exact: true }).fill(newAdmin.firstName);
  await dialog.getByLabel('Last Name', { exact: true }).fill(newAdmin.lastName);
  await dialog.getByLabel('Mobile', { exact: true }).fill(newAdmin.mobile);
  await dialog.getByLabel('Email', { exact: true }).fill('salma@example');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter valid email .')).toBeVisible();
  await expectNoAxeViolations(page);
  // Another account's mobile (the other demo admin's): the server's Duplicate message.
  await dialog.getByLabel('Email', { exact: true }).fill(newAdmin.email);
  await dialog.getByLabel('Mobile', { exact: true }).fill('509000002');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('A user with this mobile number or email already exists.').first(),
  ).toBeVisible();
  await dialog.getByLabel('Mobile', { exact: true }).fill(newAdmin.mobile);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User saved successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(newAdmin.mobile)).toContainText(newAdmin.email);
});

test('the new admin signs in with the SMS password and must change it first', async ({
  browser,
}, testInfo) => {
  const password = await smsPassword(page.request, newAdmin.mobile);
  const own = await newAdminSignsIn(browser, testInfo, password);
  await changeForcedPassword(own, password, 'Journey@2026');
  await own.context().close();
});

test('Edit User changes the name', async () => {
  await rowOf(newAdmin.mobile)
    .getByRole('button', { name: `Edit ${newAdmin.firstName} ${newAdmin.lastName}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(dialog.getByLabel('Mobile', { exact: true })).toHaveValue(newAdmin.mobile);
  newAdmin.lastName = 'Al Nuaimi Edited';
  await dialog.getByLabel('Last Name', { exact: true }).fill(newAdmin.lastName);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(newAdmin.mobile)).toContainText(newAdmin.lastName);
});

test('deactivating signs the admin out and keeps them out; reactivating lets them in', async ({
  browser,
}, testInfo) => {
  const own = await newAdminSignsIn(browser, testInfo, 'Journey@2026');
  await expect(own).toHaveURL(/\/auth\/dashboard$/);

  const active = rowOf(newAdmin.mobile).getByRole('switch');
  await expect(active).toBeChecked();
  // The switch's track covers its input: a keyboard user's Space, or a click on the track.
  await active.focus();
  await page.keyboard.press('Space');
  await expect(active).not.toBeChecked();
  await expectNoAxeViolations(page);

  // Their session has ended: the next page they open sends them to the login.
  await own.goto('/auth/profile');
  await expect(own).toHaveURL(/\/home\/login$/);
  await own.getByLabel('Mobile number', { exact: true }).fill(newAdmin.mobile);
  await own.getByLabel('Password', { exact: true }).fill('Journey@2026');
  await own.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(own.getByText(/register/i).first()).toBeVisible();
  await expect(own).toHaveURL(/\/home\/login$/);

  await active.focus();
  await page.keyboard.press('Space');
  await expect(active).toBeChecked();
  await own.context().close();
  const back = await newAdminSignsIn(browser, testInfo, 'Journey@2026');
  await expect(back).toHaveURL(/\/auth\/dashboard$/);
  await back.context().close();
});

test('Reset Password sends a new default password, which must be changed at sign-in', async ({
  browser,
}, testInfo) => {
  const before = await smsPassword(page.request, newAdmin.mobile);
  await rowOf(newAdmin.mobile)
    .getByRole('button', { name: /^Reset Password/ })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Reset Password' });
  await expect(confirm).toContainText(newAdmin.lastName);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('The password has been reset and sent to the user by SMS.')).toBeVisible();

  const password = await smsPassword(page.request, newAdmin.mobile, before);
  const own = await newAdminSignsIn(browser, testInfo, password);
  await changeForcedPassword(own, password, 'Journey@2027');
  await own.context().close();
});

test('Arabic on a phone: right to left, the same screen', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth/user');
  await page.getByRole('banner').getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'المستخدمون المسؤولون' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'إضافة مسؤول' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'إضافة مسؤول' }).click();
  await expect(page.getByRole('dialog', { name: 'إضافة مسؤول' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
});
