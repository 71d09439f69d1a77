import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config';
import type { Database } from './index';

/** Beside this module in the sources (the server's bundle is elsewhere: config.ts, REPO_ROOT). */
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'packages', 'server', 'src', 'db', 'migrations');

/** Any constant will do; it only has to be the same on every server that migrates this database. */
const MIGRATION_LOCK_ID = 7_246_001;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: file.slice(0, 4),
      name: file.slice(5, -4),
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/**
 * Applies pending migrations in order, each in its own transaction together with its
 * schema_migrations row, so a failed script leaves nothing half-applied. The advisory lock makes
 * servers that start together against one PostgreSQL take turns.
 */
export async function migrate(
  database: Pick<Database, 'transaction'>,
  migrations: readonly Migration[] = readMigrations(),
): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await database.transaction(async (session) => {
      await session.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      await session.exec(
        `create table if not exists schema_migrations (
           version text primary key,
           name text not null,
           applied_at timestamptz not null default now()
         )`,
      );
      const rows = await session.query('select 1 from schema_migrations where version = $1', [
        migration.version,
      ]);
      if (rows.length > 0) return false;
      await session.exec(migration.sql);
      await session.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(`${migration.version}_${migration.name}`);
  }
  return applied;
}
