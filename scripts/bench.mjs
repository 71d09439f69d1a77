#!/usr/bin/env node
// pnpm bench: benchmarks, never timed tests (DESIGN.md). Starts the portal on a fresh embedded
// database, runs Lighthouse (mobile, simulated slow 4G and a 4x slower CPU, its defaults) on each
// brand's sign-in page, then load-tests the API with autocannon: the health route, and two reads a
// signed-in patient makes (profile, doctor search) with a real session. Prints a table and writes
// bench-results/bench.json. Needs the brand builds (pnpm build) and Debian's chromium.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { brandKeys } from './brands.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 8780);
// Each brand on its own development port (PORT + devPortOffset); run with tsx, which reads brand.ts.
const brands = await Promise.all(
  brandKeys(root).map(async (brand) => {
    const { site } = await import(pathToFileURL(path.join(root, 'brands', brand, 'src', 'brand.ts')).href);
    return { brand, url: `http://127.0.0.1:${port + site.devPortOffset}` };
  }),
);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const channel = { 'x-channel': 'PatientPortal' };

async function waitFor(url, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

function startServer(dataDir) {
  const child = spawn('pnpm', ['exec', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The console SMS gateway's outbox gives the bench its one-time code, as in the e2e tests.
      NODE_ENV: 'test',
      DEV_OUTBOX: '1',
      LOG_LEVEL: 'warn',
    },
  });
  return child;
}

/** Signs the demo patient in through the API, as the login screens do, and returns the access token. */
async function signIn(base) {
  const body = { callingCode: '971', mobile: '501234567', password: 'Demo@2026' };
  const post = (p, json) =>
    fetch(`${base}/api${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...channel },
      body: JSON.stringify(json),
    }).then((r) => r.json());
  await post('/auth/identify', { ...body, isInvokedForLogin: true });
  const outbox = await fetch(`${base}/api/dev/outbox?mobile=971${body.mobile}`).then((r) => r.json());
  const otp = outbox.data[0]?.code;
  const login = await post('/auth/login', { ...body, otp });
  if (!login.data?.token) throw new Error(`bench sign-in failed: ${JSON.stringify(login.message)}`);
  return login.data.token;
}

async function lighthouseRuns() {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows = [];
  try {
    for (const { brand, url } of brands) {
      const { lhr } = await lighthouse(`${url}/home/login`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const scripts = lhr.audits['resource-summary']?.details?.items?.find(
        (i) => i.resourceType === 'script',
      );
      rows.push({
        brand,
        page: '/home/login',
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        fcpMs: Math.round(audit('first-contentful-paint')),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
        scriptKB: scripts ? Math.round(scripts.transferSize / 1000) : null,
        totalKB: Math.round(audit('total-byte-weight') / 1000),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

async function load(name, url, headers = {}) {
  const r = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    headers: { ...channel, ...headers },
  });
  return {
    name,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
const server = startServer(dataDir);
try {
  for (const { url } of brands) await waitFor(`${url}/api/ready`);
  const pages = await lighthouseRuns();
  const base = brands[0].url;
  const token = await signIn(base);
  const auth = { authorization: `Bearer ${token}` };
  const api = [
    await load('GET /api/health', `${base}/api/health`),
    await load('GET /api/user/profile (signed in)', `${base}/api/user/profile`, auth),
    await load(
      'GET /api/doctor/searchdoctor?searchText=ahm (signed in)',
      `${base}/api/doctor/searchdoctor?searchText=ahm`,
      auth,
    ),
  ];
  console.info('\nLighthouse, mobile defaults (slow 4G, 4x CPU slowdown), sign-in page:');
  // biome-ignore lint/suspicious/noConsole: a benchmark's output is its table
  console.table(pages);
  console.info(`API, 10 connections for ${seconds} s each, embedded database:`);
  // biome-ignore lint/suspicious/noConsole: a benchmark's output is its table
  console.table(api);
  const out = path.join(root, 'bench-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'bench.json'),
    `${JSON.stringify({ at: new Date().toISOString(), pages, api }, null, 2)}\n`,
  );
  console.info(`written to ${path.relative(root, path.join(out, 'bench.json'))}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
