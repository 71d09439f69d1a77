import { expect, test } from '@playwright/test';
import { demoPatient, expectNoAxeViolations, latestCode, signIn, submitCredentials } from './support';

test('a demo patient signs in with the code from the outbox, stays signed in, and logs out', async ({
  page,
  request,
}, testInfo) => {
  const patient = demoPatient(testInfo);
  await page.goto('/');
  await expect(page).toHaveURL(/\/home\/login$/);

  await signIn(page, request, patient.mobile);
  await expect(page.getByText(`Hi ${patient.firstName}`)).toBeVisible();

  // No token may sit in web storage; the refresh token is an HttpOnly cookie.
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(storage).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  expect(storage.toLowerCase()).not.toContain('refreshtoken');
  const cookies = await page.context().cookies();
  const refresh = cookies.find((c) => c.name.endsWith('portal_rt'));
  expect(refresh?.httpOnly).toBe(true);
  expect(refresh?.sameSite).toBe('Strict');

  await page.reload();
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
  await expect(page.getByText(`Hi ${patient.firstName}`)).toBeVisible();

  await page.getByRole('button', { name: /Hi / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/home\/login$/);

  await page.goto('/auth/dashboard');
  await expect(page).toHaveURL(/\/home\/login$/);
});

test('a wrong one-time code shows Invalid OTP', async ({ page, request }) => {
  const mobile = '503456789';
  await submitCredentials(page, mobile);
  const code = await latestCode(request, mobile);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('One-time code').fill(wrong);
  await expect(page.getByText('Invalid OTP').first()).toBeVisible();
  await expect(page).toHaveURL(/\/home\/otpforlogin$/);
});

test('switching to Arabic turns the page right-to-left', async ({ page }) => {
  await page.goto('/home/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/login/i);
});

test('login and OTP pages have no accessibility violations in English and Arabic', async ({ page }) => {
  await page.goto('/home/login');
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  await expectNoAxeViolations(page);

  await submitCredentials(page, '503456789');
  await expect(page.getByLabel('One-time code')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);
  await page.goto('/home/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);
});
