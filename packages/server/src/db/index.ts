import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { pgliteOptions, pgliteTransaction } from './pglite-template';
import { PreparingClient } from './prepared-statements';
import * as schema from './schema';
import { SharedPool } from './shared-pool';

export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL on one connection inside one transaction: migrations need multi-statement scripts. */
export interface SqlSession {
  exec(text: string): Promise<void>;
  query<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface Database {
  engine: 'pglite' | 'postgres';
  db: AppDb;
  transaction<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  /** Throws unless the database answers `select 1`. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; wins over `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; omitted means an in-memory database (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL: connections of their own for transactions, at most (shared-pool.ts). */
  poolMax?: number;
  /** PostgreSQL: how many shared pipelined connections carry the statements outside transactions. */
  lanes?: number;
  onPoolError?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.dataDir);
}

/** Inside a PGlite data folder: the pid of the one process that has it open. */
export const DATA_DIR_LOCK = 'portal.lock';

/** Lock files this process holds, removed on exit whatever the way out. */
const heldLocks = new Set<string>();
let exitHookInstalled = false;

/** A lock younger than this with no pid in it yet is being written by its creator. */
const UNWRITTEN_LOCK_GRACE_MS = 10_000;

function errorCode(error: unknown): unknown {
  return (error as { code?: unknown }).code;
}

function readLock(file: string): { content: string; pid: number | null; ageMs: number } | null {
  try {
    const content = readFileSync(file, 'utf8');
    const ageMs = Date.now() - statSync(file).mtimeMs;
    const number = /^\d+$/.test(content.trim()) ? Number(content.trim()) : 0;
    const pid = number > 0 ? number : null;
    return { content, pid, ageMs };
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

function processAlive(pid: number, file: string): boolean {
  // Our own pid in a lock we do not hold is a previous life of this pid (a container's pid 1, say).
  if (pid === process.pid) return heldLocks.has(file);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return errorCode(error) === 'EPERM';
  }
}

function inUse(dataDir: string, file: string, holder: string): Error {
  return new Error(
    `The database folder ${dataDir} is in use by ${holder} (lock file ${file}). One embedded database ` +
      'serves one process: stop that process, or start this one with another DATA_DIR (several servers ' +
      'share a PostgreSQL server through DATABASE_URL). If no portal server is running there, delete the lock file.',
  );
}

/**
 * Moves a stale lock aside, so that of several processes finding it at once only one takes it over.
 * A lock that changed since it was read (another process took over first) is put back.
 */
function removeStaleLock(file: string, staleContent: string): void {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  try {
    if (readFileSync(aside, 'utf8') !== staleContent) linkSync(aside, file);
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
  } finally {
    unlinkSync(aside);
  }
}

function releaseLock(file: string): void {
  if (!heldLocks.delete(file)) return;
  try {
    if (readLock(file)?.pid === process.pid) unlinkSync(file);
  } catch {
    // Already gone, or the folder itself: nothing left to free.
  }
}

/**
 * Two PGlite instances on one folder corrupt it, and PGlite does not prevent it: the first opener
 * writes its pid to portal.lock, created atomically (O_EXCL). A later opener fails at once, naming
 * the folder and that pid, unless the pid is no longer alive (a crash or kill -9), in which case it
 * takes the lock over. The lock goes on close and, failing that, when the process exits.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, DATA_DIR_LOCK);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      heldLocks.add(file);
      if (!exitHookInstalled) {
        exitHookInstalled = true;
        process.on('exit', () => {
          for (const held of [...heldLocks]) releaseLock(held);
        });
      }
      return () => releaseLock(file);
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
    const lock = readLock(file);
    if (!lock) continue;
    if (lock.pid === null) {
      if (lock.ageMs < UNWRITTEN_LOCK_GRACE_MS) throw inUse(dataDir, file, 'a process starting up');
    } else if (processAlive(lock.pid, file)) {
      throw inUse(dataDir, file, `process ${lock.pid}`);
    }
    removeStaleLock(file, lock.content);
  }
  throw inUse(dataDir, file, 'processes racing for it');
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(await pgliteOptions(dataDir));
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as AppDb;
  return {
    engine: 'pglite',
    db,
    transaction: pgliteTransaction(client),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
      unlock();
    },
  };
}

async function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): Promise<Database> {
  const pool = new SharedPool(
    {
      connectionString: databaseUrl,
      // A prepared statement's plan made once, for any values. Left to choose, PostgreSQL planned the
      // doctor list again on every run (its conditions are switched off by null values, which makes a
      // plan for the given values look cheaper): 0.23 ms of planning for 0.09 ms of work, where the
      // plan for any values runs in 0.08 ms (EXPLAIN ANALYZE). The portal's tables are read by key.
      options: '-c plan_cache_mode=force_generic_plan',
    },
    { lanes: options.lanes ?? 2, max: options.poolMax ?? 10, Client: PreparingClient },
  );
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzleNodePg({ client: pool as unknown as pg.Pool, schema }) as unknown as AppDb;
  let closed = false;
  return {
    engine: 'postgres',
    db,
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({
          exec: async (text) => {
            await client.query(text);
          },
          query: async <T extends Record<string, unknown>>(text: string, params?: unknown[]) =>
            (await client.query<T>(text, params)).rows,
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
