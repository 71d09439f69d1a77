import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demoPatient, expectNoAxeViolations, holdScripts, pageErrors } from './support';

/**
 * Issue 16's budget for the sign-in page's main thread on a phone: CPU slowed down 4x (Lighthouse's
 * mobile default), a first visit to /home/login, every task of the page's main thread from the
 * navigation until a second after the form shows, read from a Chromium trace. A busy CI machine
 * stretches the wall-clock length of every task (two cores, six agents: a 100 ms task measured
 * 2000 ms), so the budget is neither in milliseconds nor in wall-clock time: each task's own CPU
 * time (the trace's thread time) against that of a reference task (fixed work, the median of five)
 * run in the same page, traced in the same run. Measured on a loaded machine (load average 12-18),
 * 10 runs over both brands, in reference tasks: the longest start-up task (the entry chunk's code)
 * 2.7-5.9, and 1-5 tasks longer than one reference task (before issue 16's changes: 2.1-5.3 and
 * 4-6). The budgets allow that spread and fail when start-up grows by a few reference tasks in one
 * task (some 150 ms of a phone's CPU), or splits into more long ones (300 000 rows sorted in the
 * sign-in screen's module made 8).
 */
const LONGEST_TASK_BUDGET = 8;
const TASKS_OVER_REFERENCE_BUDGET = 7;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { frame?: string } };
}

declare global {
  interface Window {
    signInShown?: Promise<void>;
  }
}

/** One first visit's start-up tasks, in reference tasks. */
async function measure(browser: Browser, page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Installed before the page's own scripts: settles a second after the app's form is the page's:
  // its first field in #root and #root no longer marked as painted by index.html (the app removes the
  // mark once it has hydrated the painted form). No Playwright locator while measuring: its injected
  // script is a task of its own.
  await page.addInitScript(() => {
    window.signInShown = new Promise((resolve) => {
      new MutationObserver((_, observer) => {
        const root = document.getElementById('root');
        if (!root?.querySelector('form input') || root.hasAttribute('data-painted')) return;
        observer.disconnect();
        setTimeout(resolve, 1000);
      }).observe(document, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['data-painted'],
      });
    });
  });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  await page.goto('/home/login');
  await page.evaluate(() => window.signInShown);
  await page.evaluate(() => performance.mark('sign-in-started'));
  // The reference: a fixed amount of the kind of work start-up does (objects, strings, JSON), five
  // times, each in a task of its own, marked.
  await page.evaluate(async () => {
    for (let i = 0; i < 5; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      performance.mark('reference-task');
      const rows = [];
      for (let n = 0; n < 20_000; n += 1) rows.push({ id: n, label: `row ${n}`, tags: [n % 7, n % 11] });
      const parsed = JSON.parse(JSON.stringify(rows)) as typeof rows;
      const labels = parsed.filter((row) => row.tags[0] === 3).map((row) => row.label.toUpperCase());
      if (labels.join(',').length === 0) throw new Error('no work');
    }
  });
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };

  // The page's main thread: where its marks are.
  const marks = traceEvents.filter((e) => e.name === 'reference-task' || e.name === 'sign-in-started');
  const thread = (e: { pid: number; tid: number }) => `${e.pid}:${e.tid}`;
  const main = thread(marks[0] ?? { pid: -1, tid: -1 });
  const tasks = traceEvents.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && thread(e) === main && e.tdur !== undefined,
  );
  const taskAt = (ts: number) => tasks.find((t) => t.ts <= ts && ts <= t.ts + (t.dur ?? 0));
  const reference = marks
    .filter((m) => m.name === 'reference-task')
    .map((m) => taskAt(m.ts)?.tdur ?? Number.NaN)
    .sort((a, b) => a - b)[2];
  const started = marks.find((m) => m.name === 'sign-in-started')?.ts ?? Number.NaN;
  const startUp = tasks.filter((t) => t.ts < started).map((t) => (t.tdur ?? 0) / (reference ?? Number.NaN));
  const detail = `start-up tasks over half a reference task: ${startUp
    .filter((units) => units > 0.5)
    .map((units) => units.toFixed(1))
    .join(', ')}; reference task ${Math.round((reference ?? 0) / 1000)} ms of CPU`;
  return {
    reference: reference ?? Number.NaN,
    longest: Math.max(0, ...startUp),
    overReference: startUp.filter((units) => units > 1).length,
    detail,
  };
}

/**
 * Three first visits, each in a fresh browser context, and the best of them is held to the budget:
 * a regression is in every visit, while a task the machine's other work interrupted is in one.
 */
test('the sign-in page starts on a 4x slower CPU without a task of more than a few reference tasks', async ({
  browser,
}) => {
  test.info().setTimeout(120_000);
  const baseURL = test.info().project.use.baseURL;
  const visits = [];
  for (let visit = 0; visit < 3; visit += 1) {
    const context = await browser.newContext({ baseURL });
    try {
      visits.push(await measure(browser, await context.newPage()));
    } finally {
      await context.close();
    }
  }
  const details = visits.map((v, i) => `visit ${i + 1}: ${v.detail}`).join('; ');
  test.info().annotations.push({ type: 'sign-in main thread', description: details });
  for (const visit of visits)
    expect(visit.reference, 'the reference task ran in the traced thread').toBeGreaterThan(0);
  const longest = Math.min(...visits.map((v) => v.longest));
  const overReference = Math.min(...visits.map((v) => v.overReference));
  expect(longest, `the longest start-up task in reference tasks, best of 3 (${details})`).toBeLessThanOrEqual(
    LONGEST_TASK_BUDGET,
  );
  expect(
    overReference,
    `start-up tasks longer than the reference task, best of 3 (${details})`,
  ).toBeLessThanOrEqual(TASKS_OVER_REFERENCE_BUDGET);
});

/**
 * Opens /home/login with every script of the build held until the returned `release` is called: what
 * the page shows meanwhile is what index.html paints on its own, before the JavaScript has arrived (a
 * slow line) or run (a slow phone). `language` is stored first, as the language switch leaves it.
 */
async function openWithScriptsHeld(page: Page, language?: 'ar'): Promise<() => void> {
  if (language)
    await page.addInitScript((stored) => {
      if (!localStorage.getItem('portal:preferences'))
        localStorage.setItem('portal:preferences', JSON.stringify({ language: JSON.stringify(stored) }));
    }, language);
  const release = await holdScripts(page);
  await page.goto('/home/login', { waitUntil: 'commit' });
  return release;
}

test.describe('on a phone', () => {
  // Lighthouse's mobile screen: the sign-in page is painted from index.html alone there.
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('the sign-in form shows before any script has run, and what was typed and sent there signs in', async ({
    page,
  }, testInfo) => {
    const release = await openWithScriptsHeld(page);
    const mobile = page.getByLabel('Mobile number', { exact: true });
    await expect(mobile).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    // What a screen reader meets before the app runs: the painted page, labelled like the app's.
    await expectNoAxeViolations(page);
    const { mobile: number } = demoPatient(testInfo);
    await mobile.fill(number);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    // Held back: without the app, the browser would have put the password into the address.
    await expect(page).toHaveURL(/\/home\/login$/);

    release();
    await expect(page).toHaveURL(/\/home\/otpforlogin$/);
    await expect(page.getByLabel('One-time code', { exact: true })).toBeVisible();
  });

  test('the painted sign-in page is in the language the visitor chose, right to left for Arabic', async ({
    page,
  }) => {
    const release = await openWithScriptsHeld(page, 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expectNoAxeViolations(page);
    await page.getByLabel('رقم الجوال', { exact: true }).fill('501');
    await page.getByLabel('رقم الجوال', { exact: true }).focus();

    release();
    // The app has taken the painted form over, with what was typed, and the focus.
    await expect(page.locator('#root')).not.toHaveAttribute('data-painted');
    await expect(page.getByLabel('رقم الجوال', { exact: true })).toHaveValue('501');
    await expect(page.getByLabel('رقم الجوال', { exact: true })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  for (const [language, label] of [
    ['en', 'Mobile number'],
    ['ar', 'رقم الجوال'],
  ] as const) {
    test(`the app takes the painted page over as it is: the same elements, class names and styles (${language})`, async ({
      page,
    }) => {
      const errors = pageErrors(page);
      const release = await openWithScriptsHeld(page, language === 'ar' ? 'ar' : undefined);
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toBeVisible();
      await expect(page.locator('#root')).toHaveAttribute('data-painted', language);
      const painted = await field.getAttribute('class');
      await field.evaluate((element) => element.setAttribute('data-marked', ''));
      await expect(page.locator('head style[data-styled="true"]')).toHaveCount(1);

      release();
      await expect(page.locator('#root')).not.toHaveAttribute('data-painted');
      // Hydrated, not rendered again: the element the visitor saw is the app's, with the same class
      // names (styled-components ids that do not depend on the order modules load), and the painted
      // rules are styled-components' own sheet now. A hydration React could not match would have
      // rendered the page again (a new element) and reported an error.
      expect(painted).toBeTruthy();
      await expect(page.locator('[data-marked]')).toHaveAttribute('class', painted ?? '');
      await expect(page.locator('[data-marked]')).toHaveAccessibleName(label);
      await expect(page.locator('style[data-styled="true"]')).toHaveCount(0);
      await expect(page.locator('style[data-styled="active"]')).toHaveCount(1);
      expect(errors).toEqual([]);
    });
  }

  test('the painted page has the portal fonts before any script has run, and the app fetches no style sheet', async ({
    page,
  }) => {
    const sheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css'))
        sheets.push(request.url());
    });
    const release = await openWithScriptsHeld(page);
    await expect(page.getByLabel('Mobile number', { exact: true })).toBeVisible();
    // The fonts' @font-face rules come with index.html: the face is declared (and loads) while no
    // script has run. Declared only by the app's own chunk, the painted page was set in a fallback
    // face and the app's start waited for a style sheet file.
    const faces = await page.evaluate(async () => (await document.fonts.load('600 16px "Noto Sans"')).length);
    expect(faces).toBeGreaterThan(0);

    release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-painted');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
    expect(sheets).toEqual([]);
  });

  test('the painted page has the UAE PASS button, and nothing on it moves when the app and its configuration come', async ({
    page,
  }) => {
    // Every layout shift of the visit (the Layout Instability API).
    await page.addInitScript(() => {
      const shifts: { at: number; value: number }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push({ at: entry.startTime, value: (entry as unknown as { value: number }).value });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const release = await openWithScriptsHeld(page);
    const uaePass = page.getByRole('button', { name: 'Sign in with UAE PASS' });
    await expect(uaePass).toBeVisible();
    // The painted page's web fonts in first: their swap (from the fallback face) is the painted
    // page's own, before any script, not what the app or its configuration move. Measured before
    // it, the Register link moved by the fonts' metrics (a clean-clone CI run on a quick machine).
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    const register = page.getByRole('link', { name: 'Register' });
    const painted = await register.boundingBox();

    const config = page.waitForResponse((response) => response.url().endsWith('/auth/uaepass/config'));
    const released = await page.evaluate(() => performance.now());
    release();
    expect((await config).ok()).toBe(true);
    await expect(page.locator('#root')).not.toHaveAttribute('data-painted');
    // Two frames after the answer: the app has rendered what it says.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(uaePass).toBeVisible();
    expect(await register.boundingBox()).toEqual(painted);
    // None once the scripts came (the painted page's own swap to the web fonts comes before).
    const shifts = await page.evaluate(
      () => (window as unknown as { shifts: { at: number; value: number }[] }).shifts,
    );
    expect(shifts.filter(({ at }) => at >= released)).toEqual([]);
  });

  test('a language switch pressed before any script has run is carried out once the app runs', async ({
    page,
  }) => {
    const release = await openWithScriptsHeld(page);
    await page.getByLabel('Mobile number', { exact: true }).fill('502');
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    release();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
    await expect(page.getByLabel('رقم الجوال', { exact: true })).toHaveValue('502');
  });
});
