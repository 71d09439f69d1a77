import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

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
  poolMax?: number;
  onPoolError?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ? { dataDir } : {});
  const db = drizzlePglite({ client, schema }) as unknown as AppDb;
  return {
    engine: 'pglite',
    db,
    transaction: (fn) =>
      client.transaction((tx) =>
        fn({
          exec: async (text) => {
            await tx.exec(text);
          },
          query: async <T extends Record<string, unknown>>(text: string, params?: unknown[]) =>
            (await tx.query<T>(text, params)).rows,
        }),
      ),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolMax ?? 10 });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzleNodePg({ client: pool, schema }) as unknown as AppDb;
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
