// `pnpm start` until the portal answers (issue 16, target 5): cold as after an install (no brand
// build, no server bundle, no build cache under node_modules/.cache, no database folder; the new
// embedded database `pnpm install` makes is kept), then warm (the same again: builds and database already there).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brandKeys } from '../brands.mjs';
import { load1, root, sleep, stop, target } from './lib.mjs';

const COLD_S = 10;
const WARM_S = 3;

const answers = async (url) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

/** Waits until nothing answers on the port any more (a server outliving its parent). */
async function portFreed(url) {
  for (let waited = 0; waited < 30_000; waited += 200) {
    if (!(await answers(url))) return;
    await sleep(200);
  }
  throw new Error(`${url} still answers 30 s after pnpm start was stopped`);
}

/** Seconds from `node scripts/start.mjs` to a 200 from /api/ready, then stops it. */
async function timeStart(port, dataDir) {
  const ready = `http://127.0.0.1:${port}/api/ready`;
  await portFreed(ready);
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      UAEPASS_DEV_PORT: String(port + 10),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`pnpm start exited with ${child.exitCode}`);
      if (await answers(ready)) break;
      await sleep(50);
    }
    return (performance.now() - started) / 1000;
  } finally {
    await stop(child);
    await portFreed(ready);
  }
}

/** `runs` cold starts, each followed by a warm one. */
export async function benchStart({ port, runs, log = console.info }) {
  const cold = [];
  const warm = [];
  for (let run = 1; run <= runs; run += 1) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-start-'));
    try {
      for (const brand of brandKeys(root)) {
        rmSync(path.join(root, 'brands', brand, 'dist'), { recursive: true, force: true });
      }
      // What an install does not make: the brand builds, the server's bundle, their stamps and caches.
      rmSync(path.join(root, 'packages', 'server', 'dist'), { recursive: true, force: true });
      for (const cache of ['portal-precompress', 'portal-build.json', 'portal-server.json']) {
        rmSync(path.join(root, 'node_modules', '.cache', cache), { recursive: true, force: true });
      }
      cold.push(await timeStart(port, dataDir));
      warm.push(await timeStart(port, dataDir));
      log(
        `  start run ${run}: cold ${cold.at(-1).toFixed(2)} s, warm ${warm.at(-1).toFixed(2)} s; load ${load1()}`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return {
    cold,
    warm,
    targets: [
      target('pnpm start ready, cold (no build, no database)', cold, { atMost: COLD_S, unit: ' s' }),
      target('pnpm start ready, warm', warm, { atMost: WARM_S, unit: ' s' }),
    ],
  };
}
