#!/usr/bin/env node
// Builds every brand app under brands/, then starts the API server, which serves them all (each on its own port) over the
// embedded database (or PostgreSQL when DATABASE_URL is set). The build is skipped when nothing it
// reads changed since the last one (a warm start); `--no-build` skips it always. Each phase says its time.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandKeys } from './brands.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** What a brand build reads: the front-end packages, the brands, the build config, the lockfile. */
const BUILD_INPUTS = [
  'packages/contract',
  'packages/ui',
  'packages/features',
  'brands',
  'scripts/brand-vite-config.ts',
  'scripts/brands.mjs',
  'pnpm-lock.yaml',
  'tsconfig.base.json',
  'package.json',
];
const NOT_INPUTS = new Set(['node_modules', 'dist', '.tsbuild', 'storybook-static', 'test-results']);
const STAMP = path.join(root, 'node_modules', '.cache', 'portal-build.json');

/** A hash of the path, size and modification time of every build input. */
function inputsFingerprint() {
  const hash = createHash('sha256');
  const visit = (file) => {
    if (!existsSync(file)) return;
    const stat = statSync(file);
    if (stat.isDirectory()) {
      for (const name of readdirSync(file).sort()) if (!NOT_INPUTS.has(name)) visit(path.join(file, name));
    } else {
      hash.update(`${path.relative(root, file)}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  for (const input of BUILD_INPUTS) visit(path.join(root, input));
  return hash.digest('hex');
}

const built = () =>
  brandKeys(root).every((b) => existsSync(path.join(root, 'brands', b, 'dist', 'index.html')));
const lastBuild = () => {
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8')).inputs;
  } catch {
    return null;
  }
};

if (!process.argv.includes('--no-build')) {
  const checked = performance.now();
  const inputs = inputsFingerprint();
  if (built() && lastBuild() === inputs) {
    console.info(
      `[start] build skipped: no source changed since the last build (checked in ${seconds(checked)})`,
    );
  } else {
    const building = performance.now();
    const build = spawnSync('pnpm', ['-r', '--filter', './brands/*', 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
    mkdirSync(path.dirname(STAMP), { recursive: true });
    writeFileSync(STAMP, `${JSON.stringify({ inputs })}\n`);
    console.info(`[start] brands built in ${seconds(building)}`);
  }
}

// The demo reads its one-time codes in the development outbox (README); the server serves it only
// when asked, and never in production.
const env = { ...process.env };
if (env.NODE_ENV !== 'production') env.DEV_OUTBOX ??= '1';
// Node with tsx's loader directly: no package manager process in between (and signals reach the server).
const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
