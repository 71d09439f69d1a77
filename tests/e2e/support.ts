import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@2026';

/** Each brand's journey signs in a different demo patient so lockout and send budgets never interact. */
export function demoPatient(testInfo: TestInfo): { mobile: string; firstName: string } {
  return testInfo.project.name === 'colab'
    ? { mobile: '502345678', firstName: 'Omar' }
    : { mobile: '501234567', firstName: 'Aisha' };
}

/** Reads the newest one-time code the console SMS gateway put in the development outbox. */
export async function latestCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?mobile=971${mobile}`);
      if (!res.ok()) return '';
      const body = (await res.json()) as { data: Array<{ code: string | null }> };
      code = body.data[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

export async function submitCredentials(page: Page, mobile: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/home/login');
  await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/home\/otpforlogin$/);
}

/** Signs in with the mobile, the password (the demo patients' unless given) and the login code. */
export async function signIn(
  page: Page,
  request: APIRequestContext,
  mobile: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await submitCredentials(page, mobile, password);
  const code = await latestCode(request, mobile);
  await page.getByLabel('One-time code', { exact: true }).fill(code);
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
}

/**
 * Waits for the page's animations that end (a dialog rising into view; not a spinner) to end: axe
 * checks the page a person reads, not a frame of its entrance. A dialog's text halfway through its
 * fade-in has less contrast than it settles at (a clean-clone CI run found the inbox dialog's
 * labels 'color-contrast' so, checked the moment the dialog appeared). Every axe check of the
 * journeys waits so (the family, medications, reports and admin journeys each had a wait of their own).
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe-core's own script, put into the page under test (below). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on the page as it is now (after its animations end), one line per rule with
 * the elements it found: every rule, or only the rules of `tags`, less the rules of `disable`.
 * axe-core goes into each frame of the document once (a navigation within the app keeps it) and runs
 * there with axe.run. The Playwright wrapper of axe put its 500 kB script in twice on every check and
 * finished each one in a new blank page: 1.6-2.8 s a check on a two-core machine, against 0.1-0.5 s
 * so, with the same findings on the same pages (measured on six signed-in routes). Only violations
 * are collected in full, the only result read.
 */
export async function axeViolations(
  page: Page,
  { tags, disable = [] }: { tags?: string[]; disable?: string[] } = {},
): Promise<string[]> {
  await settled(page);
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (present) continue;
    await frame.evaluate(AXE_SOURCE);
    // Frames of any origin are checked, as the wrapper did.
    await frame.evaluate(() =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.configure({
        allowedOrigins: ['<unsafe_all_origins>'],
      }),
    );
  }
  return page.evaluate(
    async ({ tags, disable }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results = await axe.run(document, {
        ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
        rules: Object.fromEntries(disable.map((id) => [id, { enabled: false }])),
        resultTypes: ['violations'],
      });
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { tags, disable },
  );
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * The same with a popover open (the notifications dropdown). React Aria flanks the popover's dialog
 * with two visually hidden 'Dismiss' buttons for screen readers, beside the dialog in the popover's
 * root; axe's 'region' rule (a best practice, not a WCAG criterion) counts them as content outside
 * any landmark, while it allows the dialog itself. Every other rule runs on the page and the dialog.
 */
export async function expectNoAxeViolationsWithPopoverOpen(page: Page): Promise<void> {
  expect(await axeViolations(page, { disable: ['region'] })).toEqual([]);
}

/* Identity and accounts journeys: patients each test registers for itself. */

/**
 * A mobile number of its own for each test and brand project ('50770nnnn' for aldhannah,
 * '50771nnnn' for colab): journeys that change or delete an account only touch their own.
 */
export function testMobile(testInfo: TestInfo, n: number): string {
  const brand = testInfo.project.name === 'colab' ? '1' : '0';
  return `5077${brand}${String(n).padStart(4, '0')}`;
}

export interface NewPatient {
  mobile: string;
  firstName: string;
  lastName: string;
  email: string;
  /** dd/MM/yyyy as typed. */
  dateOfBirth: string;
  password: string;
}

/** A patient to register: born on 12/04/1990, with an Emirates ID that reads 784 + 1990 + the mobile. */
export function newPatient(testInfo: TestInfo, n: number, firstName = 'Layla'): NewPatient {
  const mobile = testMobile(testInfo, n);
  return {
    mobile,
    firstName,
    lastName: 'Hassan',
    email: `layla.${mobile}@example.ae`,
    dateOfBirth: '12/04/1990',
    password: 'Journey@2026',
  };
}

/** 784 + the birth year + 8 digits from the mobile: unique per patient and consistent with the date. */
export function emiratesIdOf(patient: NewPatient): string {
  return `784${patient.dateOfBirth.slice(-4)}${patient.mobile.slice(-8).padStart(8, '0')}`;
}

/**
 * Checks a react-aria checkbox or radio. Its input is visually hidden under its label, so the
 * click is forced, and retried while an opening dialog is still moving into place.
 */
export async function tick(control: Locator): Promise<void> {
  await expect(async () => {
    await control.check({ force: true, timeout: 2_000 });
    await expect(control).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** A patient to register through the API (registerThroughApi). */
export interface ApiPatient {
  mobile: string;
  firstName: string;
  documentId: string;
  /** yyyy-MM-dd, as the API takes it. */
  dateOfBirth: string;
  password: string;
}

/** Its own mobile (testMobile), password Journey@2026, an Emirates ID of 784 + birth year + mobile. */
export function apiPatient(
  testInfo: TestInfo,
  n: number,
  firstName: string,
  dateOfBirth = '1990-04-12',
): ApiPatient {
  const mobile = testMobile(testInfo, n);
  return {
    mobile,
    firstName,
    documentId: `784${dateOfBirth.slice(0, 4)}${mobile.slice(-8)}`,
    dateOfBirth,
    password: 'Journey@2026',
  };
}

/**
 * Registers an account through the API as the registration screens do (identify, the code to the
 * mobile, register), for journeys about what an account sees rather than how it registers.
 */
export async function registerThroughApi(request: APIRequestContext, who: ApiPatient): Promise<void> {
  const prospect = {
    callingCode: '971',
    mobile: who.mobile,
    documentTypeId: 1,
    documentId: who.documentId,
    dateOfBirth: who.dateOfBirth,
  };
  const identified = await request.post('/api/auth/identify', {
    data: { ...prospect, isInvokedForLogin: false },
  });
  expect(identified.ok(), await identified.text()).toBe(true);
  const { referenceId } = (await identified.json()).data as { referenceId: string };
  const otp = await latestCode(request, who.mobile);
  const verified = await request.post('/api/auth/verifyotpforregistration', { data: { referenceId, otp } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const registered = await request.post('/api/user/register', {
    data: {
      ...prospect,
      referenceId,
      otp,
      firstName: who.firstName,
      lastName: 'Hassan',
      email: `${who.mobile}@example.ae`,
      genderId: 2,
      countryId: 1,
      password: who.password,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
}

/** Types dd/MM/yyyy into the date picker labelled `label` (its segments take digits). */
export async function fillDate(page: Page, label: string | RegExp, display: string): Promise<void> {
  const group = page.getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(display.replace(/\D/g, ''));
}

/** Picks `option` from the select labelled `label`. */
export async function chooseOption(
  page: Page,
  label: string | RegExp,
  option: string | RegExp,
): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Types `typed` into the searchable field (combobox) labelled `label` and picks `option`. */
export async function chooseSearchable(
  page: Page,
  label: string,
  typed: string,
  option: string,
): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(typed);
  await page.getByRole('option', { name: option }).click();
  await expect(input).toHaveValue(option);
}

/** /home/register up to the OTP screen. */
export async function startRegistration(page: Page, patient: NewPatient): Promise<void> {
  await page.goto('/home/register');
  await page.getByLabel('Mobile number', { exact: true }).fill(patient.mobile);
  await chooseOption(page, /Document type/, 'Emirates ID');
  await page.getByLabel('Document ID', { exact: true }).fill(emiratesIdOf(patient));
  await fillDate(page, 'Date of birth', patient.dateOfBirth);
  await tick(page.getByRole('checkbox', { name: /I agree/ }));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('alertdialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Yes, continue' })
    .click();
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
}

/** The sign-up form after the registration OTP, up to the dashboard. */
export async function finishSignUp(page: Page, patient: NewPatient): Promise<void> {
  await expect(page).toHaveURL(/\/home\/sign-up$/);
  await page.getByLabel('First name', { exact: true }).fill(patient.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(patient.lastName);
  await page.getByLabel('Email', { exact: true }).fill(patient.email);
  await tick(page.getByRole('radio', { name: 'Female' }));
  await chooseSearchable(page, 'Nationality', 'emirates', 'United Arab Emirates');
  await page.getByLabel('Password', { exact: true }).fill(patient.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(patient.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
}

/** The complete-profile gate of a new patient: the first hospital of the brand's list. */
export async function chooseFirstHospital(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Complete Profile' });
  await tick(dialog.getByRole('radio').first());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Registers a new patient end to end and leaves them signed in on the dashboard. */
export async function registerPatient(
  page: Page,
  request: APIRequestContext,
  patient: NewPatient,
): Promise<void> {
  // Registering through the screens is a journey of its own (two forms, a code, the hospital): the
  // test that starts with it gets that much more time for what it is about.
  test.info().setTimeout(test.info().timeout + 45_000);
  await startRegistration(page, patient);
  await page.getByLabel('One-time code', { exact: true }).fill(await latestCode(request, patient.mobile));
  await page.getByRole('button', { name: 'Verify' }).click();
  await finishSignUp(page, patient);
  await chooseFirstHospital(page);
}

/** Logout from the profile menu (a password session: back to /home/login). */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Hi / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/home\/login$/);
}

/** My Profile through the profile menu. */
export async function openProfile(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Hi / }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/auth\/profile$/);
  await expect(page.getByLabel('First name', { exact: true })).toBeVisible();
}

/**
 * Holds every script of the build until the returned `release` is called: what a page opened
 * meanwhile shows is what its HTML paints on its own, before the JavaScript has arrived (a slow
 * line) or run (a slow phone).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The page's console errors and uncaught exceptions from now on (a hydration React could not match reports one). */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
