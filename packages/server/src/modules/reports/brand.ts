/**
 * What a report shows of the brand whose facility made it: the name, the logo SVGs and the colours
 * of brands/<key> (src/brand.ts, src/assets/logo.svg and logo-ar.svg, src/tokens.ts), read once per
 * brand. A facility of no brand folder gets its own name and a neutral palette.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrandSiteConfig } from '@portal/contract';
import { importTypeScript } from '../../brands';
import { REPO_ROOT } from '../../config';
import type { ReportBrand } from './pdf';

/** The design system's base colours (ui theme tokens) for what a brand's tokens leave out. */
const BASE_COLORS: ReportBrand['colors'] = {
  primary: '#1F5FA8',
  onPrimary: '#FFFFFF',
  primarySubtle: '#E6EEF8',
  text: '#15202B',
  textMuted: '#4D5B66',
  border: '#D3DAE0',
  danger: '#B42318',
};

const KEY = /^[a-z0-9][a-z0-9-]*$/;
const cache = new Map<string, Promise<ReportBrand | null>>();

async function load(key: string): Promise<ReportBrand | null> {
  const dir = path.join(REPO_ROOT, 'brands', key, 'src');
  if (!KEY.test(key) || !existsSync(path.join(dir, 'brand.ts'))) return null;
  const { site } = (await importTypeScript(path.join(dir, 'brand.ts'))) as {
    site: BrandSiteConfig;
  };
  const { tokens } = (await importTypeScript(path.join(dir, 'tokens.ts'))) as {
    tokens: { colors: Partial<ReportBrand['colors']> };
  };
  const svg = (file: string) => {
    const at = path.join(dir, 'assets', file);
    return existsSync(at) ? readFileSync(at, 'utf8') : null;
  };
  const en = svg('logo.svg');
  return {
    name: site.displayName,
    logo: { en, ar: svg('logo-ar.svg') ?? en },
    colors: { ...BASE_COLORS, ...pick(tokens.colors) },
  };
}

function pick(colors: Partial<ReportBrand['colors']>): Partial<ReportBrand['colors']> {
  const keys = Object.keys(BASE_COLORS) as (keyof ReportBrand['colors'])[];
  return Object.fromEntries(keys.filter((k) => colors[k]).map((k) => [k, colors[k]]));
}

/** The brand of a facility; `fallbackName` (the facility's) when it has no brand folder. */
export async function reportBrand(
  key: string,
  fallbackName: { en: string; ar: string },
): Promise<ReportBrand> {
  let loading = cache.get(key);
  if (!loading) {
    loading = load(key);
    cache.set(key, loading);
  }
  return (await loading) ?? { name: fallbackName, logo: { en: null, ar: null }, colors: BASE_COLORS };
}
