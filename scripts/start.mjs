#!/usr/bin/env node
// Builds every brand app under brands/ and starts the API server, which serves them all (each on its
// own port) over the embedded database (or PostgreSQL when DATABASE_URL is set). Both at once: the
// server opens its database while the brands build. The build is skipped when nothing it reads
// changed since the last one (a warm start); `--no-build` skips it always. Each phase says its time.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandKeys } from './brands.mjs';
import { fingerprint } from './fingerprint.mjs';
import { precompress } from './precompress.mjs';

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
  'scripts/first-load.mjs',
  'scripts/fingerprint.mjs',
  'scripts/landing-chunks.ts',
  'scripts/precompress.mjs',
  'pnpm-lock.yaml',
  'tsconfig.base.json',
  'package.json',
];
const NOT_INPUTS = new Set(['node_modules', 'dist', '.tsbuild', 'storybook-static', 'test-results']);
const STAMP = path.join(root, 'node_modules', '.cache', 'portal-build.json');

const built = () =>
  brandKeys(root).every((b) => existsSync(path.join(root, 'brands', b, 'dist', 'index.html')));
const lastBuild = () => {
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8')).inputs;
  } catch {
    return null;
  }
};

// Null with --no-build; otherwise built when something the brands read changed (or none is built).
const inputs = process.argv.includes('--no-build') ? null : fingerprint(root, BUILD_INPUTS, NOT_INPUTS);
const building = inputs !== null && !(built() && lastBuild() === inputs);
if (inputs !== null && !building)
  console.info('[start] build skipped: no source changed since the last build');

// The demo reads its one-time codes in the development outbox (README); the server serves it only
// when asked, and never in production.
const env = { ...process.env };
if (env.NODE_ENV !== 'production') env.DEV_OUTBOX ??= '1';
// The server starts at once, beside the build: it loads its code and opens, migrates and seeds the
// database (most of a first start) while the brands build, and sets up their sites when told 'built'.
if (building) env.PORTAL_BUILD = 'pending';
// Node directly: no package manager process in between (and signals reach the server). The server
// runs from its bundle, made again first when its sources changed (scripts/server.mjs).
const server = spawn(process.execPath, ['scripts/server.mjs'], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

/** Brotli copies of every built file that lacks one, brand after brand (the second reuses most). */
async function writeBrotliCopies() {
  const started = performance.now();
  let written = 0;
  for (const brand of brandKeys(root))
    written += await precompress(path.join(root, 'brands', brand, 'dist'), ['br']);
  if (written > 0) console.info(`[start] ${written} Brotli copies written in ${seconds(started)}`);
}

if (building) {
  const started = performance.now();
  // Each brand with its own vite.config.ts (as `pnpm build` does), one after the other in this
  // process: two builds at once on a small machine took longer than one after the other, and one
  // process loads Vite once. Gzip copies only: Brotli at its best quality is most of a build's time,
  // and waits until the portal is up (writeBrotliCopies); until then the server sends the gzip copies.
  process.env.PORTAL_PRECOMPRESS = 'gz';
  try {
    const { build } = await import('vite');
    for (const brand of brandKeys(root)) {
      // Without the list of files and their gzip sizes (`pnpm build` prints them): it costs time.
      await build({
        root: path.join(root, 'brands', brand),
        logLevel: 'warn',
        build: { reportCompressedSize: false },
      });
    }
  } catch (error) {
    console.error('[start] the build failed:', error);
    server.kill('SIGTERM');
    process.exit(1);
  } finally {
    delete process.env.PORTAL_PRECOMPRESS;
  }
  mkdirSync(path.dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, `${JSON.stringify({ inputs })}\n`);
  console.info(`[start] brands built in ${seconds(started)}`);
  server.send('built');
}
// Once the portal answers (also after a start stopped before the copies were all written).
server.on('message', (message) => {
  if (message === 'ready' && inputs !== null) void writeBrotliCopies();
});
