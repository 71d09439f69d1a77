import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@2026';

/** Each brand's journey signs in a different demo patient so lockout and send budgets never interact. */
export function demoPatient(testInfo: TestInfo): { mobile: string; firstName: string } {
  return testInfo.project.name === 'colab'
    ? { mobile: '502345678', firstName: 'Omar' }
    : { mobile: '501234567', firstName: 'Aisha' };
}

/** Reads the newest one-time code the console SMS gateway put in the development outbox. */
export async function latestCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?mobile=971${mobile}`);
      if (!res.ok()) return '';
      const body = (await res.json()) as { data: Array<{ code: string | null }> };
      code = body.data[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

export async function submitCredentials(page: Page, mobile: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/home/login');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/home\/otpforlogin$/);
}

export async function signIn(page: Page, request: APIRequestContext, mobile: string): Promise<void> {
  await submitCredentials(page, mobile);
  const code = await latestCode(request, mobile);
  await page.getByLabel('One-time code').fill(code);
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
