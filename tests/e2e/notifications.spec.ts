import { expect, type Page, type TestInfo, test } from '@playwright/test';
import {
  chooseFirstHospital,
  expectNoAxeViolations,
  expectNoAxeViolationsWithPopoverOpen,
  registerThroughApi,
  signIn,
  testMobile,
} from './support';

/**
 * Notifications (spec sections 2, 4 and 8), on each brand: a patient registered here (testMobile
 * 1000-1009) gets a lab result from the simulated hospital (the development release); the bell's
 * count shows it without a reload (polling), the dropdown lists it, a click marks it read and opens
 * the patient's lab reports; the side menu's Notifications opens the same list, 'Mark all as read'
 * clears it; in Arabic on a phone the list is Arabic and right to left. Axe at every step.
 */

/** The bell's name: 'Notifications', then '2 unread' when there are any (the number isolated). */
const bell = (page: Page, unread?: number) =>
  page.getByRole('navigation', { name: 'Account' }).getByRole('button', {
    name:
      unread === undefined ? 'Notifications' : new RegExp(`^Notifications \\u2068?${unread}\\u2069? unread$`),
    exact: unread === undefined,
  });

/** The simulated hospital releases a lab result for the patient (a development route). */
async function releaseLabResult(page: Page, mobile: string): Promise<void> {
  const released = await page.request.post('/api/dev/labresult', { data: { mobile: `971${mobile}` } });
  expect(released.ok(), await released.text()).toBe(true);
}

/** A new patient of this test, signed in on the dashboard with a hospital chosen. */
async function signedInPatient(page: Page, testInfo: TestInfo, n: number): Promise<string> {
  const mobile = testMobile(testInfo, n);
  const password = 'Journey@2026';
  await registerThroughApi(page.request, {
    mobile,
    firstName: 'Hessa',
    documentId: `7841991${mobile.slice(-8)}`,
    dateOfBirth: '1991-03-08',
    password,
  });
  await signIn(page, page.request, mobile, password);
  await chooseFirstHospital(page);
  return mobile;
}

/**
 * The count is polled every 15 s (polling.ts): the page's clock is moved on past the next poll
 * instead of the test waiting for it, and the new count must show at once.
 */
async function nextPoll(page: Page): Promise<void> {
  await page.clock.fastForward('00:16');
}

test('a released lab result shows on the bell without a reload and opens the lab reports; mark all as read', async ({
  page,
}, testInfo) => {
  // The page's timers and clock are the test's from the first page on (time still runs).
  await page.clock.install();
  const mobile = await signedInPatient(page, testInfo, 1000);
  await expect(bell(page)).toBeVisible();
  await expectNoAxeViolations(page);

  await releaseLabResult(page, mobile);
  await nextPoll(page);
  await expect(bell(page, 1)).toBeVisible();
  await expectNoAxeViolations(page);

  await bell(page, 1).click();
  const dropdown = page.getByRole('dialog', { name: 'Notifications' });
  const item = dropdown.getByRole('button', { name: /^Lab report\s?, Unread/ });
  await expect(item).toContainText(/Your lab report of \d\d\/\d\d\/\d{4} is ready\./);
  const box = await dropdown.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(336);
  await expectNoAxeViolationsWithPopoverOpen(page);

  await item.click();
  await expect(page).toHaveURL(/\/auth\/diagnosticReports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lab Reports' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Current' }).getByRole('listitem').first()).toContainText(
    'HbA1c',
  );
  await expect(bell(page)).toBeVisible();
  await expectNoAxeViolations(page);

  // Two more; the side menu's entry opens the same list (loaded as it opens), and Mark all clears it.
  await releaseLabResult(page, mobile);
  await releaseLabResult(page, mobile);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Notifications' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dialog.getByRole('button', { name: /Unread/ })).toHaveCount(2);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(dialog.getByRole('button', { name: /Unread/ })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /Lab report/ })).toHaveCount(3);
  await page.keyboard.press('Escape');
  await expect(bell(page)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('in Arabic on a phone, the list is Arabic and right to left', async ({ page }, testInfo) => {
  await page.clock.install();
  await page.setViewportSize({ width: 390, height: 844 });
  const mobile = await signedInPatient(page, testInfo, 1001);
  await releaseLabResult(page, mobile);
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabicBell = page.getByRole('button', { name: /^الإشعارات \u2068?1\u2069? غير مقروءة$/ });
  // A reload is not needed: the next poll brings it.
  await nextPoll(page);
  await expect(arabicBell).toBeVisible();
  await arabicBell.click();
  const dropdown = page.getByRole('dialog', { name: 'الإشعارات' });
  await expect(dropdown.getByRole('button', { name: /تقرير المختبر/ })).toContainText('جاهز');
  await expect(dropdown.getByRole('button', { name: 'تعليم الكل كمقروء' })).toBeVisible();
  const box = await dropdown.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await expectNoAxeViolationsWithPopoverOpen(page);
  await dropdown.getByRole('button', { name: 'تعليم الكل كمقروء' }).click();
  await expect(dropdown.getByRole('button', { name: /غير مقروء/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('navigation', { name: 'الحساب' }).getByRole('button', { name: 'الإشعارات', exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
