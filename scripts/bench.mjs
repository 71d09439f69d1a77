#!/usr/bin/env node
// pnpm bench: benchmarks, never timed tests (DESIGN.md). Runs the parts of issue 16's targets and
// prints each target with its measured value (median and spread over its runs) and PASS or FAIL,
// then writes bench-results/bench.json. Parts (scripts/bench/):
//   api        the API under load on PGlite, PostgreSQL and two processes behind haproxy (api.mjs)
//   start      `pnpm start` until ready, cold and warm (start.mjs)
//   pages      sign-in page, Lighthouse mobile (pages.mjs)
//   dashboard  dashboard, Lighthouse mobile, cold and warm (dashboard.mjs)
// A part's module exports `bench(context)`, context { port, runs, seconds, longSeconds, log }, and
// answers { targets, ...details }, targets made with target() of scripts/bench/lib.mjs.
// `--only api,start` runs some parts; BENCH_SECONDS shortens every load (default 10 s at 50
// connections, 30 s at 200), BENCH_RUNS sets the rounds (default 3), BENCH_PORT the ports (8780 up).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchApi } from './bench/api.mjs';
import { load1, root } from './bench/lib.mjs';
import { benchStart } from './bench/start.mjs';

const parts = ['pages', 'dashboard', 'api', 'start'];
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? (process.argv[onlyAt + 1] ?? '').split(',') : parts;
const unknown = only.filter((p) => !parts.includes(p));
if (unknown.length) {
  console.error(`Unknown part ${unknown.join(', ')}: --only takes ${parts.join(', ')}`);
  process.exit(2);
}

const port = Number(process.env.BENCH_PORT ?? 8780);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const context = {
  port,
  runs: Number(process.env.BENCH_RUNS ?? 3),
  seconds,
  longSeconds: Number(process.env.BENCH_SECONDS ?? 30),
  log: console.info,
};

/** The page parts come from scripts/bench/<part>.mjs; said, not failed, when absent. */
async function pagePart(part) {
  const file = path.join(root, 'scripts', 'bench', `${part}.mjs`);
  if (!existsSync(file)) {
    console.info(`${part}: scripts/bench/${part}.mjs is not there yet (it exports bench(context)); skipped`);
    return { targets: [], skipped: `scripts/bench/${part}.mjs missing` };
  }
  const { bench } = await import(pathToFileURL(file).href);
  return bench(context);
}

const run = {
  pages: () => pagePart('pages'),
  dashboard: () => pagePart('dashboard'),
  api: () => benchApi(context),
  start: () => benchStart(context),
};

const results = { at: new Date().toISOString(), loadAverageAtStart: load1() };
const targets = [];
for (const part of parts.filter((p) => only.includes(p))) {
  console.info(`\n== ${part} (load average ${load1()})`);
  results[part] = await run[part]();
  targets.push(...results[part].targets);
}
results.loadAverageAtEnd = load1();

console.info(
  `\nIssue 16 targets (load average ${results.loadAverageAtStart} at start, ${results.loadAverageAtEnd} at end):`,
);
// biome-ignore lint/suspicious/noConsole: a benchmark's output is its table
console.table(targets);
const out = path.join(root, 'bench-results');
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'bench.json'), `${JSON.stringify({ ...results, targets }, null, 2)}\n`);
console.info(`written to ${path.relative(root, path.join(out, 'bench.json'))}`);
