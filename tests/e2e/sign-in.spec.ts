import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
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

/**
 * A reload on a slow line, while the page's refresh call is on its way: the server has taken the old
 * refresh token, and its answer with the new cookie is still coming. The new page must not send the
 * old token (the server takes a token once; a second use ends the session): it waits for that answer.
 * A proxy in front of the brand's site holds the first page's answer back until the new page's own
 * refresh call arrives, or for 2.5 s.
 */
test('a reload while the refresh call is on its way keeps the patient signed in', async ({
  browser,
  request,
}, testInfo) => {
  const patient = apiPatient(testInfo, 905, 'Hessa', '1991-09-03');
  await registerThroughApi(request, patient);
  const site = new URL(String(testInfo.project.use.baseURL));
  const REFRESH = '/api/auth/refreshtoken';
  let holdNext = false;
  let release = () => {};
  let taken = () => {};
  const tokenTaken = new Promise<void>((resolve) => {
    taken = resolve;
  });
  /** The statuses of the refresh calls the proxy passed on at once, in order. */
  const answered: number[] = [];
  const proxy = createServer((incoming, outgoing) => {
    const hold = holdNext && incoming.url === REFRESH;
    if (hold) holdNext = false;
    else if (incoming.url === REFRESH) release();
    const forward = httpRequest(
      {
        host: site.hostname,
        port: site.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      async (answer) => {
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        if (hold) {
          taken();
          await new Promise<void>((resolve) => {
            release = resolve;
            setTimeout(resolve, 2500);
          });
        } else if (incoming.url === REFRESH) answered.push(answer.statusCode ?? 0);
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        outgoing.end(Buffer.concat(chunks));
      },
    );
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
  try {
    const page = await context.newPage();
    await signIn(page, page.request, patient.mobile, patient.password);
    holdNext = true;
    await page.goto('/auth/dashboard');
    await tokenTaken;
    await page.reload();
    await expect.poll(() => answered.length, { timeout: 15_000 }).toBe(1);
    expect(answered).toEqual([200]);
    await expect(page.getByRole('button', { name: `Hi ${patient.firstName}` })).toBeVisible();
    await page.reload();
    await expect.poll(() => answered.length, { timeout: 15_000 }).toBe(2);
    expect(answered).toEqual([200, 200]);
    await expect(page).toHaveURL(/\/auth\/dashboard$/);
  } finally {
    await context.close();
    proxy.close();
  }
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
