import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/index';
import { migrate, readMigrations } from '../db/migrate';
import { templateFile } from '../db/pglite-template';

const scratch = mkdtempSync(path.join(tmpdir(), 'portal-template-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const appliedVersions = async (database: Awaited<ReturnType<typeof openDatabase>>) =>
  (
    await database.transaction((s) =>
      s.query<{ version: string }>('select version from schema_migrations order by version'),
    )
  ).map((row) => row.version);

describe('a new embedded database starts from the migrated database made at install', () => {
  it('a new folder opens from it, keeps what is written, and a restart opens the folder, not the template again', async () => {
    const dataDir = path.join(scratch, 'pglite');
    const first = await openDatabase({ dataDir });
    try {
      // Made by the install (or by this first open when missing).
      expect(existsSync(templateFile())).toBe(true);
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
      await first.db.execute(sql`create table kept (note text)`);
      await first.db.execute(sql`insert into kept values ('written before the restart')`);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir });
    try {
      const { rows } = (await again.db.execute(sql`select note from kept`)) as unknown as {
        rows: { note: string }[];
      };
      expect(rows).toEqual([{ note: 'written before the restart' }]);
    } finally {
      await again.close();
    }
  });

  it('in memory (the tests) it is a database with every migration applied and no data, one per open', async () => {
    const one = await openDatabase({});
    const two = await openDatabase({});
    try {
      expect(await appliedVersions(one)).toEqual(readMigrations().map((m) => m.version));
      expect(await migrate(one)).toEqual([]);
      const { rows: users } = (await one.db.execute(
        sql`select count(*)::int as n from users`,
      )) as unknown as { rows: { n: number }[] };
      expect(users).toEqual([{ n: 0 }]);
      await one.db.execute(sql`create table only_in_one (id int)`);
      const { rows } = (await two.db.execute(
        sql`select count(*)::int as n from pg_tables where tablename = 'only_in_one'`,
      )) as unknown as { rows: { n: number }[] };
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('a new or changed migration makes another template, so a new database never misses one', () => {
    const migrations = readMigrations();
    const added = [...migrations, { version: '9999', name: 'next', sql: 'create table next (id int);' }];
    const changed = migrations.map((m, i) => (i === 0 ? { ...m, sql: `${m.sql}\n-- changed` } : m));
    expect(templateFile(migrations)).toBe(templateFile());
    expect(templateFile(added)).not.toBe(templateFile());
    expect(templateFile(changed)).not.toBe(templateFile());
  });
});
