import { expect, type Page, type TestInfo, test } from '@playwright/test';
import {
  chooseFirstHospital,
  expectNoAxeViolations,
  fillDate,
  registerThroughApi,
  signIn,
  testMobile,
  tick,
} from './support';

/** A one-page PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/MediaBox[0 0 200 200]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A new patient of this test (testMobile 994-995), signed in with a hospital chosen. */
async function signedInPatient(page: Page, testInfo: TestInfo, n: number) {
  const mobile = testMobile(testInfo, n);
  const patient = {
    mobile,
    firstName: 'Mariam',
    documentId: `7841988${mobile.slice(-8)}`,
    dateOfBirth: '1988-09-14',
    password: 'Journey@2026',
  };
  await registerThroughApi(page.request, patient);
  await signIn(page, page.request, patient.mobile, patient.password);
  await chooseFirstHospital(page);
}

async function bmi(page: Page, labels: { age: string; height: string; weight: string }, values: string[]) {
  const [age = '', height = '', weight = ''] = values;
  await page.getByLabel(labels.age).fill(age);
  await page.getByLabel(labels.height).fill(height);
  await page.getByLabel(labels.weight).fill(weight);
}

/** Answers the 8 stroke questions in order, each by the position of its answer (0 red, 1 yellow, 2 normal). */
async function answerStroke(page: Page, answers: number[]) {
  const groups = page.getByRole('radiogroup');
  for (const [index, answer] of answers.entries())
    await tick(groups.nth(index).getByRole('radio').nth(answer));
}

test('health tools: BMI at its boundaries, a range error, stroke risk high, moderate and low; Arabic on a phone', async ({
  page,
}, testInfo) => {
  await signedInPatient(page, testInfo, 994);
  await page.goto('/auth/healthtools');
  await expect(page.getByRole('heading', { level: 1, name: 'Health Tools' })).toBeVisible();
  const labels = { age: 'Age (years)', height: 'Height (cm)', weight: 'Weight (kg)' };

  // Missing gender, then a height under 30 cm: the spec's rules, no result.
  await bmi(page, labels, ['40', '156', '73']);
  await page.getByRole('button', { name: 'Calculate BMI' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'All fields are required' })).toBeVisible();
  await tick(page.getByRole('radio', { name: 'Female' }));
  await page.getByLabel(labels.height).fill('29');
  await page.getByRole('button', { name: 'Calculate BMI' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter a height between 30 and 340 cm' }),
  ).toBeVisible();
  await expect(page.getByText(/Your BMI is/)).toBeHidden();

  // 73 kg at 156 cm is 29.997: shown as 30.00, obese class I, where the scale marks it.
  await page.getByLabel(labels.height).fill('156');
  await page.getByRole('button', { name: 'Calculate BMI' }).click();
  await expect(page.getByRole('heading', { name: 'Your BMI is 30.00' })).toBeVisible();
  await expect(page.getByText('Category: Obese class I (High risk)')).toBeVisible();
  const scale = page.getByRole('list', { name: 'BMI categories' });
  await expect(scale.locator('[aria-current="true"]')).toContainText('Obese class I');
  await expect(scale.locator('[aria-current="true"]')).toContainText('Your result');
  // 74 kg at 200 cm is 18.50 exactly: normal.
  await bmi(page, labels, ['40', '200', '74']);
  await page.getByRole('button', { name: 'Calculate BMI' }).click();
  await expect(page.getByRole('heading', { name: 'Your BMI is 18.50' })).toBeVisible();
  await expect(page.getByText('Category: Normal (Healthy range)')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Stroke' }).click();
  await page.getByRole('button', { name: 'See my stroke risk' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please answer all 8 questions' })).toBeVisible();
  await answerStroke(page, [0, 0, 0, 2, 2, 2, 2, 2]);
  await page.getByRole('button', { name: 'See my stroke risk' }).click();
  await expect(page.getByText('Your stroke risk: High')).toBeVisible();
  await answerStroke(page, [0, 0, 1, 1, 2, 2, 2, 2]);
  await page.getByRole('button', { name: 'See my stroke risk' }).click();
  await expect(page.getByText('Your stroke risk: Moderate')).toBeVisible();
  await answerStroke(page, [0, 1, 1, 2, 2, 2, 2, 2]);
  await page.getByRole('button', { name: 'See my stroke risk' }).click();
  await expect(page.getByText('Your stroke risk: Low')).toBeVisible();
  await expectNoAxeViolations(page);

  // Arabic on a phone, right to left, nothing scrolls sideways.
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth/healthtools');
  await expect(page.getByRole('heading', { level: 1, name: 'الأدوات الصحية' })).toBeVisible();
  await bmi(page, { age: 'العمر (بالسنوات)', height: 'الطول (سم)', weight: 'الوزن (كغ)' }, [
    '35',
    '100',
    '40',
  ]);
  // On a phone, right to left, the radio's visually hidden input is off screen: its label takes the click.
  await page.getByText('ذكر', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'ذكر' })).toBeChecked();
  await page.getByRole('button', { name: 'احسب مؤشر كتلة الجسم' }).click();
  await expect(page.getByRole('heading', { name: 'مؤشر كتلة جسمك 40.00' })).toBeVisible();
  await expect(page.getByText('الفئة: سمنة من الدرجة الثالثة (خطر مرتفع)')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

/** Today in the UAE as dd/MM/yyyy. */
function uaeTodayDisplay(): string {
  const now = new Date(Date.now() + 4 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getUTCDate())}/${pad(now.getUTCMonth() + 1)}/${now.getUTCFullYear()}`;
}

test('international patients: the page, an enquiry refused on bad input, then sent with a PDF; Arabic on a phone', async ({
  page,
}, testInfo) => {
  await signedInPatient(page, testInfo, 995);
  await page.goto('/auth/internationalpatients');
  await expect(page.getByRole('heading', { level: 1, name: 'International Patients' })).toBeVisible();
  await expect(page.getByText(/Our international patients team plans your treatment/)).toBeVisible();

  const form = page.getByRole('form', { name: 'Send us an enquiry' });
  await form.getByLabel('Full name').fill('Amina Yusuf Okafor');
  await tick(form.getByRole('radio', { name: 'Female' }));
  await form.getByLabel('Mobile number').fill('80312');
  await form.getByLabel('Email').fill('amina.okafor@example.com');
  await fillDate(page, 'Travel date', uaeTodayDisplay());
  await form.getByLabel('Comment').fill('A second opinion on my knee, please. My MRI report is attached.');
  const picker = form.locator('input[type="file"]');

  // Another type is refused before anything is sent.
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(form.getByText('Please upload a pdf, doc, docx, jpg, jpeg or png file')).toBeVisible();
  await picker.setInputFiles({ name: 'mri-report.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form.getByText('Attached: mri-report.pdf')).toBeVisible();

  // A short mobile: the spec's rule, shown 5 s, nothing sent.
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  const refused = form
    .getByRole('alert')
    .filter({ hasText: 'Please enter a valid mobile number (8 to 10 digits)' });
  await expect(refused).toBeVisible();
  await expect(refused).toBeHidden({ timeout: 8_000 });
  await expectNoAxeViolations(page);

  await form.getByLabel('Mobile number').fill('8031234567');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('heading', { name: 'Enquiry sent' })).toBeVisible();
  await expect(page.getByText(/We have received your enquiry/)).toBeVisible();
  await expect(page.getByText(/^Enquiry number: \d+$/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth/internationalpatients');
  await expect(page.getByRole('heading', { level: 1, name: 'المرضى الدوليون' })).toBeVisible();
  await expect(page.getByText(/يخطط فريق المرضى الدوليين لعلاجك/)).toBeVisible();
  await expect(page.getByRole('form', { name: 'أرسل إلينا استفسارك' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
