import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 8180);
// A fresh embedded database for every run, unless DATABASE_URL points at a PostgreSQL server.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));

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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // The journeys follow the demo brands' own patients and doctors (support.ts), each brand on its
  // development port (PORT + its devPortOffset in brands/<key>/src/brand.ts).
  projects: [
    { name: 'aldhannah', workers: 1, use: { baseURL: `http://127.0.0.1:${port}` } },
    { name: 'colab', workers: 1, use: { baseURL: `http://127.0.0.1:${port + 1}` } },
  ],
  webServer: {
    command: 'pnpm exec tsx packages/server/src/main.ts',
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
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
