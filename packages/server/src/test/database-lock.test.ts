import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import { openDatabase } from '../db/index';

const LOCK = 'portal.lock';
let scratch: string;
/** One folder for the whole file: creating a PGlite data folder takes seconds. */
let dataDir: string;
let lockFile: string;

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'portal-lock-'));
  dataDir = path.join(scratch, 'pglite');
  lockFile = path.join(dataDir, LOCK);
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/** A node process that stays alive until killed: a live pid that is not ours. */
function liveProcess(): ChildProcess {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
}

/** The pid of a process that has exited: what a crashed server leaves in its lock. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

describe('one embedded database folder, one process', () => {
  it('holds a lock with its pid while open: a second open fails at once naming the folder and the pid; close frees it', async () => {
    const first = await openDatabase({ dataDir });
    try {
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
      const started = Date.now();
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        `The database folder ${dataDir} is in use by process ${process.pid}`,
      );
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await first.close();
    }
    expect(existsSync(lockFile)).toBe(false);
    // Reopening after a clean close works, as every restart does.
    const again = await openDatabase({ dataDir });
    await again.ping();
    await again.close();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses a folder whose lock names another live process', async () => {
    const other = liveProcess();
    try {
      writeFileSync(lockFile, `${other.pid}\n`);
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        new RegExp(
          `The database folder ${dataDir} is in use by process ${other.pid} \\(lock file ${lockFile}\\)`,
        ),
      );
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(other.pid));
    } finally {
      other.kill();
      rmSync(lockFile, { force: true });
    }
  });

  it('takes over a stale lock whose process is gone', async () => {
    const gone = deadPid();
    writeFileSync(lockFile, `${gone}\n`);
    const database = await openDatabase({ dataDir });
    try {
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
      await database.ping();
    } finally {
      await database.close();
    }
    expect(existsSync(lockFile)).toBe(false);
  });

  it('a second server process opening the folder exits at once with the message', async () => {
    const held = await openDatabase({ dataDir });
    try {
      const dbModule = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/index.ts');
      const script = `
        const { openDatabase } = await import(${JSON.stringify(dbModule)});
        try { await openDatabase({ dataDir: ${JSON.stringify(dataDir)} }); console.log('opened'); process.exit(0); }
        catch (error) { console.error(error.message); process.exit(3); }
      `;
      const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(child.stdout).not.toContain('opened');
      expect(child.status).toBe(3);
      expect(child.stderr).toContain(`The database folder ${dataDir} is in use by process ${process.pid}`);
    } finally {
      await held.close();
    }
  });
});
