import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrandSeed, BrandSiteConfig } from '../packages/contract/src';
import { type BrandTokens, contrastFailures, createTheme } from '../packages/ui/src';

// Every folder under brands/ is a brand; nothing else lists them.
const sites = import.meta.glob<BrandSiteConfig>('./*/src/brand.ts', { eager: true, import: 'site' });
const tokens = import.meta.glob<BrandTokens>('./*/src/tokens.ts', { eager: true, import: 'tokens' });
const seeds = import.meta.glob<BrandSeed>('./*/src/seed.ts', { eager: true, import: 'seed' });

const root = path.resolve(import.meta.dirname, '..');
const folders = readdirSync(import.meta.dirname).filter((name) =>
  existsSync(path.join(import.meta.dirname, name, 'package.json')),
);
const brands = folders.map((folder) => ({
  folder,
  site: sites[`./${folder}/src/brand.ts`],
  tokens: tokens[`./${folder}/src/tokens.ts`],
  seed: seeds[`./${folder}/src/seed.ts`],
}));

describe.each(brands)('brand folder $folder', ({ folder, site, tokens, seed }) => {
  it('has its site settings, tokens and seed under its own key', () => {
    expect(site?.key).toBe(folder);
    expect(tokens?.name).toBe(folder);
    expect(seed?.locations.length).toBeGreaterThan(0);
    expect(site?.facilityId).toMatch(/^[A-Z]{2}\d{2}$/);
  });

  it('has colours that pass AA on every pair the components draw', () => {
    if (!tokens) throw new Error(`${folder} has no src/tokens.ts`);
    expect(contrastFailures(createTheme(tokens))).toEqual([]);
  });

  it('has logos whose words are outlines, named by their title (pnpm logo-outlines)', () => {
    // A logo is a picture: a <text> in it is drawn in the device's fonts, not the portal's, so the
    // logo looks different from one phone to the next.
    for (const file of ['logo.svg', 'logo-ar.svg']) {
      const svg = readFileSync(path.join(import.meta.dirname, folder, 'src', 'assets', file), 'utf8');
      expect(svg, `${folder}/src/assets/${file}`).not.toMatch(/<text\b/);
      expect(svg, `${folder}/src/assets/${file}`).toMatch(/<title[^>]*>[^<]+<\/title>/);
    }
  });
});

describe('brands together', () => {
  it('do not share a facility, a host name or a development port', () => {
    for (const field of ['facilityId', 'devPortOffset'] as const) {
      const values = brands.map(({ site }) => site?.[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
    const hosts = brands.flatMap(({ site }) => site?.hosts ?? []);
    expect(new Set(hosts).size).toBe(hosts.length);
  });
});

/** Code outside brands/ that would name a brand: source and scripts, not tests or their fixtures. */
function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      // Build output, applied migrations (history, never edited), tests and test fixtures.
      const skipped = ['node_modules', 'dist', '.tsbuild', 'migrations', 'test', 'test-utils', 'visual'];
      // The simulated hospital system of the demo: its doctors work at the demo brands' locations.
      if (file.endsWith(path.join('db', 'seed', 'hospital'))) return [];
      return skipped.includes(name) ? [] : codeFiles(file);
    }
    return /\.(ts|tsx|mjs|cjs|js)$/.test(name) && !/\.(test|stories|spec)\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('nothing outside brands/ names a brand', () => {
  const files = [...codeFiles(path.join(root, 'packages')), ...codeFiles(path.join(root, 'scripts'))];
  const named = (file: string) => {
    const text = readFileSync(file, 'utf8');
    return brands.flatMap(({ folder, site }) =>
      [new RegExp(`\\b${folder}\\b`), ...(site ? [site.displayName.en, site.displayName.ar] : [])]
        .filter((pattern) => (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text)))
        .map((pattern) => `${path.relative(root, file)}: ${String(pattern)}`),
    );
  };

  it('finds the code it searches', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('holds no brand key or brand name in packages/ or scripts/', () => {
    expect(files.flatMap(named)).toEqual([]);
  });
});
