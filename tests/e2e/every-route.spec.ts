import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiPatient, axeViolations, chooseFirstHospital, registerThroughApi, signIn } from './support';

/**
 * Every route of the route tree, read from the code (a new route joins by itself), in both brands
 * (the projects), both languages, on a 390 px phone and a 1280 px desktop: no sideways scroll, no axe
 * violation of WCAG 2.0/2.1 A and AA, and in Arabic no English words or raw i18n keys on screen.
 */

interface RouteEntry {
  /** The address as a user types it. */
  url: string;
  /** Public addresses are visited signed out, /auth ones signed in. */
  signedIn: boolean;
}

/**
 * Reads every feature's paths.ts: each address with a screen is there (app/features.test.ts checks
 * that each address has its route and each route its address), so a new screen joins by itself.
 */
function routesFromCode(): RouteEntry[] {
  const features = path.resolve(import.meta.dirname, '../../packages/features/src');
  return readdirSync(features)
    .map((feature) => path.join(features, feature, 'paths.ts'))
    .filter((file) => existsSync(file))
    .flatMap((file) => [
      ...readFileSync(file, 'utf8').matchAll(/:\s*'(\/(?:home|auth|valet|valetauth)\/[^']+)'/g),
    ])
    .map(([, url = '']) => ({ url, signedIn: url.startsWith('/auth/') }));
}

const routes = routesFromCode();
const widths = [390, 1280] as const;

/** Words that are the same in both languages: names of people, brands and products, and units. */
const SAME_IN_ARABIC = [
  'UAE PASS',
  'Al Dhannah',
  'Colab',
  'App Store',
  'Google Play',
  'Emirates ID',
  'OTP',
  'ID',
  // File types, named by their extensions in any language.
  'pdf',
  'docx',
  'doc',
  'jpeg',
  'jpg',
  'png',
];

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Visible text of the page (and its portalled overlays), one entry per text node. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      if (parent.closest('script, style, [aria-hidden="true"], [hidden]')) continue;
      // Text marked as another language (the language switch names English in English) is meant.
      const lang = parent.closest('[lang]')?.getAttribute('lang') ?? '';
      if (lang && lang !== document.documentElement.lang) continue;
      const box = parent.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // Visually hidden text is read aloud: it must be Arabic too, so it is not skipped.
      out.push(text);
    }
    return out;
  });
}

function englishIn(texts: string[], allowed: string[]): string[] {
  const found: string[] = [];
  for (const text of texts) {
    // Any space (a no-break space between 'App' and 'Store' too) counts as one.
    let rest = text.replace(/\s+/g, ' ');
    // An e-mail address or a web address is written in Latin letters in any language. Taken out
    // first: an allowed word inside one (a brand's name in its support address) would split it.
    rest = rest.replace(/\S+@\S+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
    for (const word of allowed) {
      const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
      rest = rest.replace(new RegExp(`\\b${escaped}\\b`, 'gi'), ' ');
    }
    if (/[A-Za-z]{2,}/.test(rest)) found.push(text);
  }
  return found;
}

async function check(page: Page, url: string, language: 'en' | 'ar', allowed: string[]) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  // Skeletons and spinners gone: what a patient reads, not what they wait through.
  // (Checked every frame: expect's polling steps up to 1 s apart cost about that on most routes.)
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
    polling: 'raf',
    timeout: 10_000,
  });
  const problems: string[] = [];
  const overflow = await sidewaysScroll(page);
  if (overflow > 0) problems.push(`scrolls sideways by ${overflow} px`);
  for (const violation of await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] })) {
    problems.push(`axe ${violation}`);
  }
  if (language === 'ar') {
    const english = englishIn(await visibleTexts(page), allowed);
    if (english.length) problems.push(`English or i18n keys in Arabic: ${JSON.stringify(english)}`);
  }
  return problems.map((p) => `${url} (${page.url().replace(/^https?:\/\/[^/]+/, '')}): ${p}`);
}

async function switchLanguage(page: Page, language: 'en' | 'ar') {
  // The language switch names the other language. Waiting for it, not reading <html lang> at once:
  // the app shows a page only in the stored language, which may still be loading when the page's
  // load event fires (a switch clicked then was the wrong one once the page turned Arabic).
  const switchTo = page.getByRole('button', { name: language === 'ar' ? 'العربية' : 'English' }).first();
  const switchBack = page.getByRole('button', { name: language === 'ar' ? 'English' : 'العربية' }).first();
  await expect(switchTo.or(switchBack).first()).toBeVisible();
  if (await switchTo.isVisible()) await switchTo.click();
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
}

/**
 * Opens an address from inside the app, as its links do: a history entry and the popstate event the
 * router follows. The layout stays. React renders a popstate's update at once, before this returns:
 * the new screen, or its spinner with the old screen hidden (out of the accessibility tree) until
 * the new screen's chunk is in, so the checks that follow wait for the new screen's heading.
 */
async function openInApp(page: Page, url: string) {
  await page.evaluate(async (to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx };
    history.pushState(state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }, url);
}

/**
 * A page of its own for each width, in a context of its own (its own renderer process): the widths
 * are checked side by side, one page's axe beside the other's, instead of one after the other (the
 * signed-in routes: 3.7 minutes one at a time here, 2.8 side by side).
 */
async function pagePerWidth(browser: Browser, baseURL: string | undefined): Promise<Page[]> {
  return Promise.all(
    widths.map(async (width) => {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
      return context.newPage();
    }),
  );
}

test.describe.configure({ timeout: 600_000 });
// Layout, axe and language do not depend on the database: CI's PostgreSQL pass skips them.
test.skip(Boolean(process.env.DATABASE_URL), 'checked once, on the embedded database');

test('every public route fits, passes axe and is Arabic in Arabic', async ({ browser }, testInfo) => {
  const pages = await pagePerWidth(browser, testInfo.project.use.baseURL);
  const problems: string[] = [];
  for (const language of ['en', 'ar'] as const) {
    const found = await Promise.all(
      pages.map(async (page) => {
        const width = page.viewportSize()?.width;
        const here: string[] = [];
        for (const { url } of routes.filter((route) => !route.signedIn)) {
          await page.goto(url);
          await switchLanguage(page, language);
          here.push(...(await check(page, `${url} ${language} ${width}px`, language, SAME_IN_ARABIC)));
        }
        return here;
      }),
    );
    problems.push(...found.flat());
  }
  await Promise.all(pages.map((page) => page.context().close()));
  expect(problems).toEqual([]);
});

test('every signed-in route fits, passes axe and is Arabic in Arabic', async ({ browser }, testInfo) => {
  const patient = apiPatient(testInfo, 902, 'Mariam', '1991-03-08');
  const pages = await pagePerWidth(browser, testInfo.project.use.baseURL);
  const [first, ...others] = pages;
  if (!first) throw new Error('no width to check');
  await registerThroughApi(first.request, patient);
  // Each page is a session of its own: the first chooses the hospital the others then find chosen.
  await signIn(first, first.request, patient.mobile, patient.password);
  await chooseFirstHospital(first);
  for (const page of others) await signIn(page, page.request, patient.mobile, patient.password);
  const allowed = [...SAME_IN_ARABIC, patient.firstName, 'Hassan'];
  const problems: string[] = [];
  // Each screen is checked once opened by its address (in English: the whole page loads) and once
  // opened from inside the app (in Arabic: the layout stays), the two ways a patient reaches it.
  // Every screen by its address in both languages took 5.3 of CI's 21 minutes of journeys.
  for (const language of ['en', 'ar'] as const) {
    const found = await Promise.all(
      pages.map(async (page) => {
        const width = page.viewportSize()?.width;
        await page.goto('/auth/dashboard');
        await switchLanguage(page, language);
        const here: string[] = [];
        for (const { url } of routes.filter((route) => route.signedIn)) {
          if (language === 'en') await page.goto(url);
          else await openInApp(page, url);
          here.push(...(await check(page, `${url} ${language} ${width}px`, language, allowed)));
        }
        return here;
      }),
    );
    problems.push(...found.flat());
  }
  await Promise.all(pages.map((page) => page.context().close()));
  expect(problems).toEqual([]);
});
