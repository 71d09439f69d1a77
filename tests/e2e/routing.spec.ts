import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, newPatient, registerPatient, testMobile } from './support';

test('a signed-in patient: unknown /auth addresses are not found inside the layout, public ones lead to the dashboard', async ({
  page,
  request,
}, testInfo) => {
  // Registration end to end comes first: the longest journey setup.
  test.slow();
  const patient = newPatient(testInfo, 950);
  await registerPatient(page, request, patient);

  await page.goto('/auth/noSuchScreen');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeFocused();
  await expect(page.getByRole('button', { name: `Hi ${patient.firstName}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/auth\/dashboard$/);

  for (const address of ['/home/login', '/home/register', '/home/forgotpassword', '/no/such/page']) {
    await page.goto(address);
    await expect(page).toHaveURL(/\/auth\/dashboard$/);
  }
  await expect(page.getByRole('button', { name: `Hi ${patient.firstName}` })).toBeVisible();
});

test('sign-in: a mobile that is not registered is told so in the form, with Register, which opens with its heading focused', async ({
  page,
}, testInfo) => {
  await page.goto('/home/login');
  await page.getByLabel('Mobile number', { exact: true }).fill(testMobile(testInfo, 951));
  await page.getByLabel('Password', { exact: true }).fill('Journey@2026');
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  const alert = page.getByRole('form', { name: 'Login' }).getByRole('alert');
  await expect(alert).toContainText('This mobile number is not registered with us.');
  await page.waitForTimeout(3_500);
  await expect(alert).toBeVisible();
  await expectNoAxeViolations(page);

  await alert.getByRole('link', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeFocused();
});
