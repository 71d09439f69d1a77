import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
export declare function openDatabase(options: OpenDatabaseOptions): Promise<Database>;
/** Inside a PGlite data folder: the pid of the one process that has it open. */
export declare const DATA_DIR_LOCK = "portal.lock";
/**
 * Two PGlite instances on one folder corrupt it, and PGlite does not prevent it: the first opener
 * writes its pid to portal.lock, created atomically (O_EXCL). A later opener fails at once, naming
 * the folder and that pid, unless the pid is no longer alive (a crash or kill -9), in which case it
 * takes the lock over. The lock goes on close and, failing that, when the process exits.
 */
export declare function lockDataDir(dataDir: string): () => void;
