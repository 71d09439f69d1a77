#!/usr/bin/env node
// The sign-in page's speed on a phone (issue 16, target 1), for the bench orchestrator
// (scripts/bench.mjs) or alone: `node scripts/bench/pages.mjs` builds nothing, starts the portal on a
// fresh embedded database (BENCH_PORT), measures each brand's /home/login and prints the table.
//
// Two instruments, interleaved brand by brand in every round:
// - Lighthouse 12 with its mobile defaults (simulated slow 4G, 4x CPU slowdown): performance score,
//   FCP, LCP, TBT. Its numbers are simulated from an unthrottled trace.
// - "Form visible": the time the sign-in form's first field (its label) is painted, from the
//   browser's own Element Timing entry, in Chromium driven by Playwright under the same conditions
//   applied for real (DevTools throttling: Lighthouse's slow-4G request latency and throughput, 4x
//   CPU, its phone screen). Lighthouse's simulation times only its LCP element, which is the splash
//   logo while the app starts; and applied throttling keeps what the simulation smooths over: six
//   HTTP/1.1 connections and a round trip per request, so a route made of many files shows here.
//   On a phone index.html paints the form before any script has run (its prerendered copy); the
//   "app form" time is when the app has hydrated it (#root no longer marked data-painted) and it
//   answers input. The browser's own FCP and LCP are recorded too.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { applyMobileThrottling, paintedOnly, waitFor } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGE = '/home/login';

/** Lighthouse 12's mobile phone (moto g power); its network and CPU are lib.mjs's applyMobileThrottling. */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 };
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/136.0.0.0 Mobile Safari/537.36';
/** The Element Timing identifier the measuring script gives the form's first label. */
const FORM_MARK = 'signin-first-field';

/**
 * Runs in the page before its own scripts: marks the first field's label of the sign-in form for
 * Element Timing as soon as it is in the document (before it can be painted) and records when it is
 * painted, and every long task (over 50 ms of main thread, as the browser counts them).
 */
function observeForm(mark) {
  const seen = { formVisibleMs: null, appFormMs: null, fcpMs: null, lcpMs: null, longTasks: [] };
  window.__signInTimings = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier === mark && seen.formVisibleMs === null)
        seen.formVisibleMs = entry.renderTime || entry.loadTime;
    }
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  // The browser's own paint timings under the applied throttling, beside Lighthouse's simulated ones.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') seen.fcpMs = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcpMs = entry.renderTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const tag = () => {
    const label = document.querySelector('form label');
    if (!label) return false;
    label.setAttribute('elementtiming', mark);
    return true;
  };
  new MutationObserver((_, observer) => {
    if (tag()) observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  // The app's form, which answers input: the same as the form visible unless index.html painted the
  // form before any script ran; then once the app has hydrated it (and removed #root's mark).
  new MutationObserver((_, observer) => {
    const root = document.getElementById('root');
    if (!root?.querySelector('form input') || root.hasAttribute('data-painted')) return;
    seen.appFormMs = performance.now();
    observer.disconnect();
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-painted'],
  });
}

/** One cold visit of `url` in a fresh context under phone conditions: when the form showed, long tasks. */
async function formVisible(browser, url) {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_UA,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await applyMobileThrottling(cdp);
    await page.addInitScript(observeForm, FORM_MARK);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(
      () => window.__signInTimings?.formVisibleMs != null && window.__signInTimings.appFormMs != null,
      null,
      { timeout: 60_000 },
    );
    // Long tasks after the form shows (its handlers, the idle work) belong to the visit too.
    await page.waitForTimeout(1000);
    const { formVisibleMs, appFormMs, fcpMs, lcpMs, longTasks } = await page.evaluate(
      () => window.__signInTimings,
    );
    return {
      formVisibleMs: Math.round(formVisibleMs),
      appFormMs: Math.round(appFormMs),
      realFcpMs: Math.round(fcpMs),
      realLcpMs: Math.round(lcpMs),
      longTasks: longTasks.length,
    };
  } finally {
    await context.close();
  }
}

async function lighthouseRun(port, url) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const audit = (id) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    // A run Lighthouse could not finish has no score (null), not a score of 0.
    performance: Math.round((lhr.categories.performance.score ?? Number.NaN) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
  };
}

const METRICS = [
  'performance',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'formVisibleMs',
  'appFormMs',
  'realFcpMs',
  'realLcpMs',
  'longTasks',
  'floorTbtMs',
];

/** Median and spread of the runs that gave a number (a Lighthouse run that failed gives none). */
function summary(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN, runs: 0 };
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
  return { median, min: sorted[0], max: sorted.at(-1), runs: sorted.length };
}

/**
 * `runs` rounds; each round measures every brand once with Lighthouse and once in Playwright (a
 * round at a time, so a busy moment of the machine weighs on every brand alike), and the brand's
 * painted page alone with Lighthouse (lib.mjs paintedOnly, served on the brand's port + 70): its
 * TBT, floorTbtMs, is what this machine shows for the page with no script. Returns a row per
 * brand: every metric's median and spread over the runs, and the runs themselves.
 * @param {{ brands: { brand: string, url: string }[], runs?: number }} options
 */
export async function signInRuns({ brands, runs = 5 }) {
  const samples = new Map(brands.map(({ brand }) => [brand, []]));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const floors = new Map();
  try {
    const visitor = await browser.newContext();
    for (const { brand, url } of brands)
      floors.set(brand, await paintedOnly(visitor, `${url}${PAGE}`, Number(new URL(url).port) + 70));
    await visitor.close();
    for (let round = 0; round < runs; round += 1) {
      for (const { brand, url } of brands) {
        const lh = await lighthouseRun(chrome.port, `${url}${PAGE}`);
        const real = await formVisible(browser, `${url}${PAGE}`);
        const floor = await lighthouseRun(chrome.port, floors.get(brand).url);
        samples.get(brand).push({ ...lh, ...real, floorTbtMs: floor.tbtMs });
      }
    }
  } finally {
    for (const floor of floors.values()) await floor.close();
    await browser.close();
    await chrome.kill();
  }
  return brands.map(({ brand }) => {
    const runsOf = samples.get(brand);
    const row = { brand, page: PAGE, runs: runsOf.length };
    for (const metric of METRICS) row[metric] = summary(runsOf.map((s) => s[metric]));
    return { ...row, samples: runsOf };
  });
}

/** The rows as a printable table: "median (min-max)" per metric. */
export function signInTable(rows) {
  return rows.map((row) => {
    const line = { brand: row.brand, page: row.page, runs: row.runs };
    for (const metric of METRICS) {
      const { median, min, max, runs } = row[metric];
      line[metric] = `${median} (${min}-${max})${runs < row.runs ? ` of ${runs}` : ''}`;
    }
    return line;
  });
}

/** Each brand's address on the development ports (PORT + devPortOffset) and facility (brands/<key>/src/brand.ts). */
export async function brandUrls(port) {
  const { tsImport } = await import('tsx/esm/api');
  const { brandKeys } = await import('../brands.mjs');
  return Promise.all(
    brandKeys(root).map(async (brand) => {
      const file = pathToFileURL(path.join(root, 'brands', brand, 'src', 'brand.ts')).href;
      const { site } = await tsImport(file, import.meta.url);
      return { brand, url: `http://127.0.0.1:${port + site.devPortOffset}`, facilityId: site.facilityId };
    }),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.BENCH_PORT ?? 8780);
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const brands = await brandUrls(port);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-pages-'));
  const server = spawn(process.execPath, ['scripts/server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  try {
    for (const { url } of brands) await waitFor(`${url}/api/ready`);
    const rows = await signInRuns({ brands, runs });
    console.info(
      `\nSign-in page, ${runs} runs per brand: Lighthouse mobile defaults (simulated slow 4G, 4x CPU);` +
        " formVisibleMs (painted), appFormMs (the app running it), realFcpMs, realLcpMs (the browser's own)" +
        ' and longTasks in Chromium under applied slow 4G and 4x CPU; floorTbtMs: Lighthouse on the painted' +
        " page alone, no script (this machine's floor). median (min-max)",
    );
    // biome-ignore lint/suspicious/noConsole: a benchmark's output is its table
    console.table(signInTable(rows));
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
