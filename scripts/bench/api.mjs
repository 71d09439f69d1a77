// The API under load (issue 16, targets 3 and 4): the time-slot search and the doctor list of a
// signed-in patient against the bare readiness route, with autocannon, at 50 connections (p99 and
// throughput) and at 200 (errors and timeouts), on the embedded database and on PostgreSQL; then two
// server processes on one PostgreSQL behind haproxy: the same load split across both, and sign-in,
// one-time code, lockout and booking each crossing from one process to the other.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { channel, load1, signIn, startPostgres, startServer, stop, target, waitFor } from './lib.mjs';
import { brandUrls } from './pages.mjs';

/**
 * What production runs on each request, on the demo set-up the bench signs in with: no parse of each
 * answer against the contract (a development check, off in production) and the request lines of the
 * production log level (to a stdout the bench ignores).
 */
const AS_IN_PRODUCTION = { CHECK_ANSWERS: '0', LOG_LEVEL: 'info' };

/** The brand served on `port` itself (its devPortOffset is 0), whose doctors the list asks for. */
async function brandOnPort(port) {
  const found = (await brandUrls(port)).find(({ url }) => url.endsWith(`:${port}`));
  if (!found) throw new Error(`no brand has development port offset 0 (port ${port})`);
  return found.brand;
}

const P99_MS = 50;
const THROUGHPUT_RATIO = 0.3;

/** A date `days` from today in the hospital's time zone (UTC+4), as YYYY-MM-DD. */
function gulfDate(days) {
  return new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The two reads of the target, as the booking screens make them (SlotPicker, the doctor list). */
function requestsOf(base, token, brand) {
  const auth = { ...channel, authorization: `Bearer ${token}` };
  const day = gulfDate(1);
  return {
    ready: { url: `${base}/api/ready`, headers: channel },
    timeSlots: {
      url: `${base}/api/appointment/timeslots`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        facilityId: ['AD10'],
        department: ['FM'],
        physicianLicense: ['DOH-GP-10231'],
        physicianNo: ['D1001'],
        beginDate: day,
        endDate: day,
      }),
    },
    doctors: {
      url: `${base}/api/doctor/doctors?id=FM&cat_type=specialty&brandName=${brand}`,
      headers: auth,
    },
  };
}

/** CPU milliseconds a process has used so far (Linux /proc), or NaN elsewhere. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * A load of `seconds` at `connections`: throughput, latency and failures, and, for the server
 * processes named, their CPU time per answered request (a measure that a busy machine disturbs far
 * less than throughput and latency, which depend on the CPU share the server gets).
 */
async function hammer(request, connections, seconds, pids = []) {
  const before = pids.map(cpuMs);
  const r = await autocannon({ ...request, connections, duration: seconds });
  const answered = r['2xx'];
  const used = pids.map((pid, i) => cpuMs(pid) - before[i]).reduce((a, b) => a + b, 0);
  return {
    // Nothing answered is no latency at all, not a fast one.
    rps: answered ? r.requests.average : 0,
    p50: answered ? r.latency.p50 : Number.POSITIVE_INFINITY,
    p99: answered ? r.latency.p99 : Number.POSITIVE_INFINITY,
    cpuMsPerRequest: answered ? used / answered : Number.NaN,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

/**
 * Waits until the server answers /api/ready within 100 ms again: requests a timed-out load left
 * queued in it would otherwise be counted against the next load.
 */
async function settle(url) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const started = performance.now();
    try {
      if ((await fetch(url)).ok && performance.now() - started < 100) return;
    } catch {
      // busy
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Checks the answers are what a patient gets before measuring them (a 401 is fast too). */
async function checkAnswers(requests) {
  for (const [name, { url, method = 'GET', headers, body }] of Object.entries(requests)) {
    const response = await fetch(url, { method, headers, body });
    const json = await response.json();
    const found = name === 'timeSlots' ? json.data?.morningSlots : name === 'doctors' ? json.data?.data : [1];
    if (!response.ok || !found?.length) {
      throw new Error(`${name} answered ${response.status} ${JSON.stringify(json).slice(0, 200)}`);
    }
  }
}

/** Seconds of each request at 50 connections before the measured rounds, not measured. */
const WARM_UP_SECONDS = 3;

/**
 * Rounds of: /api/ready, the time-slot search and the doctor list at 50 connections, then the two
 * reads at 200. Returns each measure's values over the rounds. A short load of each request comes
 * first, unmeasured: a server answering patients has compiled its hot code and filled its caches
 * (prepared statements, the weeks of slots) long before; the first seconds after a start measured
 * that start (the first round's p99 was 10-20 ms above the next ones' on 2026-11-28).
 */
async function loadRounds(label, requests, { runs, seconds, longSeconds, log }, pids) {
  await checkAnswers(requests);
  const run = async (request, connections, duration) => {
    await settle(requests.ready.url);
    return hammer(request, connections, duration, pids);
  };
  for (const request of Object.values(requests)) await run(request, 50, WARM_UP_SECONDS);
  const m = {};
  const add = (key, value) => {
    m[key] ??= [];
    m[key].push(value);
  };
  for (let round = 1; round <= runs; round += 1) {
    const ready = await run(requests.ready, 50, seconds);
    add('readyRps', ready.rps);
    add('readyCpuMs', ready.cpuMsPerRequest);
    for (const name of ['timeSlots', 'doctors']) {
      const at50 = await run(requests[name], 50, seconds);
      add(`${name}Rps`, at50.rps);
      add(`${name}CpuMs`, at50.cpuMsPerRequest);
      add(`${name}P99`, at50.p99);
      add(`${name}Ratio`, at50.rps / ready.rps);
      add(`${name}Failed50`, at50.errors + at50.non2xx);
      const at200 = await run(requests[name], 200, longSeconds);
      add(`${name}Failed200`, at200.errors + at200.non2xx);
      add(`${name}Rps200`, at200.rps);
      log(
        `  ${label} round ${round}: ${name} ${Math.round(at50.rps)} req/s, p50 ${at50.p50} ms, p99 ${at50.p99} ms at 50,` +
          ` server CPU ${at50.cpuMsPerRequest.toFixed(2)} ms/request (ready ${Math.round(ready.rps)} req/s,` +
          ` ${ready.cpuMsPerRequest.toFixed(2)} ms/request); at 200 for ${longSeconds} s: ${Math.round(at200.rps)} req/s,` +
          ` ${at200.errors} errors (${at200.timeouts} timeouts), ${at200.non2xx} non-2xx; load ${load1()}`,
      );
    }
  }
  return m;
}

/** The server CPU time per request, median over the rounds: what a change saves, whatever the load. */
function cpuLine(label, m) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const of = (key) => `${median(m[key]).toFixed(2)} ms`;
  return `  ${label}, server CPU per request: ready ${of('readyCpuMs')}, time-slot search ${of('timeSlotsCpuMs')}, doctor list ${of('doctorsCpuMs')}`;
}

/**
 * The API targets of one set-up. The embedded database's are reported, not judged: the targets are
 * PostgreSQL's (issue 16: "API on PostgreSQL, and reported on PGlite too"); PGlite answers every
 * query in the server's own thread.
 */
function apiTargets(label, m, { reported = false } = {}) {
  const rows = [];
  for (const [name, title] of [
    ['timeSlots', 'time-slot search'],
    ['doctors', 'doctor list'],
  ]) {
    rows.push(
      target(`API ${label}: ${title} p99 at 50 connections`, m[`${name}P99`], {
        atMost: P99_MS,
        unit: ' ms',
        reported,
      }),
      target(`API ${label}: ${title} throughput / ready`, m[`${name}Ratio`], {
        atLeast: THROUGHPUT_RATIO,
        reported,
      }),
      target(`API ${label}: ${title} errors+timeouts+non-2xx at 200`, m[`${name}Failed200`], {
        atMost: 0,
        reported,
      }),
    );
  }
  return rows;
}

/** One server on a database: its load rounds. */
async function singleProcess(label, db, options) {
  const server = startServer({ port: options.port, ...db, env: AS_IN_PRODUCTION });
  try {
    const base = `http://127.0.0.1:${options.port}`;
    await waitFor(`${base}/api/ready`);
    const token = await signIn(base);
    const measures = await loadRounds(
      label,
      requestsOf(base, token, await brandOnPort(options.port)),
      options,
      [server.pid],
    );
    options.log(cpuLine(label, measures));
    return { measures, targets: apiTargets(label, measures, { reported: options.reported }) };
  } finally {
    await stop(server);
  }
}

/** haproxy, round robin over the servers, with a CSV stats page; null when not installed. */
function startHaproxy(port, statsPort, backends) {
  if (spawnSync('haproxy', ['-v']).error) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-haproxy-'));
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 4096',
      // One thread: the bench machine's cores are busy with the two servers, PostgreSQL and the
      // load generator; a second haproxy thread only added its own CPU per request (0.058-0.063 ms
      // with one, 0.066-0.077 with the default two, on 2026-11-28, two cores).
      '  nbthread 1',
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 30s',
      '  timeout server 30s',
      `frontend portal`,
      `  bind 127.0.0.1:${port}`,
      '  default_backend servers',
      'backend servers',
      '  balance roundrobin',
      '  http-reuse always',
      ...backends.map((b, i) => `  server p${i + 1} 127.0.0.1:${b} maxconn 200`),
      'frontend stats',
      `  bind 127.0.0.1:${statsPort}`,
      '  stats enable',
      '  stats uri /stats',
      '',
    ].join('\n'),
  );
  const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'inherit'] });
  return {
    child,
    /** Requests each backend server has answered so far. */
    async served() {
      const csv = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`).then((r) => r.text());
      const [header, ...lines] = csv.trim().split('\n');
      const columns = header.replace(/^# /, '').split(',');
      const at = (line, column) => line.split(',')[columns.indexOf(column)];
      return Object.fromEntries(
        lines
          .filter((line) => at(line, 'pxname') === 'servers' && /^p\d$/.test(at(line, 'svname')))
          .map((line) => [at(line, 'svname'), Number(at(line, 'stot'))]),
      );
    },
    async stop() {
      await stop(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const post = (base, p, json, token) =>
  fetch(`${base}/api${p}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...channel,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(json),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

/**
 * Sign-in, code, lockout and booking with each step on the other process than the one before:
 * true for each that behaves as on one process.
 */
async function crossProcessChecks(a, b) {
  const checks = {};
  // Sign-in and its code: identify through A (the code is written to the database), the code read
  // and used through B.
  const patient = { callingCode: '971', mobile: '501234567', password: 'Demo@2026' };
  await post(a, '/auth/identify', { ...patient, isInvokedForLogin: true });
  const outbox = await fetch(`${b}/api/dev/outbox?mobile=971${patient.mobile}`).then((r) => r.json());
  const login = await post(b, '/auth/login', { ...patient, otp: outbox.data[0]?.code });
  const token = login.body.data?.token;
  checks['sign-in: code asked on one process, used on the other'] = Boolean(token);
  // The access token of B works on A.
  const profile = await fetch(`${a}/api/user/profile`, {
    headers: { ...channel, authorization: `Bearer ${token}` },
  });
  checks['session: signed in on one process, served by the other'] = profile.ok;

  // Booking: a free slot booked through A is refused through B.
  const day = gulfDate(2);
  const slots = await post(
    a,
    '/appointment/timeslots',
    { facilityId: ['AD10'], department: ['FM'], physicianNo: ['D1001'], beginDate: day, endDate: day },
    token,
  );
  const slot = [
    ...(slots.body.data?.morningSlots ?? []),
    ...(slots.body.data?.afternoonSlots ?? []),
    ...(slots.body.data?.eveningSlots ?? []),
  ][0];
  const booking = slot && {
    facilityId: 'AD10',
    apptDate: slot.date,
    apptStartTime: slot.startTime,
    apptEndTime: slot.endTime,
    familyMemberId: 0,
    department: 'FM',
    physicianNo: 'D1001',
  };
  const first = booking ? await post(a, '/appointment/bookappointment', booking, token) : { status: 0 };
  const second = booking ? await post(b, '/appointment/bookappointment', booking, token) : { status: 0 };
  checks['booking: a slot booked on one process is refused on the other'] =
    first.status === 200 && second.status >= 400;

  // Lockout: wrong passwords alternating between the processes lock the account as on one.
  const other = { callingCode: '971', mobile: '502345678', password: 'Wrong@2026', isInvokedForLogin: true };
  let locked = false;
  for (let attempt = 0; attempt < 10 && !locked; attempt += 1) {
    const answer = await post(attempt % 2 ? b : a, '/auth/identify', other);
    locked = answer.status === 403;
  }
  const right = await post(b, '/auth/identify', { ...other, password: 'Demo@2026' });
  checks['lockout: wrong passwords counted across both processes'] = locked && right.status === 403;
  return checks;
}

/** Two servers on one PostgreSQL database behind haproxy. */
async function twoProcesses(databaseUrl, options) {
  const ports = [options.port + 20, options.port + 40];
  const lbPort = options.port + 60;
  const haproxy = startHaproxy(lbPort, lbPort + 1, ports);
  if (!haproxy) {
    options.log('  haproxy is not installed: apt-get install -y haproxy (Debian) for the two-process run');
    return { targets: [], skipped: 'haproxy not installed' };
  }
  // The first start migrates and seeds; the second finds it done.
  const servers = [];
  try {
    for (const port of ports) {
      servers.push(startServer({ port, databaseUrl, env: AS_IN_PRODUCTION }));
      await waitFor(`http://127.0.0.1:${port}/api/ready`);
    }
    const base = `http://127.0.0.1:${lbPort}`;
    await waitFor(`${base}/api/ready`);
    const token = await signIn(base);
    const before = await haproxy.served();
    const measures = await loadRounds(
      '2 processes + haproxy',
      requestsOf(base, token, await brandOnPort(options.port)),
      options,
      servers.map((s) => s.pid),
    );
    options.log(cpuLine('2 processes (both)', measures));
    const after = await haproxy.served();
    const served = Object.keys(after).map((k) => after[k] - (before[k] ?? 0));
    const share = Math.min(...served) / Math.max(...served);
    options.log(`  requests served by each process: ${served.join(' / ')}`);
    const checks = await crossProcessChecks(`http://127.0.0.1:${ports[0]}`, `http://127.0.0.1:${ports[1]}`);
    const targets = [
      ...apiTargets('2 processes', measures),
      target('2 processes: smaller / larger share of the requests', [share], { atLeast: 0.8 }),
      ...Object.entries(checks).map(([name, ok]) =>
        target(`2 processes: ${name}`, [ok ? 1 : 0], { atLeast: 1 }),
      ),
    ];
    return { measures, served, checks, targets };
  } finally {
    for (const server of servers) await stop(server);
    await haproxy.stop();
  }
}

/**
 * Runs the API part: `runs` rounds on each database, `seconds` per 50-connection load and
 * `longSeconds` for the 200-connection one. PostgreSQL is DATABASE_URL's server when set (a new
 * database is not made there: it must be empty or the portal's), else one started here.
 */
export async function benchApi({ port, runs, seconds, longSeconds, log = console.info }) {
  const options = { port, runs, seconds, longSeconds, log };
  const result = { targets: [] };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  try {
    log(`API on the embedded database (PGlite), ${runs} rounds:`);
    const pglite = await singleProcess('PGlite', { dataDir }, { ...options, reported: true });
    result.pglite = pglite.measures;
    result.targets.push(...pglite.targets);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const postgres = process.env.DATABASE_URL
    ? null
    : startPostgres(Number(process.env.BENCH_PG_PORT ?? port + 80));
  const databaseUrl = () => process.env.DATABASE_URL || postgres?.createDatabase();
  if (!process.env.DATABASE_URL && !postgres) {
    log(
      "No PostgreSQL: set DATABASE_URL or install Debian's postgresql for the PostgreSQL and two-process runs",
    );
    return result;
  }
  try {
    log(`API on PostgreSQL, ${runs} rounds:`);
    const single = await singleProcess('PostgreSQL', { databaseUrl: databaseUrl() }, options);
    result.postgres = single.measures;
    result.targets.push(...single.targets);
    log(`Two processes on one PostgreSQL behind haproxy, ${runs} rounds:`);
    const two = await twoProcesses(databaseUrl(), options);
    Object.assign(result, {
      twoProcesses: { measures: two.measures, served: two.served, checks: two.checks },
    });
    result.targets.push(...two.targets);
  } finally {
    postgres?.stop();
  }
  return result;
}
