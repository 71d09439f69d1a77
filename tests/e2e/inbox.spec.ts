import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { formatDisplayDate, uaeToday } from '../../packages/contract/src/dates';
import {
  chooseFirstHospital,
  chooseOption,
  emiratesIdOf,
  expectNoAxeViolations,
  fillDate,
  logOut,
  newPatient,
  registerThroughApi,
  signIn,
} from './support';

/**
 * The staff inbox (issue 14 item 6) against the server: a patient sends a Contact Us message (in
 * Arabic) and a complaint through their forms; the brand's administrator (Khalid for Al Dhannah,
 * Noura for Colab) finds both in the inbox, filters by type, opens one, exports the rows as CSV
 * (UTF-8 with BOM, the Arabic intact), then reads it in Arabic on a phone. axe on each step.
 */

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const STAFF_PASSWORD = 'Admin@2026';

const staffOf = (project: string) => (project === 'colab' ? '509000003' : '509000001');

async function patientSends(page: Page, message: string, complaint: string) {
  const patient = newPatient(test.info(), 996, 'Huda');
  await registerThroughApi(page.request, {
    mobile: patient.mobile,
    firstName: patient.firstName,
    documentId: emiratesIdOf(patient),
    dateOfBirth: '1990-04-12',
    password: patient.password,
  });
  await signIn(page, page.request, patient.mobile, patient.password);
  await chooseFirstHospital(page);

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Contact Us' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await dialog.getByLabel('Message', { exact: true }).fill(message);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'We have received your query. We will get back to you soon.',
  );
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

  await page.goto('/auth/feedback?tab=complaint');
  await page.getByRole('button', { name: /Select Facility/ }).click();
  await page.getByRole('option').first().click();
  await fillDate(page, 'Incident Date', formatDisplayDate(uaeToday()) ?? '');
  await page.getByRole('textbox', { name: 'Complaint' }).fill(complaint);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Your complaint has been registered' })).toBeVisible();
  await logOut(page);
  return `${patient.firstName} ${patient.lastName}`;
}

test('the staff inbox shows what patients sent, filters, opens and exports it; Arabic on a phone', async ({
  page,
}, testInfo) => {
  testInfo.setTimeout(testInfo.timeout + 60_000);
  await page.setViewportSize(DESKTOP);
  const stamp = Date.now().toString().slice(-6);
  const message = `هل الصيدلية مفتوحة يوم الجمعة؟ ${stamp}`;
  const complaint = `The waiting room was far too cold ${stamp}`;
  const sender = await patientSends(page, message, complaint);

  await signIn(page, page.request, staffOf(testInfo.project.name), STAFF_PASSWORD);
  // Staff have no date of birth: the dashboard's complete-profile gate is for patients, so the
  // journey goes straight to the inbox, whose menu entry staff see.
  await page.goto('/auth/inbox');
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Patient Inbox' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/\/auth\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Patient Inbox' })).toBeVisible();
  const list = page.getByRole('grid', { name: 'Messages' });
  await expect(list.getByText(message)).toBeVisible();
  await expect(list.getByText(complaint)).toBeVisible();
  await expectNoAxeViolations(page);

  // By type: only complaints; the filter is kept in the address.
  await chooseOption(page, /Type$/, 'Complaint');
  await expect(page).toHaveURL(/kind=complaint/);
  await expect(list.getByText(complaint)).toBeVisible();
  await expect(list.getByText(message)).toHaveCount(0);

  // One row whole, in a dialog.
  await list
    .getByRole('button', { name: `View Complaint from ${sender}` })
    .first()
    .click();
  const detail = page.getByRole('dialog', { name: `Complaint from ${sender}` });
  await expect(detail.getByText(complaint)).toBeVisible();
  await expect(detail.getByText(/^CMP-\d{4}-\d{6}$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // Export the Contact Us messages: UTF-8 with BOM, the Arabic as it was sent.
  await chooseOption(page, /Type$/, 'Contact Us');
  await expect(list.getByText(message)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const bytes = await readFile(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.subarray(3).toString('utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'Received,Type,Brand,Hospital or clinic,From,Mobile,Email,Message,Details',
  );
  expect(csv).toContain(message);
  expect(csv).not.toContain(complaint);
  await expect(page.getByText(/rows? exported\./)).toBeVisible();

  // Arabic, right to left, on a phone: cards instead of the table.
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { level: 1, name: 'صندوق رسائل المرضى' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'الرسائل' });
  await expect(cards.getByText(message)).toBeVisible();
  await expect(page.getByRole('button', { name: 'تصدير CSV' })).toBeVisible();
  await expectNoAxeViolations(page);
  await cards
    .getByRole('button', { name: `عرض اتصل بنا من ${sender}` })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: `اتصل بنا من ${sender}` }).getByText(message)).toBeVisible();
  await expectNoAxeViolations(page);
});
