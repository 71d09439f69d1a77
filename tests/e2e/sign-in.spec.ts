import { expect, type Page, test } from '@playwright/test';
import {
  apiPatient,
  demoPatient,
  expectNoAxeViolations,
  latestCode,
  registerThroughApi,
  signIn,
  submitCredentials,
} from './support';

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

/**
 * The tabs of one browser share the refresh cookie, and the server takes each refresh token once (a
 * second use ends the session). Two tabs opened together each refresh as they start: both stay
 * signed in, and stay so when each is reloaded afterwards.
 */
test('two tabs opened at once both stay signed in', async ({ browser, request }, testInfo) => {
  const patient = apiPatient(testInfo, 904, 'Noura', '1993-06-21');
  await registerThroughApi(request, patient);
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const first = await context.newPage();
  await signIn(first, first.request, patient.mobile, patient.password);
  const second = await context.newPage();
  const refreshed = (page: Page) =>
    page.waitForResponse((response) => response.url().endsWith('/api/auth/refreshtoken'));
  // As on a slow network: each tab's refresh call is held until the other's is on its way too (or
  // 3 s have passed: a tab that waits for the other's answer before asking never sends its own).
  let held = 0;
  let bothAsked = () => {};
  const bothOnTheirWay = new Promise<void>((resolve) => {
    bothAsked = resolve;
  });
  await context.route('**/api/auth/refreshtoken', async (route) => {
    held += 1;
    if (held === 2) bothAsked();
    await Promise.race([bothOnTheirWay, new Promise((resolve) => setTimeout(resolve, 3000))]);
    await route.continue();
  });
  const answers = await Promise.all(
    [first, second].map(async (page) => {
      const answer = refreshed(page);
      await page.goto('/auth/dashboard');
      return (await answer).status();
    }),
  );
  await context.unroute('**/api/auth/refreshtoken');
  expect(answers).toEqual([200, 200]);
  // The dashboard paints the patient's name before its refresh answers: what tells a session that
  // ended is the answer, then the sign-in page.
  for (const page of [first, second]) {
    const answer = refreshed(page);
    await page.reload();
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole('button', { name: `Hi ${patient.firstName}` })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/dashboard$/);
  }
  await context.close();
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
