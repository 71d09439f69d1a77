// What the bench parts share: starting the portal server (embedded database or PostgreSQL), waiting
// for it, signing the demo patient in, a PostgreSQL of Debian's binaries, and the summary of runs.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const channel = { 'x-channel': 'PatientPortal' };

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function waitFor(url, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

/** The one-minute load average, said beside every timing (the machine may be shared). */
export const load1 = () => Number(loadavg()[0].toFixed(2));

/**
 * The portal server (every brand, the one with devPortOffset 0 on `port`) on a database: `dataDir` (embedded) or
 * `databaseUrl` (PostgreSQL). Started with node directly (scripts/server.mjs), so that the pid is the server's.
 */
export function startServer({ port, dataDir, databaseUrl, env = {} }) {
  const child = spawn(process.execPath, ['scripts/server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      UAEPASS_DEV_PORT: String(port + 10),
      HOST: '127.0.0.1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir, DATABASE_URL: '' }),
      // The console SMS gateway's outbox gives the bench its one-time code, as in the e2e tests.
      NODE_ENV: 'test',
      DEV_OUTBOX: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  return child;
}

/** Stops a child process and waits for it to exit. */
export async function stop(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

/** Signs the demo patient in through the API, as the login screens do, and returns the access token. */
export async function signIn(base, mobile = '501234567', password = 'Demo@2026') {
  const body = { callingCode: '971', mobile, password };
  const post = (p, json) =>
    fetch(`${base}/api${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...channel },
      body: JSON.stringify(json),
    }).then((r) => r.json());
  await post('/auth/identify', { ...body, isInvokedForLogin: true });
  const outbox = await fetch(`${base}/api/dev/outbox?mobile=971${mobile}`).then((r) => r.json());
  const otp = outbox.data[0]?.code;
  const login = await post('/auth/login', { ...body, otp });
  if (!login.data?.token) throw new Error(`bench sign-in failed: ${JSON.stringify(login.message)}`);
  return login.data.token;
}

/** Debian's newest PostgreSQL binaries folder, or null. */
function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(a) - Number(b));
  const bin = versions.length ? path.join(base, versions[versions.length - 1], 'bin') : null;
  return bin && existsSync(path.join(bin, 'initdb')) ? bin : null;
}

/**
 * A throwaway PostgreSQL server on `port` (as .ci/run starts one: initdb, trust for the user portal,
 * listening on 127.0.0.1), or null when Debian's binaries are not installed. As root it runs as the
 * postgres user. `stop()` ends it and removes its folder.
 */
export function startPostgres(port) {
  const bin = postgresBin();
  if (!bin) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (cmd, args) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]]
      : [path.join(bin, cmd), args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  if (asRoot) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(id.stdout), Number(gid.stdout));
  }
  run('initdb', ['-D', `${dir}/data`, '-U', 'portal', '--auth=trust']);
  run('pg_ctl', [
    '-D',
    `${dir}/data`,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    '-l',
    `${dir}/log`,
    '-w',
    'start',
  ]);
  let databases = 0;
  return {
    /** A new empty database on this server, as a connection string. */
    createDatabase() {
      databases += 1;
      const name = `bench${databases}`;
      run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'portal', name]);
      return `postgres://portal@127.0.0.1:${port}/${name}`;
    },
    stop() {
      try {
        run('pg_ctl', ['-D', `${dir}/data`, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** The middle value of runs (the mean of the two middle ones for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * One target's line: the median of its runs, their spread (min to max), and PASS or FAIL against
 * the limit (`atMost` or `atLeast`); 'reported' for a figure shown beside a target, not held to it.
 */
export function target(name, values, { atMost, atLeast, unit = '', reported = false }) {
  const m = median(values);
  const pass = atMost !== undefined ? m <= atMost : m >= atLeast;
  const round = (v) => (Math.abs(v) >= 100 ? Math.round(v) : Number(v.toFixed(2)));
  return {
    target: name,
    limit: `${atMost !== undefined ? '<=' : '>='} ${atMost ?? atLeast}${unit}`,
    median: `${round(m)}${unit}`,
    spread: values.length > 1 ? `${round(Math.min(...values))}-${round(Math.max(...values))}${unit}` : '',
    runs: values.length,
    result: reported ? 'reported' : pass ? 'PASS' : 'FAIL',
  };
}

/** Lighthouse 12's mobile defaults (its constants.js: slow 4G as DevTools applies it, moto g power). */
const SLOW_4G = { latencyMs: 150 * 3.75, downloadKbps: 1.6 * 1024 * 0.9, uploadKbps: 750 * 0.9 };
const CPU_SLOWDOWN = 4;

/**
 * Lighthouse's mobile conditions applied for real to a page (its CDP session): slow 4G, a 4x slower
 * CPU, the HTTP cache off (a cold visit). pages.mjs and dashboard.mjs measure the browser's own
 * timings under them, beside Lighthouse's simulated ones.
 */
export async function applyMobileThrottling(cdp) {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.latencyMs,
    downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
    uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * This machine's floor for a page: the page at `url` as its HTML alone paints it on a phone (its
 * inline scripts run, no script file loads), every script then taken out, served as a static page
 * on `port` (its fonts and pictures passed on to the portal). Lighthouse on it gives the blocking
 * time this machine's Chromium shows for the painted page with no app code at all: parsing, style,
 * layout, the pictures. A portal page cannot block less than its own painted copy, so the figure
 * tells a slow machine from a slow page. `context` is a Playwright browser context: its stored
 * session is what makes /auth/dashboard paint the patient's dashboard. Returns { url, close }.
 */
export async function paintedOnly(context, url, port) {
  const page = await context.newPage();
  let html;
  try {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    await page.goto(url, { waitUntil: 'load' });
    html = await page.evaluate(() => {
      if (!document.getElementById('root')?.hasAttribute('data-painted')) return null;
      for (const element of document.querySelectorAll('script, link[rel="modulepreload"]')) element.remove();
      return `<!doctype html>${document.documentElement.outerHTML}`;
    });
  } finally {
    await page.close();
  }
  if (!html) throw new Error(`${url} painted nothing before its scripts (no #root[data-painted])`);
  const origin = new URL(url).origin;
  const server = http.createServer(async (req, res) => {
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
      return;
    }
    try {
      const answer = await fetch(`${origin}${req.url}`);
      res.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
      });
      res.end(Buffer.from(await answer.arrayBuffer()));
    } catch {
      res.writeHead(502).end();
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
