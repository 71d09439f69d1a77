import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Download, expect, type Page, test } from '@playwright/test';
import {
  chooseOption,
  chooseSearchable,
  demoPatient,
  expectNoAxeViolations,
  fillDate,
  latestCode,
  signIn,
} from './support';

/**
 * Lab reports, end to end against the simulated hospital: the patient's current and past reports,
 * her own opened and saved without a password, a family member's on a mobile of their own after
 * the code to that mobile and the confidentiality notice, saved encrypted under the password the
 * notice describes; an old report requested; English on a desktop, Arabic on a phone; axe
 * throughout. One sign-in for the file (the code budgets).
 *
 * The PDFs are read with pdf.js, the server's own test tool (packages/server devDependencies).
 */
test.describe.configure({ mode: 'serial' });

interface PdfDocument {
  numPages: number;
  getPage(n: number): Promise<{ getTextContent(): Promise<{ items: Array<{ str?: string }> }> }>;
  destroy(): Promise<void>;
}
interface PdfJs {
  getDocument(source: { data: Uint8Array; password?: string; isEvalSupported?: boolean }): {
    promise: Promise<PdfDocument>;
  };
}

const serverRequire = createRequire(path.resolve(import.meta.dirname, '../../packages/server/package.json'));
const loadPdfJs = (): Promise<PdfJs> => import(serverRequire.resolve('pdfjs-dist/legacy/build/pdf.mjs'));

/** The text of a PDF's first page, opened with `password` (none: as it is). */
async function pdfText(bytes: Buffer, password?: string): Promise<string> {
  const pdfjs = await loadPdfJs();
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    ...(password === undefined ? {} : { password }),
  }).promise;
  try {
    const content = await (await document.getPage(1)).getTextContent();
    return content.items.map((item) => item.str ?? '').join(' ');
  } finally {
    await document.destroy();
  }
}

/** What opening a PDF with `password` comes to: its text, or the reason pdf.js gave up. */
async function openWith(bytes: Buffer, password?: string): Promise<{ text: string } | { refused: string }> {
  try {
    return { text: await pdfText(bytes, password) };
  } catch (error) {
    return { refused: (error as Error).name };
  }
}

const savedBytes = async (download: Download) => readFile((await download.path()) as string);

interface Member {
  option: string;
  mobile: string;
  /** The notice's rule: the first 4 letters of the name in capitals, the birth date DDMMYYYY. */
  password: string;
}

/**
 * Each brand's patient and a family member on a mobile of their own (protected reports): Aldhannah's
 * Aisha has her husband Hamad in the demo data; Colab's Omar adds his wife Rania, whom the hospital
 * knows (server README, FAMILY_TO_ADD), on the family screen first and removes her at the end.
 */
const memberOf = (): Member =>
  test.info().project.name === 'colab'
    ? { option: 'Rania Haddad (Wife)', mobile: '502223344', password: 'RANI03121988' }
    : {
        option: 'Hamad Al Mansoori (Husband)',
        mobile: '506667788',
        password: 'HAMA03021987',
      };

/** Colab: Rania added as Omar's wife through the family screen, the code to her mobile verified. */
async function addRania() {
  await page.getByRole('link', { name: 'Family Members' }).first().click();
  await page.getByRole('button', { name: 'Add member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add family member' });
  await chooseOption(page, /Relation/, 'Wife');
  await dialog.getByLabel('First name', { exact: true }).fill('Rania');
  await dialog.getByLabel('Last name', { exact: true }).fill('Haddad');
  await dialog.getByLabel('Email', { exact: true }).fill('rania.reports@example.ae');
  await dialog.getByText('Female', { exact: true }).click();
  await chooseSearchable(page, 'Nationality', 'emirates', 'United Arab Emirates');
  await dialog.getByLabel('Mobile number', { exact: true }).fill('502223344');
  await chooseOption(page, /Document type/, 'Passport');
  await dialog.getByLabel('Document ID', { exact: true }).fill('N4471829');
  await fillDate(page, 'Date of birth', '03/12/1988');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('alertdialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Yes, continue' })
    .click();
  const step = page.getByRole('dialog', { name: 'Verify OTP' });
  await step.getByLabel('One-time code', { exact: true }).fill(await latestCode(page.request, '502223344'));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(step).toBeHidden();
}

/** Colab: Rania removed again, so that the family journey finds Omar as the seed left him. */
async function removeRania() {
  await page.goto('/auth/manageFamily');
  const row = page
    .getByRole('grid', { name: 'Family members' })
    .getByRole('row')
    .filter({ hasText: 'Rania Haddad' });
  await row.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete family member' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(row).toHaveCount(0);
}

let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, acceptDownloads: true });
  page = await context.newPage();
  await signIn(page, page.request, demoPatient(testInfo).mobile);
  if (testInfo.project.name === 'colab') await addRania();
});

test.afterAll(async () => {
  if (test.info().project.name === 'colab') await removeRania();
  await page.context().close();
});

const reportCards = (tab: string) => page.getByRole('list', { name: tab }).getByRole('listitem');
const PDF_PATH = /\/api\/user\/labreportpdf$/;

test('current and past reports, by type and by report number', async () => {
  await page.getByRole('link', { name: 'Lab Reports' }).first().click();
  await expect(page).toHaveURL(/\/auth\/diagnosticReports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lab Reports' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Current', selected: true })).toBeVisible();
  const current = reportCards('Current');
  await expect(current.first()).toBeVisible();
  const currentCount = await current.count();
  expect(currentCount).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Past' }).click();
  const past = reportCards('Past');
  await expect(past.first()).toBeVisible();
  expect(await past.count()).toBeGreaterThan(0);

  // Laboratory only: every card says LAB.
  await page.getByRole('button', { name: /Report type/ }).click();
  await page.getByRole('option', { name: 'Laboratory (LAB)' }).click();
  await expect(past.filter({ hasText: 'Radiology (RBF)' })).toHaveCount(0);
  await expect(past.first()).toContainText('Laboratory (LAB)');
  await page.getByRole('button', { name: /Report type/ }).click();
  await page.getByRole('option', { name: 'All' }).click();

  // A report number's last characters find that report only.
  const number = (await past.first().getByRole('heading').textContent()) ?? '';
  await page.getByRole('searchbox', { name: 'Search by report number' }).fill(number.slice(-4));
  await expect(past).toHaveCount(1);
  await expect(past.first().getByRole('heading')).toHaveText(number);
  await page.getByRole('searchbox', { name: 'Search by report number' }).fill('');
  await page.getByRole('tab', { name: 'Current' }).click();
  await expect(current).toHaveCount(currentCount);
});

test('her own report opens and saves without a password', async () => {
  const card = reportCards('Current').first();
  const number = (await card.getByRole('heading').textContent()) ?? '';

  const answered = page.waitForResponse((response) => PDF_PATH.test(response.url()));
  await card.getByRole('button', { name: `View report ${number}` }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const ready = page.getByRole('dialog', { name: `Report ${number}` });
  await expect(ready.getByRole('link', { name: 'Open report' })).toHaveAttribute('href', /^blob:/);
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await ready.getByRole('link', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const bytes = await savedBytes(download);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.includes('/Encrypt')).toBe(false);
  const opened = await openWith(bytes);
  expect(opened).toHaveProperty('text', expect.stringContaining(number));
  await page.keyboard.press('Escape');
  await expect(ready).toBeHidden();

  // Download on the card saves it at once.
  const direct = page.waitForEvent('download');
  await card.getByRole('button', { name: `Download report ${number}` }).click();
  expect((await savedBytes(await direct)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('by keyboard: Tab to a report, Enter opens it, Escape gives focus back', async () => {
  const card = reportCards('Current').first();
  const number = (await card.getByRole('heading').textContent()) ?? '';
  const view = card.getByRole('button', { name: `View report ${number}` });
  await page.getByRole('heading', { level: 1, name: 'Lab Reports' }).click();
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(view).toBeFocused({ timeout: 100 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Enter');
  const ready = page.getByRole('dialog', { name: `Report ${number}` });
  await expect(ready.getByRole('link', { name: 'Open report' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(ready.getByRole('link', { name: 'Download' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(ready).toBeHidden();
  await expect(view).toBeFocused();
});

test("a family member's report: the code to their mobile, the notice, an encrypted file", async () => {
  const member = memberOf();
  await page.getByRole('button', { name: /Patient/ }).click();
  await page.getByRole('option', { name: member.option }).click();
  const card = reportCards('Current').first();
  await expect(card).toBeVisible();
  const number = (await card.getByRole('heading').textContent()) ?? '';

  await card.getByRole('button', { name: `Download report ${number}` }).click();
  const step = page.getByRole('dialog', { name: 'Verify OTP' });
  await expect(step.getByText(`***${member.mobile.slice(-3)}`, { exact: false })).toBeVisible();
  await expect(step.getByRole('button', { name: /Resend OTP in \d+ s/ })).toBeDisabled();
  await expectNoAxeViolations(page);
  const code = await latestCode(page.request, member.mobile);
  await step.getByLabel('One-time code', { exact: true }).fill(code);
  await step.getByRole('button', { name: 'Verify' }).click();

  const notice = page.getByRole('alertdialog', { name: 'Confidential report' });
  await expect(notice.getByText(/first 4 letters of the patient’s name in capital letters/)).toBeVisible();
  await expectNoAxeViolations(page);
  const downloading = page.waitForEvent('download');
  await notice.getByRole('button', { name: 'Ok, Continue' }).click();
  const bytes = await savedBytes(await downloading);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(await openWith(bytes)).toEqual({ refused: 'PasswordException' });
  expect(await openWith(bytes, 'HAMA01011990')).toEqual({ refused: 'PasswordException' });
  expect(await openWith(bytes, member.password)).toHaveProperty('text', expect.stringContaining(number));
});

test('an old report: a date in the future is refused, a past one is sent', async () => {
  await page.getByRole('button', { name: 'Request Old Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Old Report' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Date Format Error')).toBeVisible();
  await fillDate(page, 'Last visit date', '01/01/2099');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Date Range Error')).toBeVisible();
  await expectNoAxeViolations(page);
  await fillDate(page, 'Last visit date', '15/03/2025');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your request for the old report has been sent.')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('in Arabic on a phone: the list right to left, a report opened and saved', async () => {
  const member = memberOf();
  const desktop = page.viewportSize();
  // The language button is in the header on a desktop.
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'تقارير المختبر' })).toBeVisible();
  const cards = reportCards('الحالية');
  await expect(cards.first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  const card = cards.first();
  const number = (await card.getByRole('heading').textContent()) ?? '';
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: `تنزيل التقرير ${number}` }).click();
  // The member's code verified a moment ago still holds: the notice, then the encrypted file.
  const notice = page.getByRole('alertdialog', { name: 'تقرير سري' });
  await expect(notice.getByText(/DDMMYYYY/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'موافق، متابعة' }).click();
  const bytes = await savedBytes(await downloading);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(await openWith(bytes)).toEqual({ refused: 'PasswordException' });
  expect(await openWith(bytes, member.password)).toHaveProperty('text', expect.stringContaining(number));

  if (desktop) await page.setViewportSize(desktop);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
