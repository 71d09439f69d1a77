import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { REPO_ROOT } from '../config';

/**
 * An empty embedded database, as PGlite's own dump (an uncompressed tar of its data folder). A new
 * PGlite database runs PostgreSQL's initdb in WebAssembly: 2.6 s of CPU on these machines, most of a
 * first `pnpm start` and of each server test file's set-up. Loaded from this dump it opens in 0.4 s.
 * Made once per PGlite version (`pnpm install` makes it: src/prepare.ts), kept under
 * node_modules/.cache; made on first use when missing.
 */
const pgliteDir = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
  '..',
);
const { version } = JSON.parse(readFileSync(path.join(pgliteDir, 'package.json'), 'utf8')) as {
  version: string;
};
export const TEMPLATE_FILE = path.join(
  REPO_ROOT,
  'node_modules/.cache/portal-pglite',
  `empty-${version}.tar`,
);

let template: Promise<Blob> | undefined;

async function makeTemplate(): Promise<Buffer> {
  const empty = await PGlite.create({});
  try {
    const dump = Buffer.from(await (await empty.dumpDataDir('none')).arrayBuffer());
    await mkdir(path.dirname(TEMPLATE_FILE), { recursive: true });
    // Written aside, then renamed: test files make it at once, and none may read half a file.
    const aside = `${TEMPLATE_FILE}.${process.pid}`;
    await writeFile(aside, dump);
    await rename(aside, TEMPLATE_FILE);
    return dump;
  } finally {
    await empty.close();
  }
}

/** The empty database's dump, read (or made) once per process. */
export function emptyDatabase(): Promise<Blob> {
  template ??= (async () => {
    const dump = existsSync(TEMPLATE_FILE) ? await readFile(TEMPLATE_FILE) : await makeTemplate();
    return new Blob([dump]);
  })();
  return template;
}

/** PGlite's options for a database in `dataDir` (in memory without one), new ones from the template. */
export async function pgliteOptions(dataDir: string | undefined) {
  if (dataDir && existsSync(path.join(dataDir, 'PG_VERSION'))) return { dataDir };
  return { ...(dataDir ? { dataDir } : {}), loadDataDir: await emptyDatabase() };
}
