#!/usr/bin/env node
// The one test command: every step runs, the run fails if any step fails, and the last line
// counts the tests that ran.
import { spawn, spawnSync } from 'node:child_process';
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
const needsBrowser = !only || only.some((id) => ['stories', 'visual', 'e2e'].includes(id));
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

// [id, name, command, args, env, lane]: ids are what --steps names. Steps of one lane run in order,
// lane beside lane. The server tests have a lane of their own beside the client's (unit, stories,
// screenshots, builds): they use one worker (one embedded database), so on two cores they take
// the core the client steps leave instead of about 5 minutes of the run.
const allSteps = [
  ['typecheck', 'typecheck', 'pnpm', ['exec', 'tsc', '-b']],
  ['lint', 'lint', 'pnpm', ['exec', 'biome', 'check', '.']],
  ['lint', 'import rules (.dependency-cruiser.cjs)', 'pnpm', ['lint:imports']],
  [
    'unit',
    'unit tests',
    'pnpm',
    ['exec', 'vitest', 'run', '--project', 'unit', ...vitestJson('unit')],
    {},
    'client',
  ],
  [
    'server',
    'server tests',
    'pnpm',
    ['exec', 'vitest', 'run', '--project', 'server', ...vitestJson('server')],
    {},
    'server',
  ],
  [
    'stories',
    'stories in Chromium',
    'pnpm',
    ['exec', 'vitest', 'run', '--project', 'storybook', ...vitestJson('stories')],
    {},
    'client',
  ],
  // The same stories again in the other brand and direction (what the toolbar's colab/العربية
  // shows): interactions and axe hold in right-to-left and with colab's colours too.
  [
    'stories',
    'stories in Chromium, colab right-to-left',
    'pnpm',
    ['exec', 'vitest', 'run', '--project', 'storybook', ...vitestJson('stories-colab')],
    { STORYBOOK_BRAND: 'colab', STORYBOOK_LOCALE: 'ar' },
    'client',
  ],
  [
    'visual',
    'Storybook build',
    'pnpm',
    ['exec', 'storybook', 'build', '--quiet', '-o', 'storybook-static'],
    {},
    'client',
  ],
  [
    'visual',
    'visual regression of every story',
    'pnpm',
    ['--filter', '@portal/ui', 'test:visual'],
    {},
    'client',
  ],
  ['build', 'build brands', 'pnpm', ['-r', '--filter', './brands/*', 'build'], {}, 'client'],
  ['build', 'size budgets', 'node', ['scripts/check-size.mjs'], {}, 'client'],
  // Last and alone: the journeys time out when anything else shares the two cores.
  [
    'e2e',
    'end-to-end in Chromium',
    'pnpm',
    ['exec', 'playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', ...e2eProjects()],
  ],
];

/** `E2E_PROJECTS=aldhannah` runs the journeys of some brands only (CI's PostgreSQL pass). */
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

/** Runs one step; a step beside others prefixes its lines with its lane, so the log stays readable. */
function runStep([, name, cmd, args, stepEnv = {}], prefix) {
  console.info(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...env, ...stepEnv },
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefix) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = '';
        from.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) to.write(`${prefix} ${line}\n`);
        });
        from.on('end', () => rest && to.write(`${prefix} ${rest}\n`));
      }
    }
    child.on('close', (code, signal) => {
      const took = `${Math.round((Date.now() - started) / 1000)} s`;
      if (code !== 0) {
        console.error(`=== ${name} FAILED (exit ${code ?? signal}) after ${took}`);
        failed.push(name);
      } else {
        console.info(`=== ${name} passed in ${took}`);
      }
      resolve();
    });
  });
}

// Steps run in the order above; a run of neighbouring steps with lanes runs lane beside lane.
const runStarted = Date.now();
for (let i = 0; i < steps.length; ) {
  if (!steps[i][5]) {
    await runStep(steps[i]);
    i += 1;
    continue;
  }
  const lanes = new Map();
  for (; i < steps.length && steps[i][5]; i += 1) {
    const lane = steps[i][5];
    lanes.set(lane, [...(lanes.get(lane) ?? []), steps[i]]);
  }
  const prefix = lanes.size > 1;
  await Promise.all(
    [...lanes].map(async ([lane, laneSteps]) => {
      for (const step of laneSteps) await runStep(step, prefix ? `[${lane}]` : undefined);
    }),
  );
}
console.info(`\n=== all steps took ${Math.round((Date.now() - runStarted) / 1000)} s`);

let passed = 0;
let failures = 0;
let skipped = 0;
for (const file of ['unit.json', 'server.json', 'stories.json', 'stories-colab.json']) {
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
