import { expect, test } from '@playwright/test';
import { chooseFirstHospital, registerThroughApi, signIn, testMobile } from './support';

/**
 * A 390 px phone in Arabic never scrolls sideways on a signed-in screen, even for a patient with a
 * long first name (the header's greeting button spilled past the start edge by 5-6 px before).
 */
test('signed-in screens fit a 390 px phone in Arabic, with a long first name', async ({ page }, testInfo) => {
  const patient = {
    mobile: testMobile(testInfo, 901),
    firstName: 'Abdulrahmanalqasimi',
    documentId: '',
    dateOfBirth: '1990-04-12',
    password: 'Journey@2026',
  };
  patient.documentId = `7841990${patient.mobile.slice(-8)}`;
  await registerThroughApi(page.request, patient);
  await signIn(page, page.request, patient.mobile, patient.password);
  await chooseFirstHospital(page);
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.setViewportSize({ width: 390, height: 844 });

  for (const path of ['/auth/dashboard', '/auth/finddoctor', '/auth/appointments', '/auth/profile']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /Abdulrahman/ })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
  }
});
