// Compressed copies (.gz, .br) beside each file of a built brand, which the server sends as they are
// (@fastify/static preCompressed) instead of compressing per request. Used by the brand build
// (scripts/brand-vite-config.ts) and by `pnpm start` (scripts/start.mjs), which leaves Brotli, the
// slow one, until the portal is up.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|ico|webmanifest)$/;
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Compressed copies by the hash of what they compress: a file unchanged since a build costs a copy. */
const CACHE = path.join(REPO, 'node_modules/.cache/portal-precompress');

/**
 * Gzip at its best level (128 ms for a brand's 480 files); Brotli at its best quality, about 10 %
 * smaller than quality 9 and 40 times slower (5 s of CPU for a brand's files).
 */
const compressors = {
  /** @param {Buffer} content */
  gz: (content) => promisify(gzip)(content, { level: 9 }),
  /** @param {Buffer} content */
  br: (content) => promisify(brotliCompress)(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
};

/** @typedef {keyof typeof compressors} Kind */

/**
 * The kinds the build writes: both, unless PORTAL_PRECOMPRESS names some (`pnpm start`: gz).
 * @returns {Kind[]}
 */
export function buildKinds() {
  const asked = (process.env.PORTAL_PRECOMPRESS ?? 'gz,br').split(',').filter(Boolean);
  const unknown = asked.filter((kind) => !(kind in compressors));
  if (unknown.length > 0) throw new Error(`PORTAL_PRECOMPRESS: unknown kind ${unknown.join(', ')}`);
  return /** @type {Kind[]} */ (asked);
}

/**
 * Written aside, then renamed: the server may be sending the folder, and two builds may share a file.
 * @param {string} file
 * @param {Buffer} content
 */
async function writeWhole(file, content) {
  const aside = `${file}.${process.pid}.part`;
  await writeFile(aside, content);
  await rename(aside, file);
}

/**
 * `file`.`kind`: from the cache when this content was compressed before, else made and kept.
 * @param {string} file
 * @param {Buffer} content
 * @param {string} hash
 * @param {Kind} kind
 */
async function writeCompressed(file, content, hash, kind) {
  const cached = path.join(CACHE, `${hash}.${kind}`);
  const target = `${file}.${kind}`;
  try {
    const aside = `${target}.${process.pid}.part`;
    await copyFile(cached, aside);
    await rename(aside, target);
    return;
  } catch {
    // not compressed before
  }
  const compressed = await compressors[kind](content);
  await writeWhole(target, compressed);
  await writeWhole(cached, compressed);
}

/** @type {(dir: string) => string[]} */
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });

/**
 * Writes the `kinds` (gz, br) of every compressible file under `dir` that lacks them. All at once on
 * zlib's threads, not one after another on the main thread. Returns how many copies were written.
 * @param {string} dir
 * @param {Kind[]} kinds
 */
export async function precompress(dir, kinds) {
  await mkdir(CACHE, { recursive: true });
  let written = 0;
  await Promise.all(
    walk(dir)
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const missing = kinds.filter((kind) => !existsSync(`${file}.${kind}`));
        if (missing.length === 0) return;
        const content = await readFile(file);
        const hash = createHash('sha256').update(content).digest('base64url');
        await Promise.all(missing.map((kind) => writeCompressed(file, content, hash, kind)));
        written += missing.length;
      }),
  );
  return written;
}
