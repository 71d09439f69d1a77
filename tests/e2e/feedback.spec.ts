import { expect, type Page, test } from '@playwright/test';
import { formatDisplayDate, uaeToday } from '../../packages/contract/src/dates';
import { FEEDBACK_QUESTIONNAIRES } from '../../packages/server/src/db/seed/feedback-questionnaires';
import { chooseOption, demoPatient, expectNoAxeViolations, fillDate, signIn } from './support';

/**
 * Feedback, complaint and suggestion end to end against the server: the seeded outpatient
 * questionnaire answered (Submit waiting for the mandatory questions), a complaint refused for a
 * future date and a short text then registered with its number, a suggestion; English on a desktop,
 * Arabic on a phone; axe on each step.
 */
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const outpatient = FEEDBACK_QUESTIONNAIRES.outpatient;
const mandatory = outpatient.filter((q) => q.mandatory);

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function answerMandatory(page: Page, lang: 'en' | 'ar') {
  const required = lang === 'en' ? '(required)' : '(إلزامي)';
  const submit = page.getByRole('button', { name: lang === 'en' ? 'Submit' : 'إرسال' });
  for (const question of mandatory) {
    await expect(submit).toBeDisabled();
    const label = `${question[lang]} ${required}`;
    if (question.type === 'D') {
      const option = question.options?.[0];
      if (!option) throw new Error('a dropdown without options');
      await chooseOption(page, new RegExp(label.replace(/[()?]/g, '\\$&')), option[lang]);
    } else if (question.type === 'R') {
      const group = page.getByRole('radiogroup', { name: label });
      await group.locator('label').nth(3).click();
      await expect(group.getByRole('radio').nth(3)).toBeChecked();
    } else {
      await page.getByLabel(label).fill('Kind and careful staff');
    }
  }
  await expect(submit).toBeEnabled();
  return submit;
}

test('a patient gives feedback, files a complaint and a suggestion, in English on a desktop', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, page.request, demoPatient(testInfo).mobile);
  await page.getByRole('link', { name: 'Feedback / Complaint / Suggestion' }).first().click();
  await expect(page).toHaveURL(/\/auth\/feedback/);
  await expect(page.getByRole('tab', { name: 'Feedback', selected: true })).toBeVisible();

  // Feedback: facility and patient type, then the questionnaire.
  await page.getByRole('button', { name: /Select Facility/ }).click();
  await page.getByRole('option').first().click();
  await chooseOption(page, /Patient Type/, 'Outpatient');
  await expect(page.getByText(outpatient[0]?.en ?? '')).toBeVisible();
  await expectNoAxeViolations(page);
  const submit = await answerMandatory(page, 'en');
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Thank you for your feedback!' })).toBeFocused();
  await expectNoAxeViolations(page);

  // Complaint: a future date and a short text are refused with the spec's words.
  await page.getByRole('tab', { name: 'Complaint' }).click();
  await expect(page).toHaveURL(/tab=complaint/);
  await page.getByRole('button', { name: /Select Facility/ }).click();
  await page.getByRole('option').first().click();
  const today = uaeToday();
  await fillDate(page, 'Incident Date', formatDisplayDate(addDays(today, 1)) ?? '');
  await expect(page.getByText('Incident Date Range Error')).toBeVisible();
  const text = page.getByRole('textbox', { name: 'Complaint' });
  await text.fill('Cold');
  await text.blur();
  await expect(page.getByText('Please enter more than 5 characters')).toBeVisible();
  const send = page.getByRole('button', { name: 'Submit' });
  await expect(send).toBeDisabled();
  await fillDate(page, 'Incident Date', formatDisplayDate(today) ?? '');
  await expect(page.getByText('Incident Date Range Error')).toHaveCount(0);
  await text.fill('The waiting room was far too cold for the children.');
  await expect(page.getByText('Please enter more than 5 characters')).toHaveCount(0);
  await expect(page.getByText('51/500')).toBeVisible();
  await expectNoAxeViolations(page);
  await send.click();
  await expect(page.getByRole('heading', { name: 'Your complaint has been registered' })).toBeVisible();
  await expect(page.getByText(/Complaint number: CMP-\d{4}-\d{6}/)).toBeVisible();

  // Suggestion, then home.
  await page.getByRole('tab', { name: 'Suggestion' }).click();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Suggestion', selected: true })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Suggestion' })
    .fill('More shaded parking near the entrance, please.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your suggestion!' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
});

test('an Arabic-speaking patient on a phone opens /auth/complaint and gives feedback, right to left', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, page.request, demoPatient(testInfo).mobile);
  await page.goto('/auth/complaint');
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('tab', { name: 'شكوى', selected: true })).toBeVisible();
  const text = page.getByRole('textbox', { name: 'الشكوى' });
  await text.fill('بارد');
  await text.blur();
  await expect(page.getByText('يرجى إدخال أكثر من 5 أحرف')).toBeVisible();
  await expect(page.getByRole('button', { name: 'إرسال' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'الملاحظات' }).click();
  await page.getByRole('button', { name: /اختر المنشأة/ }).click();
  await page.getByRole('option').first().click();
  await chooseOption(page, /نوع المريض/, 'مريض العيادات الخارجية');
  const submit = await answerMandatory(page, 'ar');
  await expectNoAxeViolations(page);
  await submit.click();
  await expect(page.getByRole('heading', { name: 'شكراً لملاحظاتك!' })).toBeVisible();
  await page.getByRole('button', { name: 'الذهاب إلى الرئيسية' }).click();
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
});
