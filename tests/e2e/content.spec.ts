import { expect, type Page, test } from '@playwright/test';
import { demoPatient, expectNoAxeViolations, fillDate, signIn } from './support';

/**
 * The content screens of the signed-in patient (spec section 2: News, Events, Insurance, Health
 * Packages), on the brand's own content from the server: the news and its Previous/Next, an event's
 * video playing, the insurers, a health package booked. English on a desktop, Arabic on a phone.
 */

interface Words {
  news: string;
  previous: string;
  next: string;
  events: string;
  play: RegExp;
  insurance: string;
  packages: string;
  exclusive: string;
  book: RegExp;
  bookDialog: string;
  submit: string;
  date: string;
  booked: string;
  required: string;
}

const ENGLISH: Words = {
  news: 'News',
  previous: 'Previous',
  next: 'Next',
  events: 'Events',
  play: /^Play video: /,
  insurance: 'Insurance',
  packages: 'Health Packages',
  exclusive: 'Exclusive Health Packages',
  book: /^Book /,
  bookDialog: 'Book Health Package',
  submit: 'Book',
  date: 'Preferred date',
  booked: 'Health package booked successfully',
  required: 'All fields are required',
};

const ARABIC: Words = {
  news: 'الأخبار',
  previous: 'السابق',
  next: 'التالي',
  events: 'الفعاليات',
  play: /^تشغيل الفيديو: /,
  insurance: 'التأمين',
  packages: 'الباقات الصحية',
  exclusive: 'باقات صحية حصرية',
  book: /^احجز /,
  bookDialog: 'حجز باقة صحية',
  submit: 'احجز',
  date: 'التاريخ المفضل',
  booked: 'تم حجز الباقة الصحية بنجاح',
  required: 'جميع الحقول مطلوبة',
};

/** A week from today, dd/MM/yyyy: a day the booking takes. */
function nextWeek(): string {
  const day = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(day.getDate())}/${two(day.getMonth() + 1)}/${day.getFullYear()}`;
}

/** The cards' title links (or buttons) of a content grid. */
const cardTitles = (page: Page, role: 'link' | 'button') =>
  page.getByRole('main').getByRole('listitem').getByRole(role);

async function readNews(page: Page, words: Words) {
  await page.goto('/auth/allNews');
  await expect(page.getByRole('heading', { level: 1, name: words.news })).toBeVisible();
  const cards = cardTitles(page, 'link');
  await expect(cards.first()).toBeVisible();
  const titles = await cards.allInnerTexts();
  expect(titles.length).toBeGreaterThan(1);
  // Every card's image has its size before it loads, and the ones below the fold wait.
  const images = page.getByRole('main').getByRole('listitem').locator('img');
  await expect(images.first()).toHaveAttribute('width', /\d+/);
  await expect(images.last()).toHaveAttribute('loading', 'lazy');
  await expectNoAxeViolations(page);

  await cards.nth(1).click();
  await expect(page).toHaveURL(/\/auth\/news$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(titles[1] ?? '');
  const previous = page.getByRole('button', { name: words.previous, exact: true });
  const next = page.getByRole('button', { name: words.next, exact: true });
  await previous.click();
  await expect(heading).toHaveText(titles[0] ?? '');
  await expect(heading).toBeFocused();
  await expect(previous).toBeDisabled();
  await expectNoAxeViolations(page);
  for (const title of titles.slice(1)) {
    await next.click();
    await expect(heading).toHaveText(title);
  }
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

async function playEvent(page: Page, words: Words) {
  await page.goto('/auth/allMedia');
  await expect(page.getByRole('heading', { level: 1, name: words.events })).toBeVisible();
  const play = page.getByRole('button', { name: words.play }).first();
  await expect(play).toBeVisible();
  await expectNoAxeViolations(page);
  await play.click();
  const dialog = page.getByRole('dialog');
  const video = dialog.locator('video');
  await expect(video).toBeVisible();
  // Its captions track is the page's language.
  const lang = await page.locator('html').getAttribute('lang');
  await expect(dialog.locator('track[default]')).toHaveAttribute('srclang', lang ?? '');
  await video.evaluate((element: HTMLVideoElement) => (element.paused ? element.play() : undefined));
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.2);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

async function seeInsurers(page: Page, words: Words) {
  await page.goto('/auth/insurance');
  await expect(page.getByRole('heading', { level: 1, name: words.insurance })).toBeVisible();
  const names = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(names.first()).toBeVisible();
  expect(await names.count()).toBeGreaterThan(1);
  await expectNoAxeViolations(page);
}

async function bookPackage(page: Page, words: Words) {
  await page.goto('/auth/healthPackages');
  await expect(page.getByRole('heading', { level: 1, name: words.packages })).toBeVisible();
  const cards = cardTitles(page, 'link');
  await expect(cards.first()).toBeVisible();
  await expectNoAxeViolations(page);
  await cards.first().click();
  await expect(page).toHaveURL(/\/auth\/healthPackageDetails$/);
  await expect(page.getByText(words.exclusive)).toBeVisible();
  const book = page.getByRole('button', { name: words.book }).first();
  await expect(book).toBeVisible();
  await expectNoAxeViolations(page);

  await book.click();
  const dialog = page.getByRole('dialog', { name: words.bookDialog });
  await expect(dialog).toBeVisible();
  // No date yet: refused with the spec's words, nothing sent.
  await dialog.getByRole('button', { name: words.submit, exact: true }).click();
  await expect(dialog.getByText(words.required)).toBeVisible();
  await expectNoAxeViolations(page);
  await fillDate(page, words.date, nextWeek());
  await dialog.getByRole('button', { name: words.submit, exact: true }).click();
  await expect(dialog.getByText(words.booked)).toBeVisible();
  // The dialog closes itself 3 s later.
  await expect(dialog).toBeHidden({ timeout: 6_000 });
}

test('a patient reads the news, plays an event, sees the insurers and books a health package', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, request, demoPatient(test.info()).mobile);
  await readNews(page, ENGLISH);
  await playEvent(page, ENGLISH);
  await seeInsurers(page, ENGLISH);
  await bookPackage(page, ENGLISH);
});

test('the same in Arabic on a phone, right to left', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, request, demoPatient(test.info()).mobile);
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.setViewportSize({ width: 390, height: 844 });
  await readNews(page, ARABIC);
  await playEvent(page, ARABIC);
  await seeInsurers(page, ARABIC);
  await bookPackage(page, ARABIC);
});

test('the package details without a package go back to the packages', async ({ page, request }) => {
  await signIn(page, request, demoPatient(test.info()).mobile);
  await page.goto('/auth/healthPackageDetails');
  await expect(page).toHaveURL(/\/auth\/healthPackages$/);
  await expect(page.getByRole('heading', { level: 1, name: ENGLISH.packages })).toBeVisible();
});
