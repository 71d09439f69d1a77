import path from 'node:path';
import { defineConfig } from '@playwright/test';

const here = import.meta.dirname;
const root = path.resolve(here, '../../..');
const port = Number(process.env.VISUAL_PORT ?? 6107);

/**
 * Screenshots of every story of the Storybook build, in aldhannah/English and colab/Arabic, against
 * the baselines in visual/__screenshots__. Builds nothing: run `pnpm build-storybook` first.
 */
export default defineConfig({
  testDir: here,
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    // Tight: a per-pixel colour threshold of 0.05 (Playwright's default 0.2 lets a changed grey or a
    // moved hairline through) and at most 0.2 % of the pixels differing. Every run draws with the
    // same Debian Chromium, bundled fonts and flags, so the same story renders the same.
    toHaveScreenshot: {
      threshold: 0.05,
      maxDiffPixelRatio: 0.002,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  reporter: [['list'], ['json', { outputFile: path.join(root, 'test-results/visual.json') }]],
  outputDir: path.join(root, 'test-results/visual'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    // Stops the carousel's auto-rotation and skeleton shimmer, as for users who ask for less motion.
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-GB',
    timezoneId: 'Asia/Dubai',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--font-render-hinting=none',
        '--disable-lcd-text',
      ],
    },
  },
  webServer: {
    command: `node ${path.join(here, 'serve.mjs')}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: { VISUAL_PORT: String(port) },
  },
});
