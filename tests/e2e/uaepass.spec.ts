import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, fillDate, tick } from './support';

/** The development provider (PORT + 10) lists its demo accounts as 'Sign in as …' buttons. */
async function signInAtProvider(page: Page, name: string) {
  await page.goto('/home/login');
  await page.getByRole('button', { name: 'Sign in with UAE PASS' }).click();
  await expect(page.getByRole('heading', { name: /UAE PASS/ })).toBeVisible();
  await page.getByRole('button', { name: `Sign in as ${name}` }).click();
}

test('UAE PASS: an SOP2 user completes the first sign-in, cannot change the password, and logs out at the provider', async ({
  page,
}, testInfo) => {
  // Each brand's run has its own first-timer, so the two brands can run side by side.
  const who =
    testInfo.project.name === 'colab'
      ? { first: 'Latifa', name: 'Latifa Al Shamsi', id: '784-1996-4567892-1', year: '1996' }
      : { first: 'Noura', name: 'Noura Al Ketbi', id: '784-1995-3456789-2', year: '1995' };
  await signInAtProvider(page, who.name);

  // First time: confirm the details UAE PASS gave and add the birth date, which must match the ID.
  await expect(page.getByRole('heading', { name: 'Complete your registration' })).toBeVisible();
  await expect(page.getByText(who.name)).toBeVisible();
  await expect(page.getByText(who.id)).toBeVisible();
  await expectNoAxeViolations(page);
  await fillDate(page, 'Date of birth', `01/05/${Number(who.year) - 1}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Invalid Emirates Id or date of birth').first()).toBeVisible();
  await fillDate(page, 'Date of birth', `01/05/${who.year}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
  // A new account has no hospital of this brand yet: the gate asks.
  const gate = page.getByRole('dialog', { name: 'Complete Profile' });
  await tick(gate.getByRole('radio').first());
  await gate.getByRole('button', { name: 'Save' }).click();
  await expect(gate).toBeHidden();

  await page.getByRole('button', { name: `Hi ${who.first}` }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue(who.first);
  await expect(page.getByLabel('First name', { exact: true })).not.toBeEditable();
  await expect(page.getByLabel('Email', { exact: true })).not.toBeEditable();
  await expect(page.getByRole('heading', { name: 'Change password' })).toHaveCount(0);

  // Logout of a UAE PASS session goes through the provider's logout page, then back to login.
  await page.getByRole('button', { name: `Hi ${who.first}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Yes, sign me out of UAE PASS' }).click();
  await expect(page).toHaveURL(/\/home\/login/);
  await page.goto('/auth/dashboard');
  await expect(page).toHaveURL(/\/home\/login$/);
});

test('UAE PASS: an SOP1 user is sent back to the provider with isSOP1User=true', async ({ page }) => {
  await signInAtProvider(page, 'Hamad Al Suwaidi');
  await expect(page.getByRole('alert')).toContainText('not verified (SOP1)');
  await expect(page).toHaveURL(/:\d+\/interaction\//);
  await expect(page.getByRole('button', { name: 'Sign in as Noura Al Ketbi' })).toBeVisible();
});

test('UAE PASS: cancelling at the provider is told politely on the login screen', async ({ page }) => {
  await page.goto('/home/login');
  await page.getByRole('button', { name: 'Sign in with UAE PASS' }).click();
  await page.getByRole('button', { name: 'Cancel and return' }).click();
  await expect(page).toHaveURL(/\/home\/login$/);
  await expect(page.getByText(/You cancelled the UAE PASS sign-in/)).toBeVisible();
  await expect(page.getByLabel('Mobile number', { exact: true })).toBeVisible();
});
