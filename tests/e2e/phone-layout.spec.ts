import { expect, test } from '@playwright/test';
import { apiPatient, chooseFirstHospital, registerThroughApi, signIn } from './support';

/**
 * A 390 px phone in Arabic never scrolls sideways on a signed-in screen, even for a patient with a
 * long first name (the header's greeting button spilled past the start edge by 5-6 px before).
 */
test('signed-in screens fit a 390 px phone in Arabic, with a long first name', async ({ page }, testInfo) => {
  const patient = apiPatient(testInfo, 901, 'Abdulrahmanalqasimi');
  await registerThroughApi(page.request, patient);
  await signIn(page, page.request, patient.mobile, patient.password);
  await chooseFirstHospital(page);
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.setViewportSize({ width: 390, height: 844 });

  for (const path of ['/auth/dashboard', '/auth/finddoctor', '/auth/appointments', '/auth/profile']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /Abdulrahman/ })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
  }
});

/**
 * On a phone the hospital chooser sits in the menu drawer, which has the room for the chosen
 * hospital's whole name: it wraps there instead of ending in an ellipsis ('Colab Medical…' before).
 */
test('the phone menu shows the whole name of the chosen hospital, English and Arabic', async ({
  page,
}, testInfo) => {
  // Its own number: every-route.spec registers 902.
  const patient = apiPatient(testInfo, 903, 'Mariam');
  await registerThroughApi(page.request, patient);
  await signIn(page, page.request, patient.mobile, patient.password);
  await chooseFirstHospital(page);
  await page.setViewportSize({ width: 390, height: 844 });

  for (const language of [
    { switchTo: null, open: 'Open menu', current: 'Your hospital:' },
    { switchTo: 'العربية', open: 'فتح القائمة', current: 'مستشفاك:' },
  ]) {
    if (language.switchTo) {
      // The language switch is in the phone's header, outside the menu drawer.
      await page.getByRole('banner').getByRole('button', { name: language.switchTo }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    await page.getByRole('button', { name: language.open }).click();
    const chooser = page
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(`^${language.current}`) });
    await expect(chooser).toBeVisible();
    const clipped = await chooser.evaluate((button) =>
      [button, ...button.querySelectorAll('*')]
        // Visually hidden text (a 1 px box) is read out, not shown.
        .filter((element) => element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1)
        .map((element) => `${element.tagName} ${element.textContent}`),
    );
    expect(clipped, 'text cut off in the hospital chooser').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});
