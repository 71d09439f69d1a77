import { expect, test } from '@playwright/test';
import type { BrandSiteConfig } from '../../packages/contract/src/brand';
import { emiratesIdOf, expectNoAxeViolations, newPatient, registerThroughApi, signIn } from './support';

/** The brand this project serves (brands/<project name>/src/brand.ts). */
async function siteOf(project: string): Promise<BrandSiteConfig> {
  return ((await import(`../../brands/${project}/src/brand.ts`)) as { site: BrandSiteConfig }).site;
}

test("the brand's sign-in page shows its own name and logo in English and Arabic, with no axe violations", async ({
  page,
}, testInfo) => {
  const site = await siteOf(testInfo.project.name);
  await page.goto('/');
  await expect(page).toHaveURL(/\/home\/login$/);
  // '/' is not the painted sign-in page: the app renders it, and its address changes before the
  // sign-in screen's chunk has arrived (the layout alone, with the logo but no heading, is on show).
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(site.displayName.en));
  await expect(page.getByRole('img', { name: site.displayName.en }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
  await expect(page.getByRole('img', { name: site.displayName.ar }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a patient signs in on the brand, and the SMS names the brand', async ({ page }, testInfo) => {
  const site = await siteOf(testInfo.project.name);
  // A mobile of this brand's own (50790 + its port offset + 9000): no other project touches it.
  const patient = { ...newPatient(testInfo, 9000), mobile: `5079${site.devPortOffset}9000` };
  await registerThroughApi(page.request, {
    ...patient,
    documentId: emiratesIdOf(patient),
    dateOfBirth: '1990-04-12',
  });
  await signIn(page, page.request, patient.mobile, patient.password);
  await expect(page.getByText(`Hi ${patient.firstName}`)).toBeVisible();
  const outbox = await page.request.get(`/api/dev/outbox?mobile=971${patient.mobile}`);
  const [latest] = ((await outbox.json()) as { data: { text: string }[] }).data;
  expect(latest?.text).toContain(site.displayName.en);
});
