import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrandSeed, BrandSiteConfig } from '@portal/contract';

/** A brand as the server knows it: what brands/<key>/src/brand.ts and seed.ts say, and its build. */
export interface Brand {
  site: BrandSiteConfig;
  seed: BrandSeed;
  /** brands/<key>/dist: the built app (may not exist yet: then the site serves /api only). */
  distDir: string;
  /** brands/<key>/src/content-media: the files of its content (served at /api/content/files/). */
  mediaDir: string;
}

/**
 * Imports a brand's TypeScript module (brand.ts, seed.ts, tokens.ts): the brands are found when the
 * server starts, so they are not in the server's bundle (scripts/server.mjs). Node's own import when
 * it runs TypeScript already (tsx's loader, Vitest); otherwise esbuild makes the module and the
 * brand's files it imports one JavaScript module (in its own process: the server's thread goes on
 * opening the database meanwhile), imported from memory: what they import is in that module too
 * (today types only, which leave nothing).
 */
export async function importTypeScript(file: string): Promise<Record<string, unknown>> {
  if (!withoutLoader) {
    try {
      return await import(pathToFileURL(file).href);
    } catch (error) {
      if ((error as { code?: string }).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
      withoutLoader = true;
    }
  }
  return importBundled(file);
}
/** Set once Node has refused a .ts file: no TypeScript loader in this process (the bundled server). */
let withoutLoader = false;

/** The module and the brand's files it imports as one JavaScript module, made by esbuild. */
export async function importBundled(file: string): Promise<Record<string, unknown>> {
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
  });
  const code = outputFiles[0]?.text ?? '';
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

const FACILITY_ID = /^[A-Z]{2}\d{2}$/;
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

function checked(folder: string, site: BrandSiteConfig | undefined, seed: BrandSeed | undefined) {
  const problem = (what: string) => new Error(`brands/${folder}: ${what}`);
  if (!site) throw problem("src/brand.ts exports no 'site'");
  if (!seed) throw problem("src/seed.ts exports no 'seed'");
  if (site.key !== folder) throw problem(`site.key is '${site.key}', not the folder's name`);
  if (!FACILITY_ID.test(site.facilityId)) throw problem(`facility id '${site.facilityId}' is not like AD10`);
  if (!Number.isInteger(site.devPortOffset) || site.devPortOffset < 0 || site.devPortOffset > 9)
    throw problem('devPortOffset must be a whole number from 0 to 9 (PORT + 10 is UAE PASS)');
  for (const host of site.hosts) if (!HOST_NAME.test(host)) throw problem(`'${host}' is not a host name`);
  return { site, seed };
}

/**
 * Every brand under brands/: a folder with src/brand.ts is a brand, sorted by key. Throws when two
 * brands claim the same facility, host name or development port, so a misconfigured brand stops the
 * start instead of taking another brand's traffic.
 */
export async function loadBrands(repoRoot: string): Promise<Brand[]> {
  const dir = path.join(repoRoot, 'brands');
  const folders = readdirSync(dir)
    .filter((name) => existsSync(path.join(dir, name, 'src', 'brand.ts')))
    .sort();
  const brands: Brand[] = [];
  for (const folder of folders) {
    const load = (file: string) => importTypeScript(path.join(dir, folder, 'src', file));
    const { site } = (await load('brand.ts')) as { site?: BrandSiteConfig };
    const { seed } = (await load('seed.ts')) as { seed?: BrandSeed };
    brands.push({
      ...checked(folder, site, seed),
      distDir: path.join(dir, folder, 'dist'),
      mediaDir: path.join(dir, folder, 'src', 'content-media'),
    });
  }
  const claimed = new Map<string, string>();
  const claim = (what: string, key: string) => {
    const owner = claimed.get(what);
    if (owner) throw new Error(`brands/${key} and brands/${owner} both claim ${what}`);
    claimed.set(what, key);
  };
  for (const { site } of brands) {
    claim(`facility ${site.facilityId}`, site.key);
    claim(`port PORT + ${site.devPortOffset}`, site.key);
    for (const host of site.hosts) claim(`host ${host}`, site.key);
  }
  return brands;
}
