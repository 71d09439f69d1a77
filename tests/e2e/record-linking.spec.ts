import { expect, test } from '@playwright/test';
import { doctorCard, pickFirstFreeSlot } from './booking-support';
import { chooseFirstHospital, registerThroughApi, signIn, testMobile } from './support';

/**
 * SECURITY.md identity proof, as a stranger would try it: register with the Emirates ID and birth
 * date of someone the hospital knows (Hamad, Aisha's brother, with a record at Al Dhannah), on one's
 * own mobile. The portal links nothing: booking says to call the helpline, and no appointment of
 * anyone shows. Al Dhannah only (one document registers once).
 */
test('an account with someone else’s Emirates ID gets none of their record, and booking says to call', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'colab', 'Hamad is a patient of Al Dhannah');
  const stranger = {
    mobile: testMobile(testInfo, 900),
    firstName: 'Sara',
    documentId: '784198711223344',
    dateOfBirth: '1987-02-03',
    password: 'Journey@2026',
  };
  await registerThroughApi(page.request, stranger);
  await signIn(page, page.request, stranger.mobile, stranger.password);
  await chooseFirstHospital(page);

  await page.getByRole('link', { name: 'Find a Doctor' }).first().click();
  // The dashboard has a search box of its own: type only once Find a Doctor is on screen.
  await expect(page.getByRole('heading', { level: 1, name: 'Find a Doctor' })).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Search doctor, speciality or condition' });
  await box.fill('Ahmed');
  await page.getByRole('option', { name: /Dr. Ahmed Al Hashimi/ }).click();
  await doctorCard(page, 'Dr. Ahmed Al Hashimi').getByRole('button', { name: 'Book Appointment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book Appointment' })).toBeVisible();
  await pickFirstFreeSlot(page);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await page
    .getByRole('alertdialog', { name: 'Appointment Confirmation' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(
    page.getByText('There is an issue with this record, please contact 8007267.').first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Appointment booked successfully' })).toHaveCount(0);

  await page.goto('/auth/appointments');
  await expect(page.getByText('No appointments to display').first()).toBeVisible();
});
