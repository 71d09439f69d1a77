import { expect, test } from '@playwright/test';
import {
  chooseFirstHospital,
  chooseOption,
  demoPatient,
  emiratesIdOf,
  expectNoAxeViolations,
  fillDate,
  finishSignUp,
  latestCode,
  newPatient,
  startRegistration,
  tick,
} from './support';

test('a new patient registers end to end and lands on the dashboard', async ({ page, request }, testInfo) => {
  const patient = newPatient(testInfo, 1);
  await page.goto('/home/login');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/home\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Continue waits for the terms; the Terms dialog opens from the form.
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByRole('button', { name: 'Terms and Conditions' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(terms).toBeVisible();
  // The brand's page from the content service, not text built into the portal.
  await expect(terms.getByText(/Keep your password and one-time codes to yourself/)).toBeVisible();
  await expect(terms.getByText(/(Al Dhannah Hospital|Colab Medical Centre) patient portal/)).toBeVisible();
  await terms.getByRole('button', { name: 'Close' }).last().click();
  await expect(terms).toBeHidden();

  await startRegistration(page, patient);
  await expect(page.getByText(`+971 ******${patient.mobile.slice(-3)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend OTP in \d+ s/ })).toBeDisabled();
  await page.getByLabel('One-time code', { exact: true }).fill(await latestCode(request, patient.mobile));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/home\/sign-up$/);
  await expect(page.getByLabel('Mobile number', { exact: true })).toHaveValue(patient.mobile);
  await expect(page.getByLabel('Document ID', { exact: true })).toHaveValue(
    emiratesIdOf(patient).replace(/^(\d{3})(\d{4})(\d{7})(\d)$/, '$1-$2-$3-$4'),
  );
  await expect(page.getByLabel('Document ID', { exact: true })).not.toBeEditable();
  // The logo is hidden on the sign-up route (spec section 2).
  await expect(page.getByRole('img', { name: /Hospital|Centre/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await finishSignUp(page, patient);

  // A new patient has no hospital yet: the complete-profile gate asks for one.
  await chooseFirstHospital(page);
  await expect(page.getByRole('button', { name: `Hi ${patient.firstName}` })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
  await expect(page.getByRole('button', { name: `Hi ${patient.firstName}` })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Complete Profile' })).toHaveCount(0);
});

test('a registered mobile number is told to log in and taken to the login screen', async ({
  page,
}, testInfo) => {
  const { mobile } = demoPatient(testInfo);
  await page.goto('/home/register');
  await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await chooseOption(page, /Document type/, 'Passport');
  await page.getByLabel('Document ID', { exact: true }).fill('P7788990');
  await fillDate(page, 'Date of birth', '01/01/1980');
  await tick(page.getByRole('checkbox', { name: /I agree/ }));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('alertdialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Yes, continue' })
    .click();
  await expect(
    page.getByText(
      'This mobile number is already registered with us. Please try logging in using this number',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/home\/login$/, { timeout: 5_000 });
});

test('the registration form shows the rules of section 5 and sends nothing', async ({ page }) => {
  await page.goto('/home/register');
  await page.getByLabel('Mobile number', { exact: true }).fill('5012');
  await chooseOption(page, /Document type/, 'Emirates ID');
  await page.getByLabel('Document ID', { exact: true }).fill('784199112345678');
  await fillDate(page, 'Date of birth', '12/04/1990');
  await tick(page.getByRole('checkbox', { name: /I agree/ }));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter a valid mobile number (8 to 10 digits)')).toBeVisible();
  await expect(page.getByText('Invalid Emirates Id or date of birth')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
