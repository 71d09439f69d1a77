#!/usr/bin/env node
// Builds every brand app under brands/, then starts the API server, which serves them all (each on its own port) over the
// embedded database (or PostgreSQL when DATABASE_URL is set). `--no-build` skips the build.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });

if (!process.argv.includes('--no-build')) {
  const build = run('pnpm', ['-r', '--filter', './brands/*', 'build']);
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The demo reads its one-time codes in the development outbox (README); the server serves it only
// when asked, and never in production.
const env = { ...process.env };
if (env.NODE_ENV !== 'production') env.DEV_OUTBOX ??= '1';
const server = spawn('pnpm', ['exec', 'tsx', 'packages/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
