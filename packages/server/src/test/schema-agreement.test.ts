/**
 * The tables are written twice: by hand in db/migrations/*.sql (what the database holds) and in
 * db/schema.ts (what drizzle queries). Nothing else ties them, so a column added to one and not the
 * other would only show as a failing query at run time.
 */
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { useTestDatabase } from './harness';

const testDb = useTestDatabase({ seed: false });

/** migrate() keeps its own bookkeeping there; schema.ts has no reason to know it. */
const BOOKKEEPING_TABLES = new Set(['schema_migrations']);

const declaredTables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

async function migratedColumns(): Promise<Map<string, Set<string>>> {
  const rows = await testDb.database.transaction((session) =>
    session.query<{ table_name: string; column_name: string | null }>(
      `select t.table_name, c.column_name
         from information_schema.tables t
         left join information_schema.columns c
           on c.table_schema = t.table_schema and c.table_name = t.table_name
        where t.table_schema = current_schema() and t.table_type = 'BASE TABLE'`,
    ),
  );
  const tables = new Map<string, Set<string>>();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? new Set<string>();
    if (row.column_name) columns.add(row.column_name);
    tables.set(row.table_name, columns);
  }
  return tables;
}

describe('db/schema.ts and the migrations', () => {
  it('declares tables of the default schema only (the query below reads that one)', () => {
    expect(declaredTables.length).toBeGreaterThan(0);
    expect(declaredTables.filter((table) => table.schema !== undefined).map((table) => table.name)).toEqual(
      [],
    );
  });

  it('every table and column of schema.ts exists in the migrated database, by the same name', async () => {
    const migrated = await migratedColumns();
    const missing: string[] = [];
    for (const table of declaredTables) {
      const columns = migrated.get(table.name);
      if (!columns) {
        missing.push(table.name);
        continue;
      }
      for (const column of table.columns) {
        if (!columns.has(column.name)) missing.push(`${table.name}.${column.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the migrated database has no table that schema.ts lacks', async () => {
    const migrated = await migratedColumns();
    const declared = new Set(declaredTables.map((table) => table.name));
    const undeclared = [...migrated.keys()].filter(
      (name) => !declared.has(name) && !BOOKKEEPING_TABLES.has(name),
    );
    expect(undeclared.sort()).toEqual([]);
  });
});
