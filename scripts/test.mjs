#!/usr/bin/env node
// The one test command: every step runs, the run fails if any step fails, and the last line
// counts the tests that ran.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// `pnpm test` runs every step. `pnpm test --steps server,e2e` runs some (CI's PostgreSQL pass needs
// only what touches the database; the stories and screenshots do not change with it).
const stepsArg = process.argv.find((arg) => arg.startsWith('--steps'));
const only = stepsArg
  ? (stepsArg.includes('=') ? stepsArg.split('=')[1] : process.argv[process.argv.indexOf(stepsArg) + 1])
      .split(',')
      .map((id) => id.trim())
  : undefined;

// Every browser step drives Debian's Chromium (nothing downloads a browser). A fresh machine without
// it gets it here when it can (root with apt), or stops at once with the one command to run, instead
// of failing some minutes later in the first browser step.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
const needsBrowser = !only || only.some((id) => ['visual', 'e2e'].includes(id));
if (needsBrowser && !executable(chromium)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && !process.env.CHROMIUM_PATH;
  if (canInstall) {
    console.info(`Chromium is not at ${chromium}: installing Debian's chromium package`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'chromium'],
    ]) {
      const res = spawnSync('apt-get', args, { env, stdio: 'inherit' });
      if (res.status !== 0) break;
    }
  }
  if (!executable(chromium)) {
    console.error(
      `The tests need Chromium at ${chromium} (or set CHROMIUM_PATH). Install it with:\n\n` +
        '  sudo apt-get install -y chromium\n',
    );
    process.exit(1);
  }
}
const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', STORYBOOK_DISABLE_TELEMETRY: '1' };
const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=test-results/${name}.json`,
];

// [id, name, command, args]: ids are what --steps names. One step at a time: on two cores the
// server tests beside the unit tests took as long as both one after the other (256 s against 254).
const allSteps = [
  ['typecheck', 'typecheck', 'pnpm', ['exec', 'tsc', '-b']],
  ['lint', 'lint', 'pnpm', ['exec', 'biome', 'check', '.']],
  ['lint', 'import rules (.dependency-cruiser.cjs)', 'pnpm', ['lint:imports']],
  ['unit', 'unit tests', 'pnpm', ['exec', 'vitest', 'run', '--project', 'unit', ...vitestJson('unit')]],
  [
    'server',
    'server tests',
    'pnpm',
    ['exec', 'vitest', 'run', '--project', 'server', ...vitestJson('server')],
  ],
  ['visual', 'Storybook build', 'pnpm', ['exec', 'storybook', 'build', '--quiet', '-o', 'storybook-static']],
  // Every story rendered, played (its play function's interactions), checked by axe and shot, in each
  // brand: the first in English, every other in Arabic right to left. One pass for all three: run
  // apart, the stories as vitest tests took about 390 s a brand on top of the shots' 270 s.
  [
    'visual',
    'every story played, checked by axe and shot in each brand',
    'pnpm',
    ['--filter', '@portal/ui', 'test:visual'],
  ],
  ['build', 'build brands', 'pnpm', ['-r', '--filter', './brands/*', 'build']],
  ['build', 'size budgets', 'node', ['scripts/check-size.mjs']],
  [
    'build',
    "no brand's bytes in another's build",
    'pnpm',
    ['exec', 'vitest', 'run', '--project', 'dist', ...vitestJson('dist')],
  ],
  [
    'e2e',
    'end-to-end in Chromium',
    'pnpm',
    ['exec', 'playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', ...e2eProjects()],
  ],
];

/** `E2E_PROJECTS=<key>` runs the journeys of some brands only (CI's PostgreSQL pass). */
function e2eProjects() {
  const names = (process.env.E2E_PROJECTS ?? '').split(',').filter(Boolean);
  return names.flatMap((name) => ['--project', name]);
}

const known = new Set(allSteps.map(([id]) => id));
const unknown = (only ?? []).filter((id) => !known.has(id));
if (unknown.length) {
  console.error(`Unknown step ${unknown.join(', ')}; the steps are ${[...known].join(', ')}`);
  process.exit(2);
}
// The journeys run against the built brands, so e2e alone builds them first.
const wanted = only && new Set(only.includes('e2e') ? [...only, 'build'] : only);
const steps = allSteps.filter(([id]) => !wanted || wanted.has(id));

const failed = [];
const runStarted = Date.now();
for (const [, name, cmd, args] of steps) {
  console.info(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  const took = `${Math.round((Date.now() - started) / 1000)} s`;
  if (res.status !== 0) {
    console.error(`=== ${name} FAILED (exit ${res.status ?? res.signal}) after ${took}`);
    failed.push(name);
  } else {
    console.info(`=== ${name} passed in ${took}`);
  }
}
console.info(`\n=== all steps took ${Math.round((Date.now() - runStarted) / 1000)} s`);

let passed = 0;
let failures = 0;
let skipped = 0;
for (const file of ['unit.json', 'server.json', 'dist.json']) {
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
// CI keeps only the end of the output: name each failed test here, with the first line of its error.
const failedTests = [...failedVitest(), ...failedPlaywright()];
if (failedTests.length) console.error(`\nFailed tests:\n${failedTests.map((t) => `  - ${t}`).join('\n')}`);
if (failed.length && failures === 0) failures = failed.length;
console.info(`\ntests: ${passed} passed, ${failures} failed, ${skipped} skipped`);
process.exit(failed.length ? 1 : 0);

function firstLine(text) {
  return (
    String(text ?? '')
      // The reporters' colour codes (ESC [ ... m).
      .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
      .split('\n')
      .find((l) => l.trim()) ?? ''
  );
}

function failedVitest() {
  const out = [];
  for (const file of ['unit', 'server', 'dist']) {
    const p = path.join(results, `${file}.json`);
    if (!existsSync(p)) continue;
    for (const suite of JSON.parse(readFileSync(p, 'utf8')).testResults ?? []) {
      const where = path.relative(root, suite.name);
      const failedHere = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of failedHere)
        out.push(`${file}: ${where} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
      if (!failedHere.length && suite.status === 'failed')
        out.push(`${file}: ${where}: ${firstLine(suite.message)}`);
    }
  }
  return out;
}

function failedPlaywright() {
  const out = [];
  const walk = (suite, file, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const error = test.results?.at(-1)?.error?.message;
        const name = [test.projectName, ...titles, spec.title].filter(Boolean).join(' › ');
        out.push(`${file}: ${spec.file}:${spec.line} ${name} (${test.status}): ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file, [...titles, child.title]);
  };
  for (const file of ['visual', 'e2e']) {
    const p = path.join(results, `${file}.json`);
    if (!existsSync(p)) continue;
    // The top suites are the spec files; their titles are in spec.file already.
    for (const suite of JSON.parse(readFileSync(p, 'utf8')).suites ?? []) walk(suite, file, []);
  }
  return out;
}
