import { expect, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  fillDate,
  latestCode,
  logOut,
  newPatient,
  openProfile,
  registerPatient,
  signIn,
  submitCredentials,
} from './support';

test('forgot password, then sign in with the new password', async ({ page, request }, testInfo) => {
  const patient = newPatient(testInfo, 2, 'Mona');
  await registerPatient(page, request, patient);
  await logOut(page);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/home\/forgotpassword$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A wrong date of birth is refused with the spec's message.
  await page.getByLabel('Mobile number', { exact: true }).fill(patient.mobile);
  await fillDate(page, 'Date of birth', '13/04/1990');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Invalid date of birth').first()).toBeVisible();

  await fillDate(page, 'Date of birth', patient.dateOfBirth);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify OTP' })).toBeVisible();
  await expect(page.getByText(/The code is valid for \d+ minutes?\./)).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend OTP in \d+ s/ })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByLabel('One-time code', { exact: true }).fill(await latestCode(request, patient.mobile));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Short1');
  await page.getByLabel('Confirm password', { exact: true }).fill('Short1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password must be 8 character long')).toBeVisible();
  const newPassword = 'Renewed@2026';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill(`${newPassword}!`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password do not match')).toBeVisible();
  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/home\/login$/);
  await expect(
    page.getByText('Your password has been reset. Please log in with your new password.'),
  ).toBeVisible();

  // The old password no longer works; the new one does.
  await page.getByLabel('Mobile number', { exact: true }).fill(patient.mobile);
  await page.getByLabel('Password', { exact: true }).fill(patient.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid mobile number or password.')).toBeVisible();
  await signIn(page, request, patient.mobile, newPassword);
  await expect(page.getByRole('button', { name: `Hi ${patient.firstName}` })).toBeVisible();
});

test('change password in Arabic, then sign in with the new one', async ({ page, request }, testInfo) => {
  const patient = newPatient(testInfo, 3, 'Huda');
  await registerPatient(page, request, patient);
  await openProfile(page);

  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'ملفي الشخصي' })).toBeVisible();
  await expectNoAxeViolations(page);

  const newPassword = 'Changed@2026';
  await page.getByLabel('كلمة المرور القديمة', { exact: true }).fill('Wrong@2026x');
  await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill(newPassword);
  await page.getByLabel('تأكيد كلمة المرور', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
  await expect(page.getByText('كلمة المرور القديمة غير صحيحة').first()).toBeVisible();

  await page.getByLabel('كلمة المرور القديمة', { exact: true }).fill(patient.password);
  await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
  await expect(page.getByText('تم تغيير كلمة المرور.')).toBeVisible();

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await logOut(page);
  await submitCredentials(page, patient.mobile, newPassword);
  await page.getByLabel('One-time code', { exact: true }).fill(await latestCode(request, patient.mobile));
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
});
