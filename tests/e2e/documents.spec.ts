import { expect, test } from '@playwright/test';
import {
  chooseFirstHospital,
  expectNoAxeViolations,
  openProfile,
  registerThroughApi,
  signIn,
  testMobile,
} from './support';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A one-page PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/MediaBox[0 0 200 200]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('My documents: upload an Emirates ID front and back, see them, open one, delete one', async ({
  page,
}, testInfo) => {
  const mobile = testMobile(testInfo, 970);
  const patient = {
    mobile,
    firstName: 'Noor',
    documentId: `7841991${mobile.slice(-8)}`,
    dateOfBirth: '1991-05-20',
    password: 'Journey@2026',
  };
  await registerThroughApi(page.request, patient);
  await signIn(page, page.request, patient.mobile, patient.password);
  await chooseFirstHospital(page);
  await openProfile(page);

  const panel = page.getByRole('region', { name: 'My documents' });
  const emiratesId = panel.getByRole('region', { name: 'Emirates ID' });
  const [front, back] = [
    emiratesId.locator('input[type="file"]').first(),
    emiratesId.locator('input[type="file"]').last(),
  ];
  await expect(emiratesId.getByText('Upload Emirates ID, Front')).toBeVisible();
  await expectNoAxeViolations(page);

  // Another type is refused before anything is sent; the message goes after 5 s.
  await front.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  const refused = emiratesId.getByText('Please upload a pdf, doc, docx, jpg, jpeg or png file');
  await expect(refused).toBeVisible();
  await expect(refused).toBeHidden({ timeout: 8_000 });

  await front.setInputFiles({ name: 'eid-front.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Document uploaded successfully').first()).toBeVisible();
  await expect(emiratesId.getByText('eid-front.png')).toBeVisible();
  await back.setInputFiles({ name: 'eid-back.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(emiratesId.getByText('eid-back.pdf')).toBeVisible();

  // Still there after a reload; the image's thumbnail is fetched with the token and loads.
  await page.reload();
  await expect(emiratesId.getByText('eid-back.pdf')).toBeVisible();
  await expect(emiratesId.locator('img[src^="data:image/png;base64,"]')).toHaveJSProperty('naturalWidth', 1);
  await expectNoAxeViolations(page);

  // Opened in a new tab from an object URL: no token in any address.
  const opened = page.waitForEvent('popup');
  await emiratesId.getByRole('button', { name: 'View Emirates ID, Back' }).click();
  const tab = await opened;
  expect(tab.url()).toMatch(/^blob:/);
  await tab.close();

  const saved = page.waitForEvent('download');
  await emiratesId.getByRole('button', { name: 'Download Emirates ID, Front' }).click();
  expect((await saved).suggestedFilename()).toBe('eid-front.png');

  await emiratesId.getByRole('button', { name: 'Delete Emirates ID, Front' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete document' });
  await expect(confirm).toContainText('eid-front.png');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Document deleted successfully').first()).toBeVisible();
  await expect(emiratesId.getByText('eid-front.png')).toHaveCount(0);
  await expect(emiratesId.getByText('Upload Emirates ID, Front')).toBeVisible();
  await expect(emiratesId.getByText('eid-back.pdf')).toBeVisible();
});
