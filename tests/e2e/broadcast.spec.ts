import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { xlsxOf } from '../../packages/features/src/test-utils/xlsx';
import {
  chooseFirstHospital,
  expectNoAxeViolations,
  expectNoAxeViolationsWithPopoverOpen,
  logOut,
  registerThroughApi,
  signIn,
  testMobile,
} from './support';

/**
 * Each brand's broadcaster: its admin (role 3), Khalid for Al Dhannah and Noura for Colab. The demo
 * broadcaster Mariam (role 2) has a default password, which the portal makes her change first, and
 * no journey changes a demo password: role 2's access is the server tests' (broadcasts.test.ts).
 */
function broadcaster(testInfo: TestInfo): { mobile: string; password: string; name: string } {
  return testInfo.project.name === 'colab'
    ? { mobile: '509000003', password: 'Admin@2026', name: 'Noura' }
    : { mobile: '509000001', password: 'Admin@2026', name: 'Khalid' };
}

const HEADINGS = ['Country Code', 'Mobile No'];

async function chooseRecipients(dialog: Locator, name: string, bytes: Uint8Array | string) {
  await dialog.locator('input[type="file"][accept*=".xlsx"]').setInputFiles({
    name,
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(bytes),
  });
}

async function openScreen(page: Page, linkName: string, heading: string) {
  await page.getByRole('link', { name: linkName }).first().click();
  await expect(page).toHaveURL(/\/auth\/notification\/BroadcastNotification$/);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('a broadcaster publishes to a spreadsheet of recipients, bad rows refused first, and the history counts it', async ({
  page,
  request,
}) => {
  test.info().setTimeout(180_000);
  const patientMobile = testMobile(test.info(), 1020);
  const unknownMobile = testMobile(test.info(), 1021);
  await registerThroughApi(request, {
    mobile: patientMobile,
    firstName: 'Salma',
    documentId: `7841990${patientMobile.slice(-8)}`,
    dateOfBirth: '1990-04-12',
    password: 'Journey@2026',
  });

  // A patient is the brand's once they have chosen one of its hospitals.
  await signIn(page, request, patientMobile, 'Journey@2026');
  await chooseFirstHospital(page);
  await logOut(page);

  const staff = broadcaster(test.info());
  await signIn(page, request, staff.mobile, staff.password);
  await openScreen(page, 'Broadcast Notification', 'Broadcast Notification');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Create Broadcast' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish New Broadcast' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Download sample file (.xlsx)' })).toHaveAttribute(
    'download',
    'recipients-sample.xlsx',
  );

  // Publishing with nothing filled: every field's own message, nothing sent.
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog.getByText('Please enter notification title')).toBeVisible();
  await expect(dialog.getByText('Please select excel with valid data')).toBeVisible();
  await expectNoAxeViolations(page);

  // Not a spreadsheet, then a spreadsheet with bad rows (rows 3 and 5 of the sheet).
  await chooseRecipients(dialog, 'recipients.txt', 'Country Code,Mobile No\n971,501234567\n');
  await expect(dialog.getByText('Please select xlsx file.')).toBeVisible();
  await chooseRecipients(
    dialog,
    'bad.xlsx',
    xlsxOf([HEADINGS, ['971', patientMobile], ['971', '12345'], ['971', unknownMobile], ['97', 'abcdefghi']]),
  );
  await expect(
    dialog.getByText(/Invalid\/Empty file, please upload a correct file\. Rows\W+3, 5\W+have/),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await chooseRecipients(
    dialog,
    'good.xlsx',
    xlsxOf([HEADINGS, ['971', patientMobile], ['+971', unknownMobile]]),
  );
  await expect(dialog.getByText(/good\.xlsx\W+2\W+recipients ready/)).toBeVisible();
  await expect(dialog.getByText(/Invalid\/Empty file/)).toBeHidden();

  const title = `Clinic ${Date.now() % 1_000_000}`;
  await dialog.getByRole('textbox', { name: 'Notification title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'URL' }).fill('ftp://example.ae');
  await dialog.getByRole('textbox', { name: 'URL' }).blur();
  await expect(dialog.getByText('Please enter a URL beginning with http or https')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'URL' }).fill('https://example.ae/flu');
  await dialog
    .getByRole('textbox', { name: 'Message' })
    .fill('Flu vaccines are available at every branch this week.');
  await expect(dialog.getByText(/^\W*53\W+120\W*$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  // The dialog closes a second after it says so (waitFor watches in the page, where expect's polling
  // could miss that second); the counts are checked in the history below.
  await dialog.getByText('Notification sent successfully').waitFor();
  await expect(dialog).toBeHidden();

  const row = page
    .getByRole('grid', { name: 'Notification history' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('gridcell').nth(2)).toHaveText('Custom list');
  await expect(row.getByRole('gridcell').nth(3)).toHaveText('1');
  await expect(row.getByRole('gridcell').nth(4)).toHaveText('1');
  await expect(row).toContainText('Sent');
  await expect(row).toContainText(staff.name);
  await expectNoAxeViolations(page);

  // Re-send of a spreadsheet broadcast: the dialog again, with its title and its list.
  await row.getByRole('button', { name: `Re-send ${title}` }).click();
  await expect(dialog.getByRole('textbox', { name: 'Notification title' })).toHaveValue(title);
  await expect(dialog.getByRole('textbox', { name: 'URL' })).toHaveValue('https://example.ae/flu');
  await expect(dialog.getByText(/the earlier list\W+2\W+recipients ready/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The registered patient finds it in the header's notifications.
  await logOut(page);
  await signIn(page, request, patientMobile, 'Journey@2026');
  await page.getByRole('button', { name: /^Notifications\W+1\W+unread/ }).click();
  const notifications = page.getByRole('dialog', { name: 'Notifications' });
  await expect(notifications).toContainText(title);
  await expect(notifications).toContainText('Flu vaccines are available at every branch this week.');
  await expectNoAxeViolationsWithPopoverOpen(page);
});

test('the broadcast screen reads right to left in Arabic on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const staff = broadcaster(test.info());
  await signIn(page, request, staff.mobile, staff.password);
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/auth/notification/BroadcastNotification');
  await expect(page.getByRole('heading', { level: 1, name: 'إشعارات البث' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'سجل الإشعارات' }).or(page.getByText('لا توجد سجلات')),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'إنشاء بث' }).click();
  const dialog = page.getByRole('dialog', { name: 'نشر بث جديد' });
  await chooseRecipients(dialog, 'empty.xlsx', xlsxOf([HEADINGS]));
  await expect(dialog.getByText('الملف غير صالح أو فارغ، يرجى تحميل ملف صحيح.')).toBeVisible();
  const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(scrolls).toBe(false);
  await expectNoAxeViolations(page);
});

test('a 50,000-row recipients spreadsheet is read in a worker while the page stays responsive', async ({
  page,
  request,
}) => {
  test.info().setTimeout(120_000);
  const rows = Array.from({ length: 50_000 }, (_, i) => ['971', `5${String(i).padStart(8, '0')}`]);
  const bytes = xlsxOf([HEADINGS, ...rows]);
  const staff = broadcaster(test.info());
  await signIn(page, request, staff.mobile, staff.password);
  await openScreen(page, 'Broadcast Notification', 'Broadcast Notification');
  await page.getByRole('button', { name: 'Create Broadcast' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish New Broadcast' });
  await expect(dialog).toBeVisible();

  // The longest task of the page's thread and the longest gap between two 50 ms timer ticks while
  // the file is read: a parse on this thread would show as one long task of seconds.
  await page.evaluate(() => {
    const probe = { longestTask: 0, longestGap: 0, last: performance.now() };
    (window as unknown as { probe: typeof probe }).probe = probe;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longestTask = Math.max(probe.longestTask, entry.duration);
    }).observe({ type: 'longtask' });
    setInterval(() => {
      const now = performance.now();
      probe.longestGap = Math.max(probe.longestGap, now - probe.last);
      probe.last = now;
    }, 50);
  });
  const started = Date.now();
  await chooseRecipients(dialog, 'fifty-thousand.xlsx', bytes);
  await expect(dialog.getByText(/fifty-thousand\.xlsx\W+50,?000\W+recipients ready/)).toBeVisible({
    timeout: 60_000,
  });
  const elapsed = Date.now() - started;
  const probe = await page.evaluate(
    () => (window as unknown as { probe: { longestTask: number; longestGap: number } }).probe,
  );
  const report = `${bytes.length} bytes, 50,000 rows read in ${elapsed} ms; longest main-thread task ${Math.round(probe.longestTask)} ms, longest timer gap ${Math.round(probe.longestGap)} ms`;
  test.info().annotations.push({ type: 'measure', description: report });
  // Read on the page's thread, the file would be one task of seconds (2.6 to 4.5 s measured for the
  // whole read); the page's own work around it (the chosen file, the answer) stays well under one.
  expect(probe.longestGap).toBeLessThan(1_000);
  expect(probe.longestTask).toBeLessThan(1_000);
});
