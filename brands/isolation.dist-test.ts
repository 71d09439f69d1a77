import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrandSiteConfig } from '../packages/contract/src';
import { type BrandTokens, baseTokens } from '../packages/ui/src';

// Runs after the brand builds (pnpm test's build step): a brand's dist carries only its own logo,
// colours, name and content, never another brand's.
const sites = import.meta.glob<BrandSiteConfig>('./*/src/brand.ts', { eager: true, import: 'site' });
const tokens = import.meta.glob<BrandTokens>('./*/src/tokens.ts', { eager: true, import: 'tokens' });
const here = import.meta.dirname;

const brands = Object.values(sites)
  .map((site) => {
    const own = tokens[`./${site.key}/src/tokens.ts`];
    if (!own) throw new Error(`${site.key} has no src/tokens.ts`);
    const assetsDir = path.join(here, site.key, 'src', 'assets');
    const assets = existsSync(assetsDir)
      ? readdirSync(assetsDir).map((name) => ({
          name,
          text: readFileSync(path.join(assetsDir, name), 'utf8'),
        }))
      : [];
    return { site, colors: Object.values(own.colors).map((c) => c.toLowerCase()), assets };
  })
  .sort((a, b) => a.site.key.localeCompare(b.site.key));

function distText(key: string): string {
  const dist = path.join(here, key, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${key} is not built: pnpm build first`);
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return walk(file);
      return /\.(js|css|html|svg|json|txt|webmanifest)$/.test(name) ? [file] : [];
    });
  return walk(dist)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
    .toLowerCase();
}

const baseColors = new Set(Object.values(baseTokens.colors).map((c) => c.toLowerCase()));

describe.each(brands)('the build of $site.key', ({ site, colors }) => {
  const text = distText(site.key);
  const others = brands.filter((other) => other.site.key !== site.key);

  it('has its own name and colours (the check below reads the right files)', () => {
    expect(text).toContain(site.displayName.en.toLowerCase());
    expect(text).toContain(colors[0]);
  });

  it.each(others)('holds none of the name, key, contacts, colours or logos of $site.key', (other) => {
    const found: string[] = [];
    const words = [
      other.site.displayName.en,
      other.site.displayName.ar,
      other.site.supportEmail,
      ...other.site.hosts,
    ];
    for (const word of words) if (text.includes(word.toLowerCase())) found.push(word);
    if (new RegExp(`\\b${other.site.key}\\b`).test(text)) found.push(`key ${other.site.key}`);
    // A colour only the other brand uses (not this brand's, not a shared base colour).
    for (const color of other.colors)
      if (!colors.includes(color) && !baseColors.has(color) && text.includes(color)) found.push(color);
    for (const asset of other.assets) if (text.includes(asset.text.toLowerCase())) found.push(asset.name);
    expect(found).toEqual([]);
  });
});
