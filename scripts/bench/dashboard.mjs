#!/usr/bin/env node
// The signed-in landing (/auth/dashboard) under Lighthouse's mobile defaults (simulated slow 4G, 4x
// CPU slowdown), cold (HTTP cache cleared, session kept) and warm (cache kept), several runs each.
// A real browser signs the brand's demo patient in first, as a patient would: the session is the
// httpOnly refresh cookie and the persisted (token-free) session the app keeps; both stay in the
// browser's profile, which Lighthouse then uses with its storage reset turned off.
//
// Alone: `node scripts/bench/dashboard.mjs` starts the portal on a fresh embedded database
// (BENCH_PORT, default 8780), measures every brand (DASHBOARD_RUNS runs, default 5) and prints a
// table (DASHBOARD_WATERFALL=1 adds the median runs' requests, DASHBOARD_REPORTS=<dir> keeps every
// Lighthouse report). Needs the brand builds (pnpm build) and Debian's chromium.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { applyMobileThrottling, median, paintedOnly, waitFor } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PAGE = '/auth/dashboard';
const PASSWORD = 'Demo@2026';
/**
 * Each brand signs in its own demo patient (as the journeys do), whose profile is complete there:
 * the README's first demo patient whose hospital is the brand's facility.
 */
async function demoPatientOf(facilityId) {
  const { tsImport } = await import('tsx/esm/api');
  const file = pathToFileURL(path.join(root, 'packages/server/src/db/demo-users.ts')).href;
  const { DEMO_USERS } = await tsImport(file, import.meta.url);
  const patient = Object.values(DEMO_USERS).find((u) => u.roleId === 1 && u.facilityId === facilityId);
  if (!patient) throw new Error(`no demo patient of facility ${facilityId}`);
  return patient.mobile;
}

async function outboxCode(base, mobile) {
  for (let i = 0; i < 50; i += 1) {
    const body = await fetch(`${base}/api/dev/outbox?mobile=971${mobile}`).then((r) => r.json());
    const code = body.data?.[0]?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no one-time code for ${mobile} in the development outbox`);
}

/** Signs in through the login screens in the Lighthouse browser's own profile (cookie + stored session). */
async function browserSignIn(context, base, mobile) {
  const page = await context.newPage();
  try {
    await page.goto(`${base}/home/login`);
    await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/home\/otpforlogin$/);
    await page.getByLabel('One-time code', { exact: true }).fill(await outboxCode(base, mobile));
    await page.waitForURL(/\/auth\/dashboard$/);
    // The app writes its stored session (no token in it) a moment later, and keeps the banners it
    // showed (the dashboard opened again paints them before its code runs); the page must not close
    // before: the patient has seen their dashboard.
    await page.waitForFunction(
      () =>
        (localStorage.getItem('portal:session') ?? '').includes('firstName') &&
        localStorage.getItem('portal:banners') !== null,
    );
  } finally {
    await page.close();
  }
}

async function lighthouseRun(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Keeps the session (cookie and stored session); a cold run's cache is cleared before it.
    disableStorageReset: true,
  });
  return lhr;
}

/**
 * Runs in the page before its own scripts: the browser's own largest paint and long tasks (over
 * 50 ms of main thread, as the browser counts them), and when the app had taken the page over (the
 * painted page's mark gone from #root, or the app's heading there when nothing was painted).
 */
function observeDashboard() {
  const seen = { lcpMs: null, longTasks: [], appMs: null };
  window.__dashboardTimings = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcpMs = entry.renderTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((_, observer) => {
    const root = document.getElementById('root');
    if (!root?.querySelector('main h1') || root.hasAttribute('data-painted')) return;
    seen.appMs = performance.now();
    observer.disconnect();
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-painted'],
  });
}

/**
 * One cold visit (cache off, session kept) of the dashboard under slow 4G and a 4x slower CPU applied
 * for real in Chromium, on a phone's screen: the browser's own LCP, its long tasks' blocking time (the
 * part of each over 50 ms, summed) and when the app had taken the page over. Beside Lighthouse's
 * simulated figures, which scale each task seen on this machine by four.
 */
async function appliedRun(context, url) {
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width: 412, height: 823 });
    const cdp = await context.newCDPSession(page);
    await applyMobileThrottling(cdp);
    await page.addInitScript(observeDashboard);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => window.__dashboardTimings?.appMs != null, null, { timeout: 60_000 });
    // What the app does once it has the page (the lists, the deferred parts) belongs to the visit.
    await page.waitForTimeout(3000);
    const { lcpMs, longTasks, appMs } = await page.evaluate(() => window.__dashboardTimings);
    return {
      lcpMs: Math.round(lcpMs),
      tbtMs: Math.round(longTasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0)),
      appMs: Math.round(appMs),
      longTasks: longTasks.length,
    };
  } finally {
    await page.close();
  }
}

/** Median and spread of the runs that measured it (Lighthouse gives no LCP when its trace fails). */
const summary = (values) => {
  const measured = values.filter(Number.isFinite);
  if (measured.length === 0)
    return { median: Number.NaN, min: Number.NaN, max: Number.NaN, missing: values.length };
  return {
    median: Math.round(median(measured)),
    min: Math.min(...measured),
    max: Math.max(...measured),
    missing: values.length - measured.length,
  };
};

/** One Lighthouse run's figures, and when the page's requests started (ms from navigation). */
function figures(lhr, origin) {
  const audit = (id) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  const requests = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((r) => r.url.startsWith(origin))
    .sort((a, b) => a.networkRequestTime - b.networkRequestTime);
  const api = (r) => new URL(r.url).pathname.startsWith('/api/');
  const refresh = requests.find((r) => new URL(r.url).pathname.startsWith('/api/auth/refresh'));
  // The dashboard's own data: the first API call that is not the session's (nor a picture's file).
  const firstData = requests.findIndex(
    (r) => api(r) && !/^\/api\/(auth\/|content\/files\/)/.test(new URL(r.url).pathname),
  );
  return {
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    performance: Math.round((lhr.categories.performance.score ?? Number.NaN) * 100),
    requestsBeforeData: firstData === -1 ? Number.NaN : firstData,
    refreshAtMs: refresh ? Math.round(refresh.networkRequestTime) : Number.NaN,
    firstDataAtMs: firstData === -1 ? Number.NaN : Math.round(requests[firstData].networkRequestTime),
    waterfall: requests.map((r) => ({
      at: Math.round(r.networkRequestTime),
      end: Math.round(r.networkEndTime),
      path: new URL(r.url).pathname,
    })),
  };
}

/** The mode of the rows of the dashboard's painted page alone (lib.mjs paintedOnly). */
export const FLOOR = 'painted page alone';

/**
 * Lighthouse on /auth/dashboard of each brand ({ brand, url }), `runs` cold and `runs` warm runs,
 * alternated, each round with a run on the page as painted for the patient with no script (FLOOR,
 * served on the brand's port + 70: this machine's floor). Returns a row per brand and mode: median,
 * min and max of LCP, TBT, the performance score and the number of requests before the first
 * dashboard API call, plus the median run's request waterfall.
 */
export async function dashboardRuns({ brands, runs = 5 }) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const rows = [];
  try {
    const context = browser.contexts()[0];
    for (const { brand, url, facilityId } of brands) {
      const mobile = await demoPatientOf(facilityId);
      await browserSignIn(context, url, mobile);
      const results = { cold: [], warm: [], floor: [] };
      const floor = await paintedOnly(context, `${url}${PAGE}`, Number(new URL(url).port) + 70);
      try {
        for (let i = 0; i < runs; i += 1) {
          results.floor.push(figures(await lighthouseRun(floor.url, chrome.port), floor.url));
          for (const mode of ['cold', 'warm']) {
            if (mode === 'cold') {
              const page = await context.newPage();
              const session = await context.newCDPSession(page);
              await session.send('Network.clearBrowserCache');
              await page.close();
            }
            let lhr = await lighthouseRun(`${url}${PAGE}`, chrome.port);
            if (!lhr.finalDisplayedUrl.endsWith(PAGE)) {
              // Seen on a loaded machine: the session was gone. Said, signed in again, run again once.
              const refresh = lhr.audits['network-requests']?.details?.items?.find((r) =>
                r.url.includes('/api/auth/refresh'),
              );
              console.warn(
                `${brand} ${mode} run ${i + 1} ended at ${lhr.finalDisplayedUrl} (refresh: ${refresh?.statusCode ?? 'not called'}); signing in again`,
              );
              await browserSignIn(context, url, mobile);
              lhr = await lighthouseRun(`${url}${PAGE}`, chrome.port);
              if (!lhr.finalDisplayedUrl.endsWith(PAGE))
                throw new Error(`${brand}: ${PAGE} ended at ${lhr.finalDisplayedUrl}`);
            }
            results[mode].push(figures(lhr, url));
            if (process.env.DASHBOARD_REPORTS) {
              mkdirSync(process.env.DASHBOARD_REPORTS, { recursive: true });
              const file = path.join(process.env.DASHBOARD_REPORTS, `${brand}-${mode}-${i + 1}.json`);
              writeFileSync(file, JSON.stringify(lhr));
            }
          }
        }
      } finally {
        await floor.close();
      }
      const applied = [];
      for (let i = 0; i < runs; i += 1) applied.push(await appliedRun(context, `${url}${PAGE}`));
      rows.push({
        brand,
        mode: 'cold, applied',
        runs: applied.length,
        lcpMs: summary(applied.map((r) => r.lcpMs)),
        tbtMs: summary(applied.map((r) => r.tbtMs)),
        appMs: summary(applied.map((r) => r.appMs)),
        longTasks: summary(applied.map((r) => r.longTasks)),
        samples: applied,
      });
      rows.push({
        brand,
        mode: FLOOR,
        runs: results.floor.length,
        lcpMs: summary(results.floor.map((r) => r.lcpMs)),
        tbtMs: summary(results.floor.map((r) => r.tbtMs)),
        performance: summary(results.floor.map((r) => r.performance)),
        samples: results.floor.map(({ lcpMs, tbtMs, performance }) => ({ lcpMs, tbtMs, performance })),
      });
      for (const mode of ['cold', 'warm']) {
        const list = results[mode];
        const lcp = summary(list.map((r) => r.lcpMs));
        const middle = list.find((r) => r.lcpMs === lcp.median) ?? list[0];
        rows.push({
          brand,
          mode,
          runs: list.length,
          lcpMs: lcp,
          tbtMs: summary(list.map((r) => r.tbtMs)),
          performance: summary(list.map((r) => r.performance)),
          requestsBeforeData: summary(list.map((r) => r.requestsBeforeData)),
          refreshAtMs: summary(list.map((r) => r.refreshAtMs)),
          firstDataAtMs: summary(list.map((r) => r.firstDataAtMs)),
          waterfall: middle.waterfall,
          samples: list.map(({ lcpMs, tbtMs, performance }) => ({ lcpMs, tbtMs, performance })),
        });
      }
    }
  } finally {
    await browser.close().catch(() => undefined);
    await chrome.kill();
  }
  return rows;
}

const spread = (s) => `${s.median} (${s.min}-${s.max})${s.missing ? `, ${s.missing} not measured` : ''}`;

/** The rows as console.table shows them: median (min-max). */
export function dashboardTable(rows) {
  return rows.map((r) => ({
    brand: r.brand,
    mode: r.mode,
    runs: r.runs,
    'LCP ms': spread(r.lcpMs),
    'TBT ms': spread(r.tbtMs),
    performance: r.performance ? spread(r.performance) : '-',
    'requests before data': r.requestsBeforeData ? spread(r.requestsBeforeData) : '-',
    'refresh at ms': r.refreshAtMs ? spread(r.refreshAtMs) : '-',
    'first data call at ms': r.firstDataAtMs ? spread(r.firstDataAtMs) : '-',
    'app at ms': r.appMs ? spread(r.appMs) : '-',
  }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { brandUrls } = await import('./pages.mjs');
  const port = Number(process.env.BENCH_PORT ?? 8780);
  const brands = await brandUrls(port);
  const only = process.env.BENCH_BRANDS?.split(',');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-dashboard-'));
  const server = spawn(process.execPath, ['scripts/server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The console SMS gateway's outbox gives the sign-in its one-time code, as in the e2e tests.
      NODE_ENV: 'test',
      DEV_OUTBOX: '1',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    for (const { url } of brands) await waitFor(`${url}/api/ready`);
    const rows = await dashboardRuns({
      brands: only ? brands.filter((b) => only.includes(b.brand)) : brands,
      runs: Number(process.env.DASHBOARD_RUNS ?? 5),
    });
    console.info(
      '\nLighthouse, mobile defaults (simulated slow 4G, 4x CPU slowdown), /auth/dashboard signed in;' +
        " 'cold, applied': the same conditions applied in Chromium, the browser's own LCP and long tasks;" +
        ` '${FLOOR}': Lighthouse on the page as painted, with no script (this machine's floor):`,
    );
    // biome-ignore lint/suspicious/noConsole: a benchmark's output is its table
    console.table(dashboardTable(rows));
    if (process.env.DASHBOARD_WATERFALL) {
      for (const r of rows) {
        console.info(`\n${r.brand} ${r.mode}, the median run's requests (start-end ms):`);
        for (const w of r.waterfall ?? [])
          console.info(`  ${String(w.at).padStart(5)}-${String(w.end).padEnd(5)} ${w.path}`);
      }
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
