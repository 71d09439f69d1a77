import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import type { BrandSiteConfig } from '../../packages/contract/src/brand';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 8180);
// A fresh embedded database for every run, unless DATABASE_URL points at a PostgreSQL server.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));

// Every brand under brands/, on its development port (PORT + its devPortOffset).
const brandsDir = path.join(root, 'brands');
const sites = await Promise.all(
  readdirSync(brandsDir)
    .filter((name) => existsSync(path.join(brandsDir, name, 'src', 'brand.ts')))
    .sort()
    .map(async (name) => {
      const module = (await import(path.join(brandsDir, name, 'src', 'brand.ts'))) as {
        site: BrandSiteConfig;
      };
      return module.site;
    }),
);
/** The demo brands, whose own patients and doctors the journeys follow (support.ts). */
const DEMO_BRANDS = ['aldhannah', 'colab'];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  // Where the cores allow, the two brands run side by side, one worker each: within a brand the
  // journeys share demo patients and run in order; across brands they touch different patients and
  // doctors. On two cores two browsers beside the server starve each other (timeouts), so one.
  workers: Number(process.env.E2E_WORKERS ?? (availableParallelism() >= 4 ? 2 : 1)),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(root, 'test-results/e2e.json') }]],
  outputDir: path.join(root, 'test-results/e2e'),
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    // A trace records every action's DOM and a stream of screenshots while every test runs (kept
    // only for a failure): a third of the journeys' CPU on two cores (every signed-in route: 4.7 min
    // with it, 3.0 without). CI keeps only the printed output, so there it is off; a failure still
    // prints its error, its page's aria snapshot and a screenshot. On a laptop a failure keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // One project per brand. The demo brands run every journey; any other brand (pnpm new-brand) the
  // brand check (brand.spec.ts): its pages in both languages, accessible, and a sign-in.
  projects: sites.map((site) => ({
    name: site.key,
    workers: 1,
    ...(DEMO_BRANDS.includes(site.key) ? {} : { testMatch: 'brand.spec.ts' }),
    use: { baseURL: `http://127.0.0.1:${port + site.devPortOffset}` },
  })),
  webServer: {
    command: 'node scripts/server.mjs',
    cwd: root,
    url: `http://127.0.0.1:${port}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      // The journeys read each one-time code in the development outbox (support.ts).
      DEV_OUTBOX: '1',
      // Every journey signs in or registers from 127.0.0.1, the demo patients many times over: the
      // per-address and per-number code budgets (50 and 10 an hour) would refuse the later journeys.
      // The server tests hold those budgets (identify, password and proxy tests). Likewise the
      // 20 sign-ins a day an account may make: the demo patients sign in in more journeys than that.
      OTP_SEND_PER_IP_PER_HOUR: '5000',
      OTP_SEND_PER_NUMBER_PER_HOUR: '500',
      LOGIN_DAILY_LIMIT: '1000',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
