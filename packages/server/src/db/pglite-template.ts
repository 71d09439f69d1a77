import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { REPO_ROOT } from '../config';
import type { SqlSession } from './index';
import { type Migration, migrate, readMigrations } from './migrate';

/**
 * A new embedded database, migrated, as PGlite's own dump (an uncompressed tar of its data folder).
 * A new PGlite database runs PostgreSQL's initdb in WebAssembly (2.6 s of CPU on these machines),
 * then the migrations (0.2-0.7 s a database, 1.5 s of a first `pnpm start` beside the brand builds):
 * most of a first start and of each server test database's set-up. Loaded from this dump it opens
 * in 0.4 s with every migration applied, and `migrate` finds nothing to do. One dump per PGlite
 * version and set of migrations (a new or changed migration makes a new one, and the older one is
 * removed), kept under node_modules/.cache: `pnpm install` makes it (src/prepare.ts); made on first
 * use when missing. Only a new embedded database starts from it: a data folder that exists, and
 * PostgreSQL, are migrated when the server starts, as always.
 */
const TEMPLATE_DIR = path.join(REPO_ROOT, 'node_modules/.cache/portal-pglite');

const pgliteDir = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
  '..',
);
const { version } = JSON.parse(readFileSync(path.join(pgliteDir, 'package.json'), 'utf8')) as {
  version: string;
};

/** The dump's file for this PGlite and these migrations (their names and scripts). */
export function templateFile(migrations: readonly Migration[] = readMigrations()): string {
  const hash = createHash('sha256');
  for (const migration of migrations)
    hash.update(`${migration.version}_${migration.name}\0${migration.sql}\0`);
  return path.join(TEMPLATE_DIR, `migrated-${version}-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** PGlite's transaction as the portal's raw SQL session (db/index.ts, and the migrations here). */
export function pgliteTransaction(client: PGlite) {
  return <T>(fn: (session: SqlSession) => Promise<T>): Promise<T> =>
    client.transaction((tx) =>
      fn({
        exec: async (text) => {
          await tx.exec(text);
        },
        query: async <R extends Record<string, unknown>>(text: string, params?: unknown[]) =>
          (await tx.query<R>(text, params)).rows,
      }),
    );
}

async function makeTemplate(file: string, migrations: readonly Migration[]): Promise<Buffer> {
  const fresh = await PGlite.create({});
  try {
    await migrate({ transaction: pgliteTransaction(fresh) }, migrations);
    const dump = Buffer.from(await (await fresh.dumpDataDir('none')).arrayBuffer());
    await mkdir(TEMPLATE_DIR, { recursive: true });
    // Written aside, then renamed: test files make it at once, and none may read half a file.
    const aside = `${file}.${process.pid}`;
    await writeFile(aside, dump);
    await rename(aside, file);
    // The dumps of other migrations or PGlite versions (40 MB each) are of no further use.
    for (const name of await readdir(TEMPLATE_DIR))
      if (name.endsWith('.tar') && name !== path.basename(file))
        await unlink(path.join(TEMPLATE_DIR, name)).catch(() => undefined);
    return dump;
  } finally {
    await fresh.close();
  }
}

let template: Promise<Blob> | undefined;

/** The new database's dump, read (or made) once per process. */
export function migratedDatabase(): Promise<Blob> {
  template ??= (async () => {
    const migrations = readMigrations();
    const file = templateFile(migrations);
    const dump = existsSync(file) ? await readFile(file) : await makeTemplate(file, migrations);
    return new Blob([dump]);
  })();
  return template;
}

/** PGlite's options for a database in `dataDir` (in memory without one), new ones from the template. */
export async function pgliteOptions(dataDir: string | undefined) {
  if (dataDir && existsSync(path.join(dataDir, 'PG_VERSION'))) return { dataDir };
  return { ...(dataDir ? { dataDir } : {}), loadDataDir: await migratedDatabase() };
}
