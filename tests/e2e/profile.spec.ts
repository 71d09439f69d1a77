import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, newPatient, openProfile, registerPatient } from './support';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('profile edits persist after a reload, and the header follows', async ({ page, request }, testInfo) => {
  const patient = newPatient(testInfo, 4, 'Salma');
  await registerPatient(page, request, patient);
  await openProfile(page);
  await expectNoAxeViolations(page);

  await expect(page.getByLabel('Mobile number', { exact: true })).not.toBeEditable();
  await expect(page.getByLabel('Document ID', { exact: true })).not.toBeEditable();
  await page.getByLabel('First name', { exact: true }).fill('Salwa');
  await page.getByLabel('Email', { exact: true }).fill(`salwa.${patient.mobile}@example.ae`);
  await page.getByRole('button', { name: 'Save' }).click();
  // The hospital chosen at registration may still show the same message: the newest one counts.
  await expect(page.getByText('Profile updated successfully').last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hi Salwa' })).toBeVisible();

  // The picture: a wrong type is refused before anything is sent, a png is taken.
  const picker = page.getByRole('region', { name: 'Profile picture' }).locator('input[type="file"]');
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please upload a jpg, jpeg or png image')).toBeVisible();
  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Your profile picture has been updated.')).toBeVisible();
  // Fetched with the bearer token and shown inline; it loads (no fallback initials).
  await expect(page.getByRole('img', { name: 'Salwa Hassan' })).toHaveJSProperty('naturalWidth', 1);

  await page.reload();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Salwa');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(`salwa.${patient.mobile}@example.ae`);
  await expect(page.getByRole('button', { name: 'Hi Salwa' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Salwa Hassan' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );

  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByText('Your profile picture has been removed.')).toBeVisible();
});

test('delete account, after which signing in fails', async ({ page, request }, testInfo) => {
  const patient = newPatient(testInfo, 5, 'Rana');
  await registerPatient(page, request, patient);
  await openProfile(page);

  await page.getByRole('button', { name: 'Delete account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/home\/login$/);

  await page.getByLabel('Mobile number', { exact: true }).fill(patient.mobile);
  await page.getByLabel('Password', { exact: true }).fill(patient.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(
    page.getByText('This mobile number is not registered with us. Please register to continue.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/home\/login$/);
  await page.goto('/auth/profile');
  await expect(page).toHaveURL(/\/home\/login$/);
});
