import { expect, test } from '@playwright/test';
import { castOf, doctorCard, pickFirstFreeSlot } from './booking-support';
import { expectNoAxeViolations, signIn } from './support';

test('an Arabic-speaking patient books and cancels an appointment, right to left', async ({
  page,
  request,
}) => {
  const cast = castOf(test.info());
  await signIn(page, request, cast.mobile);
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.getByRole('link', { name: 'ابحث عن طبيب' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'ابحث عن طبيب' })).toBeVisible();
  await page.getByRole('button', { name: cast.doctor.specialtyAr }).click();
  await expect(page).toHaveURL(/\/auth\/searchDoctorResult$/);
  await doctorCard(page, cast.doctor.nameAr).getByRole('button', { name: 'احجز موعدًا' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'حجز موعد' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'تأكيد الحجز' })).toBeDisabled();
  const slot = await pickFirstFreeSlot(page, {
    nextDay: 'اليوم التالي',
    nextAvailable: 'المواعيد المتاحة التالية',
  });
  expect(slot).toMatch(/[صم]$/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'تأكيد الحجز' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'تأكيد الموعد' });
  await expect(confirm.getByText('هل أنت متأكد أنك تريد حجز هذا الموعد؟')).toBeVisible();
  await confirm.getByRole('button', { name: 'نعم' }).click();
  await expect(page.getByRole('heading', { name: 'تم حجز الموعد بنجاح' })).toBeVisible();
  await expect(page.getByText(/^APT\d+$/)).toBeVisible();

  await page.getByRole('link', { name: 'عرض مواعيدي' }).click();
  await expect(page.getByRole('tab', { name: 'المواعيد القادمة', selected: true })).toBeVisible();
  const row = page
    .getByRole('grid', { name: 'المواعيد القادمة' })
    .getByRole('row')
    .filter({ hasText: cast.doctor.nameAr })
    .filter({ hasText: slot })
    .first();
  await expect(row.getByText('محجوز')).toBeVisible();
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: 'إلغاء' }).click();
  const cancel = page.getByRole('alertdialog', { name: 'إلغاء الموعد' });
  await cancel.getByRole('button', { name: 'إلغاء الموعد' }).click();
  await expect(page.getByText('تم إلغاء الموعد بنجاح!')).toBeVisible();
  await expect(row).toHaveCount(0);
});
