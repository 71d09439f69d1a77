import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/index';
import { TEMPLATE_FILE } from '../db/pglite-template';

const scratch = mkdtempSync(path.join(tmpdir(), 'portal-template-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('a new embedded database starts from the empty database made at install', () => {
  it('a new folder opens from it, keeps what is written, and a restart opens the folder, not the template again', async () => {
    const dataDir = path.join(scratch, 'pglite');
    const first = await openDatabase({ dataDir });
    try {
      // Made by the install (or by this first open when missing).
      expect(existsSync(TEMPLATE_FILE)).toBe(true);
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

  it('in memory (the tests) it is a working empty PostgreSQL, one per open', async () => {
    const one = await openDatabase({});
    const two = await openDatabase({});
    try {
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
});
