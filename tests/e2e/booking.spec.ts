import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { castOf, doctorCard, pickFirstFreeSlot } from './booking-support';
import { expectNoAxeViolations, signIn } from './support';

/**
 * Doctors and appointments, end to end in each brand: search, book the first free slot, see it
 * under Upcoming, reschedule, cancel; book for a family member; the insurance block; a
 * teleconsultation that waits for its window. One sign-in for the whole file (OTP send budgets).
 */
test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  // A context of our own, shared by the serial tests below.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  page = await context.newPage();
  await signIn(page, page.request, castOf(testInfo).mobile);
});

test.afterAll(async () => {
  await page.context().close();
});

async function confirmBooking(button = 'Confirm Booking') {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Appointment Confirmation' });
  await expect(
    dialog.getByText(/Are you sure, you want to (book|reschedule) this appointment\?/),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
}

async function referenceNumber(): Promise<string> {
  const reference = page.getByText('Reference number').locator('xpath=following-sibling::dd[1]');
  await expect(reference).toHaveText(/^APT\d+$/);
  return (await reference.textContent()) ?? '';
}

async function upcomingRow(doctor: string) {
  await page.goto('/auth/appointments');
  await expect(page.getByRole('tab', { name: 'Upcoming Appointments', selected: true })).toBeVisible();
  return page
    .getByRole('grid', { name: 'Upcoming Appointments' })
    .getByRole('row')
    .filter({ hasText: doctor });
}

let bookedWhen = '';

test('search a doctor and book the first free slot for self', async () => {
  const testInfo = test.info();
  const cast = castOf(testInfo);
  await page.getByRole('link', { name: 'Find a Doctor' }).first().click();
  await expect(page).toHaveURL(/\/auth\/finddoctor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a Doctor' })).toBeVisible();
  await expect(page.getByRole('button', { name: cast.doctor.specialty })).toBeVisible();
  await expectNoAxeViolations(page);

  // Suggestions open after more than 2 characters; picking one shows that doctor.
  const box = page.getByRole('combobox', { name: 'Search doctor, speciality or condition' });
  await box.fill(cast.doctor.search);
  await page.getByRole('option', { name: new RegExp(cast.doctor.name) }).click();
  await expect(page).toHaveURL(/\/auth\/searchDoctorResult$/);
  const card = doctorCard(page, cast.doctor.name);
  await expect(card).toBeVisible();

  // The profile dialog.
  await card.getByRole('button', { name: 'View profile' }).click();
  const profile = page.getByRole('dialog', { name: cast.doctor.name });
  await expect(profile.getByText('Biography')).toBeVisible();
  await expect(profile.getByText(cast.doctor.biography)).toBeVisible();
  await profile.getByRole('button', { name: 'Close' }).first().click();
  await expect(profile).toBeHidden();

  await card.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(page).toHaveURL(/\/auth\/bookAppointment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book Appointment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
  await expect(page.getByRole('link', { name: /Get directions/ })).toHaveAttribute('rel', /noopener/);
  // The maps page itself, not an address inside the portal.
  await expect(page.getByRole('link', { name: /Get directions/ })).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByRole('radio').first().or(page.getByText('Next Available Slots'))).toBeVisible();
  await expectNoAxeViolations(page);

  const slot = await pickFirstFreeSlot(page);
  await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
  await confirmBooking();
  await expect(page.getByRole('heading', { name: 'Appointment booked successfully' })).toBeVisible();
  const reference = await referenceNumber();
  bookedWhen = slot;

  // 'Add to calendar' downloads the appointment's .ics through the session.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`appointment-${reference}.ics`);
  const ics = readFileSync(await file.path(), 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(cast.doctor.name);
});

test('the booking shows under Upcoming, and is rescheduled to another slot', async () => {
  const testInfo = test.info();
  const cast = castOf(testInfo);
  const row = await upcomingRow(cast.doctor.name);
  await expect(row.filter({ hasText: bookedWhen })).toHaveCount(1);
  await expect(row.first().getByText('Booked')).toBeVisible();
  await expectNoAxeViolations(page);

  await row.first().getByRole('button', { name: 'Reschedule' }).click();
  await expect(page).toHaveURL(/\/auth\/rescheduleAppointment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reschedule Appointment' })).toBeVisible();
  await expect(page.getByText(cast.patientName)).toBeVisible();
  const slot = await pickFirstFreeSlot(page);
  expect(slot).not.toBe('');
  await confirmBooking('Confirm Reschedule');
  await expect(page.getByRole('heading', { name: 'Appointment rescheduled successfully' })).toBeVisible();
  await referenceNumber();
  bookedWhen = slot;
});

test('the rescheduled appointment is cancelled after confirmation', async () => {
  const testInfo = test.info();
  const cast = castOf(testInfo);
  const rows = await upcomingRow(cast.doctor.name);
  const row = rows.filter({ hasText: bookedWhen }).first();
  await expect(row).toBeVisible();
  const before = await rows.count();
  await row.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel Appointment' });
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(page.getByText('Appointment cancelled successfully!')).toBeVisible();
  await expect(rows).toHaveCount(before - 1);
});

test('book for a family member (Aisha for her son Yousef)', async () => {
  const testInfo = test.info();
  test.skip(testInfo.project.name !== 'aldhannah', 'Aisha’s family is seeded on Al Dhannah');
  await page.goto('/auth/finddoctor');
  await page.getByRole('button', { name: 'Family Medicine' }).click();
  await doctorCard(page, 'Dr. Ahmed Al Hashimi').getByRole('button', { name: 'Book Appointment' }).click();
  await expect(page).toHaveURL(/\/auth\/bookAppointment$/);

  await page.getByRole('button', { name: /Patient/ }).click();
  await page.getByRole('option', { name: 'Yousef Al Mansoori (Son)' }).click();
  await pickFirstFreeSlot(page);
  await confirmBooking();
  await expect(page.getByRole('heading', { name: 'Appointment booked successfully' })).toBeVisible();
  await expect(page.getByText('Yousef Al Mansoori')).toBeVisible();

  await page.goto('/auth/appointments');
  await page.getByRole('button', { name: /Patient/ }).click();
  await page.getByRole('option', { name: 'Yousef Al Mansoori (Son)' }).click();
  const grid = page.getByRole('grid', { name: 'Upcoming Appointments' });
  await expect(grid.getByRole('row').filter({ hasText: 'Yousef Al Mansoori' }).first()).toBeVisible();
});

test('an adult family member on the user’s mobile is refused before booking', async () => {
  const testInfo = test.info();
  test.skip(testInfo.project.name !== 'aldhannah', 'Aisha’s family is seeded on Al Dhannah');
  await page.goto('/auth/finddoctor');
  await page.getByRole('button', { name: 'Family Medicine' }).click();
  await doctorCard(page, 'Dr. Ahmed Al Hashimi').getByRole('button', { name: 'Book Appointment' }).click();
  await page.getByRole('button', { name: /Patient/ }).click();
  await page.getByRole('option', { name: /Latifa Al Mansoori/ }).click();
  await pickFirstFreeSlot(page);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(
    page.getByText('family member mobile number is same as login user mobile number'),
  ).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Appointment Confirmation' })).toHaveCount(0);
});

test('the insurance-block dialog (Aisha and Dr. Youssef Farouk)', async () => {
  const testInfo = test.info();
  test.skip(testInfo.project.name !== 'aldhannah', 'Aisha’s restricted insurance is seeded on Al Dhannah');
  await page.goto('/auth/finddoctor');
  await page.getByRole('combobox', { name: 'Search doctor, speciality or condition' }).fill('Youssef');
  await page.getByRole('option', { name: /Dr. Youssef Farouk/ }).click();
  await doctorCard(page, 'Dr. Youssef Farouk').getByRole('button', { name: 'Book Appointment' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Error' });
  await expect(
    dialog.getByText('Please contact Experience Center 8007267 for appointment booking.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/auth\/searchDoctorResult$/);
});

test('a teleconsultation cannot start outside its window, and says when it opens', async () => {
  const testInfo = test.info();
  const cast = castOf(testInfo);
  await page.goto('/auth/finddoctor');
  await page.getByRole('link', { name: 'Book a teleconsultation' }).click();
  await expect(page).toHaveURL(/\/auth\/bookTeleAppointment$/);
  await expect(doctorCard(page, cast.teleDoctor)).toBeVisible();
  // Only the brand's own: the other brand's appointments would never show in this brand's list.
  const otherBrandDoctor = testInfo.project.name === 'colab' ? 'Dr. Noura Al Kaabi' : 'Dr. Tariq Al Nuaimi';
  await expect(doctorCard(page, otherBrandDoctor)).toHaveCount(0);
  await doctorCard(page, cast.teleDoctor).getByRole('button', { name: 'Book Teleconsultation' }).click();
  // The list and the booking share the route and the h1: wait for the booking itself (its slots
  // section and the doctor), which comes only after the card's insurance check.
  await expect(page.getByRole('region', { name: 'Choose a date and time' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
  // Tomorrow on, so never the same day: the start waits for that day.
  await pickFirstFreeSlot(page);
  await confirmBooking();
  await expect(page.getByRole('heading', { name: 'Appointment booked successfully' })).toBeVisible();
  const when =
    (await page.getByText('Date and time').locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
  const date = when.split(',')[0]?.trim() ?? '';
  expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

  // In-app navigation (no reload and session refresh), and the list shows the new appointment.
  await page.getByRole('link', { name: 'View my appointments' }).click();
  await expect(page).toHaveURL(/\/auth\/appointments$/);
  const row = page
    .getByRole('grid', { name: 'Upcoming Appointments' })
    .getByRole('row')
    .filter({ hasText: cast.teleDoctor })
    .filter({ hasText: date })
    .first();
  // Tomorrow's appointment: the button is disabled and says when it opens (5 minutes before).
  const start = row.getByRole('button', { name: 'Start Teleconsultation' });
  await expect(start).toBeDisabled();
  await expect(row.getByText(new RegExp(`^Opens on ${date} at \\d{2}:\\d{2} (AM|PM)$`))).toBeVisible();
});

test('on a phone, once a slot is chosen, Confirm Booking and the chosen time stay in view', async () => {
  const cast = castOf(test.info());
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await page.goto('/auth/finddoctor');
    await page.getByRole('button', { name: cast.doctor.specialty }).click();
    await doctorCard(page, cast.doctor.name).getByRole('button', { name: 'Book Appointment' }).click();
    await expect(page).toHaveURL(/\/auth\/bookAppointment$/);
    // The first slot of the day is near the top: nothing scrolls down to the end of the page.
    const slot = await pickFirstFreeSlot(page);
    const confirm = page.getByRole('button', { name: 'Confirm Booking' });
    await expect(confirm).toBeEnabled();
    await expect(confirm).toBeInViewport({ ratio: 1 });
    await expect(page.getByText(new RegExp(`^\\d{2}/\\d{2}/\\d{4}, ${slot}$`))).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    if (desktop) await page.setViewportSize(desktop);
  }
});

test('on a phone both appointment tabs are in view, in English and Arabic', async () => {
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await page.goto('/auth/appointments');
    for (const [language, names] of [
      ['English', ['Upcoming Appointments', 'Past Appointments']],
      ['العربية', ['المواعيد القادمة', 'المواعيد السابقة']],
    ] as const) {
      if (language === 'العربية') {
        // On a phone too the language switch is in the header, outside the menu drawer.
        await page.getByRole('banner').getByRole('button', { name: 'العربية' }).click();
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      }
      const list = page.getByRole('tablist');
      await expect(list).toBeVisible();
      // Nothing scrolled out of the list: every tab within it and within the screen.
      expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      for (const name of names) {
        const box = await page.getByRole('tab', { name }).boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      }
    }
  } finally {
    if (desktop) await page.setViewportSize(desktop);
  }
});
