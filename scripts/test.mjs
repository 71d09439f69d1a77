#!/usr/bin/env node
// The one test command: every step runs, the run fails if any step fails, and the last line
// counts the tests that ran.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', STORYBOOK_DISABLE_TELEMETRY: '1' };
const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=test-results/${name}.json`,
];

const steps = [
  ['typecheck', 'pnpm', ['exec', 'tsc', '-b']],
  ['lint', 'pnpm', ['exec', 'biome', 'check', '.']],
  [
    'unit and server tests',
    'pnpm',
    ['exec', 'vitest', 'run', '--project', 'unit', '--project', 'server', ...vitestJson('unit')],
  ],
  [
    'stories in Chromium',
    'pnpm',
    ['exec', 'vitest', 'run', '--project', 'storybook', ...vitestJson('stories')],
  ],
  // The same stories again in the other brand and direction (what the toolbar's colab/العربية
  // shows): interactions and axe hold in right-to-left and with colab's colours too.
  [
    'stories in Chromium, colab right-to-left',
    'pnpm',
    ['exec', 'vitest', 'run', '--project', 'storybook', ...vitestJson('stories-colab')],
    { STORYBOOK_BRAND: 'colab', STORYBOOK_LOCALE: 'ar' },
  ],
  ['Storybook build', 'pnpm', ['exec', 'storybook', 'build', '--quiet', '-o', 'storybook-static']],
  ['visual regression of every story', 'pnpm', ['--filter', '@portal/ui', 'test:visual']],
  ['build brands', 'pnpm', ['-r', '--filter', './brands/*', 'build']],
  ['size budgets', 'node', ['scripts/check-size.mjs']],
  ['end-to-end in Chromium', 'pnpm', ['exec', 'playwright', 'test', '-c', 'tests/e2e/playwright.config.ts']],
];

const failed = [];
for (const [name, cmd, args, stepEnv = {}] of steps) {
  console.info(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { cwd: root, env: { ...env, ...stepEnv }, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error(`=== ${name} FAILED (exit ${res.status ?? res.signal})`);
    failed.push(name);
  }
}

let passed = 0;
let failures = 0;
let skipped = 0;
for (const file of ['unit.json', 'stories.json', 'stories-colab.json']) {
  const p = path.join(results, file);
  if (!existsSync(p)) continue;
  const r = JSON.parse(readFileSync(p, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failures += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}
for (const file of ['visual.json', 'e2e.json']) {
  const p = path.join(results, file);
  if (!existsSync(p)) continue;
  const s = JSON.parse(readFileSync(p, 'utf8')).stats ?? {};
  passed += s.expected ?? 0;
  failures += (s.unexpected ?? 0) + (s.flaky ?? 0);
  skipped += s.skipped ?? 0;
}
if (failed.length) console.error(`\nFailed steps: ${failed.join(', ')}`);
if (failed.length && failures === 0) failures = failed.length;
console.info(`\ntests: ${passed} passed, ${failures} failed, ${skipped} skipped`);
process.exit(failed.length ? 1 : 0);
