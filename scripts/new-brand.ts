// pnpm new-brand <key> --name "..." --name-ar "..." --primary "#RRGGBB" --facility XX10
// Writes brands/<key>: site settings, tokens derived from the primary colour (they pass the design
// system's AA contrast pairs or nothing is written), a placeholder logo with the brand's initials,
// banners, sample content pages and one facility with one location. Nothing outside brands/ changes
// but the lockfile's list of workspace packages (pnpm install --prefer-offline links the new package).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BrandSeed, BrandSiteConfig } from '../packages/contract/src/brand';
import { contrastFailures } from '../packages/ui/src/theme/contrast';
import { createTheme } from '../packages/ui/src/theme/createTheme';
import { baseTokens } from '../packages/ui/src/theme/tokens';
import type { BrandTokens, ThemeColors } from '../packages/ui/src/theme/types';
import { outlineOf } from './logo-text';

export interface NewBrand {
  key: string;
  name: string;
  nameAr: string;
  primary: string;
  facility: string;
}

/** A key is the folder name and the end of the package name @portal/brand-<key>. */
const KEY = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const COLOUR = /^#[0-9a-f]{6}$/i;
const FACILITY = /^[A-Z]{2}\d{2}$/;

export class BrandError extends Error {}

// Colour arithmetic in HSL, enough to derive a palette around one colour.
type Hsl = { h: number; s: number; l: number };

function toHsl(hex: string): Hsl {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s, l };
}

function toHex({ h, s, l }: Hsl): string {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`.toUpperCase();
}

/** Mixes a colour with white (amount > 0) or black (amount < 0), channel by channel. */
export function mix(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const weight = Math.abs(amount);
  return `#${[1, 3, 5]
    .map((i) => {
      const channel = Number.parseInt(hex.slice(i, i + 2), 16);
      return Math.round(channel + (target - channel) * weight)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`.toUpperCase();
}

/**
 * A palette around the primary colour: hover and pressed darker, a light tint for selected rows,
 * neutrals (page, panels, borders, text) tinted with its hue, and a focus ring in the opposite hue.
 * Returns the tokens and whatever pairs still fail AA (the primary itself is kept as given).
 */
export function deriveTokens(key: string, primary: string): { tokens: BrandTokens; failures: string[] } {
  const { h } = toHsl(primary);
  const tinted = (s: number, l: number) => toHex({ h, s, l });
  const colors: BrandTokens['colors'] = {
    primary: primary.toUpperCase(),
    primaryHover: mix(primary, -0.18),
    primaryPressed: mix(primary, -0.34),
    primarySubtle: mix(primary, 0.88),
    onPrimary: '#FFFFFF',
    focus: toHex({ h: (h + 180) % 360, s: 0.7, l: 0.38 }),
    background: tinted(0.2, 0.97),
    surfaceAlt: tinted(0.22, 0.94),
    text: tinted(0.25, 0.12),
    textMuted: tinted(0.12, 0.33),
    border: tinted(0.15, 0.84),
    borderStrong: tinted(0.1, 0.45),
  };
  const full = (): ThemeColors => createTheme({ name: key, colors }).colors;
  // Lighten the tint and darken the muted text, the strong border and the focus ring step by step
  // while a pair that involves them fails; the primary and the page colours stay as derived.
  const adjustable: Array<{ token: keyof ThemeColors; step: (hex: string) => string }> = [
    { token: 'primarySubtle', step: (hex) => mix(hex, 0.3) },
    { token: 'textMuted', step: (hex) => mix(hex, -0.12) },
    { token: 'borderStrong', step: (hex) => mix(hex, -0.1) },
    { token: 'focus', step: (hex) => mix(hex, -0.12) },
  ];
  for (let round = 0; round < 12; round += 1) {
    const failing = contrastFailures({ colors: full() });
    if (failing.length === 0) break;
    for (const { token, step } of adjustable) {
      if (failing.some((f) => f.foreground === token || f.background === token)) {
        const current = (colors as Partial<ThemeColors>)[token] ?? baseTokens.colors[token];
        (colors as Partial<ThemeColors>)[token] = step(current);
      }
    }
  }
  const failures = contrastFailures({ colors: full() }).map(
    (f) => `${f.foreground} on ${f.background} is ${f.ratio.toFixed(2)}:1 (needs ${f.required}:1)`,
  );
  return { tokens: { name: key, colors }, failures };
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Up to two initials of the English name, skipping words every hospital name has. */
export function initialsOf(name: string): string {
  const common = new Set(['hospital', 'medical', 'centre', 'center', 'clinic', 'health', 'the', 'of']);
  const words = name.split(/\s+/).filter(Boolean);
  const own = words.filter((word) => !common.has(word.toLowerCase()));
  return (own.length > 0 ? own : words)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The placeholder logo: a rounded square of the primary colour with the initials, the name beside
 * it in bold, as large as fits the 170 units beside the mark (18 at most, 9 at least), its words as
 * outlines in the portal's fonts (logo-text.ts).
 */
function logo(name: string, initials: string, primary: string, arabic: boolean): string {
  const mark = arabic ? 188 : 4;
  const width = outlineOf(name, { x: 0, y: 0, size: 18, bold: true }).width;
  const size = Math.max(9, Math.min(18, Math.floor((18 * 170) / width)));
  const words = (text: string, fill: string, at: Parameters<typeof outlineOf>[1]) =>
    `<path fill="${fill}" d="${outlineOf(text, at).d}"/>`;
  const initialsPath = words(initials, '#fff', {
    x: mark + 24,
    y: 40,
    size: 20,
    bold: true,
    anchor: 'middle',
  });
  const namePath = arabic
    ? words(name, primary, { x: 178, y: 40, size, bold: true, rtl: true })
    : words(name, primary, { x: 62, y: 40, size, bold: true });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" role="img" aria-labelledby="t"><title id="t">${xml(name)}</title><rect x="${mark}" y="8" width="48" height="48" rx="14" fill="${primary}"/>${initialsPath}${namePath}</svg>\n`;
}

function banner(primary: string, dark: string, shape: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 900" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs><rect width="800" height="900" fill="url(#g)"/>${shape}</svg>\n`;
}

const ts = (value: unknown) => JSON.stringify(value, null, 2).replace(/"([a-zA-Z]\w*)":/g, '$1:');

function pages(name: string, nameAr: string): NonNullable<BrandSeed['pages']> {
  return [
    {
      slug: 'terms-and-conditions',
      lang: 'en',
      title: 'Terms and Conditions',
      pageText: `<p>These terms apply when you use the ${xml(name)} patient portal. Replace this sample text with your own.</p>`,
    },
    {
      slug: 'terms-and-conditions',
      lang: 'ar',
      title: 'الشروط والأحكام',
      pageText: `<p>تسري هذه الشروط عند استخدامك بوابة المرضى في ${xml(nameAr)}. استبدل هذا النص التجريبي بنصك.</p>`,
    },
    {
      slug: 'privacy-policy',
      lang: 'en',
      title: 'Privacy Policy',
      pageText: `<p>${xml(name)} keeps your health information private. Replace this sample text with your own.</p>`,
    },
    {
      slug: 'privacy-policy',
      lang: 'ar',
      title: 'سياسة الخصوصية',
      pageText: `<p>يحافظ ${xml(nameAr)} على خصوصية معلوماتك الصحية. استبدل هذا النص التجريبي بنصك.</p>`,
    },
    {
      slug: 'international-patients',
      lang: 'en',
      title: 'International Patients',
      pageText: `<p>${xml(name)} welcomes patients from abroad. Replace this sample text with your own.</p>`,
    },
    {
      slug: 'international-patients',
      lang: 'ar',
      title: 'المرضى الدوليون',
      pageText: `<p>يرحّب ${xml(nameAr)} بالمرضى القادمين من الخارج. استبدل هذا النص التجريبي بنصك.</p>`,
    },
  ];
}

async function existingSites(brandsDir: string): Promise<BrandSiteConfig[]> {
  if (!existsSync(brandsDir)) return [];
  const folders = readdirSync(brandsDir).filter((name) =>
    existsSync(path.join(brandsDir, name, 'src', 'brand.ts')),
  );
  return Promise.all(
    folders.map(async (folder) => {
      const file = path.join(brandsDir, folder, 'src', 'brand.ts');
      return ((await import(/* @vite-ignore */ file)) as { site: BrandSiteConfig }).site;
    }),
  );
}

/** Checks the request and writes brands/<key> under root; throws BrandError with the reason. */
export async function createBrand(root: string, brand: NewBrand): Promise<string> {
  const { key, name, nameAr, primary, facility } = brand;
  const brandsDir = path.join(root, 'brands');
  const dir = path.join(brandsDir, key);
  if (!KEY.test(key) || key.length > 40)
    throw new BrandError(
      `'${key}' is not a valid brand key: lower-case letters and digits, words joined by '-', starting with a letter (it names the package @portal/brand-${key})`,
    );
  if (existsSync(dir)) throw new BrandError(`brands/${key} exists already: choose another key`);
  if (!name.trim() || !nameAr.trim()) throw new BrandError('--name and --name-ar are both needed');
  if (!COLOUR.test(primary)) throw new BrandError(`--primary '${primary}' is not a colour like #0B6B63`);
  if (!FACILITY.test(facility))
    throw new BrandError(`--facility '${facility}' is not a facility id like AD10`);
  const sites = await existingSites(brandsDir);
  const taken = sites.find((site) => site.facilityId === facility);
  if (taken) throw new BrandError(`facility ${facility} belongs to brands/${taken.key} already`);
  const offsets = new Set(sites.map((site) => site.devPortOffset));
  const devPortOffset = [...Array(10).keys()].find((offset) => !offsets.has(offset));
  if (devPortOffset === undefined) throw new BrandError('ten brands use every development port already');

  const { tokens, failures } = deriveTokens(key, primary);
  if (failures.length > 0)
    throw new BrandError(
      `${primary} cannot be made accessible as a primary colour: ${failures.join('; ')}. Choose a darker or more saturated colour.`,
    );

  const site: BrandSiteConfig = {
    key,
    displayName: { en: name, ar: nameAr },
    facilityId: facility,
    hosts: [`portal.${key}.ae`],
    devPortOffset,
    helpline: '8007267',
    supportEmail: `care@${key}.ae`,
    versionLabel: 'V 1.0.0',
    features: { appStoreLinks: false, filterToBeApplied: false },
  };
  const seed: BrandSeed = {
    facility: {
      hisName: facility.slice(0, 2),
      nameEn: name,
      nameAr,
      insuranceValidation: false,
    },
    locations: [
      {
        nameEn: name,
        nameAr,
        addressEn: 'Abu Dhabi, United Arab Emirates',
        addressAr: 'أبوظبي، الإمارات العربية المتحدة',
        latitude: 24.4539,
        longitude: 54.3773,
        insuranceValidation: false,
      },
    ],
    pages: pages(name, nameAr),
  };
  const initials = initialsOf(name);
  const dark = tokens.colors.primaryPressed;
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(
      {
        name: `@portal/brand-${key}`,
        version: '1.0.0',
        private: true,
        type: 'module',
        scripts: { build: 'vite build', dev: 'vite' },
        dependencies: {
          '@portal/features': 'workspace:*',
          '@portal/ui': 'workspace:*',
          react: '19.3.1',
          'react-dom': '19.3.1',
        },
      },
      null,
      2,
    )}\n`,
    'vite.config.ts': `import { brandViteConfig } from '../../scripts/brand-vite-config.ts';\n\nexport default brandViteConfig(import.meta.dirname);\n`,
    'index.html': `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${primary.toLowerCase()}" />
    <meta name="description" content="${xml(name)} patient portal" />
    <link rel="icon" type="image/svg+xml" href="/src/assets/logo.svg" />
    <title>${xml(name)} · Patient Portal</title>
    <!-- Painted before any script runs; the app replaces it once it starts. -->
    <style>
      .boot { min-height: 100vh; display: grid; place-items: center; margin: 0; background: #fff; }
      .boot img { inline-size: 15rem; block-size: auto; animation: boot 1s ease-in-out infinite alternate; }
      @keyframes boot { from { opacity: 0.6; } to { opacity: 1; } }
      @media (prefers-reduced-motion: reduce) { .boot img { animation: none; } }
    </style>
  </head>
  <body>
    <div id="root"><main class="boot"><img src="/src/assets/logo.svg" alt="${xml(name)}" width="240" height="64" /></main></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    'src/main.tsx': `import { PortalApp } from '@portal/features';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { brand } from './brand.config';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <PortalApp brand={brand} />
  </StrictMode>,
);
`,
    'src/brand.ts': `import type { BrandSiteConfig } from '@portal/features';\n\nexport const site: BrandSiteConfig = ${ts(site)};\n`,
    'src/seed.ts': `import type { BrandSeed } from '@portal/features';\n\nexport const seed: BrandSeed = ${ts(seed)};\n`,
    'src/tokens.ts': `import type { BrandTokens } from '@portal/ui';\n\n/** Derived from ${primary.toUpperCase()} by pnpm new-brand; every pair passes AA (brands/brands.test.ts). */\nexport const tokens: BrandTokens = ${ts(tokens)};\n`,
    'src/brand.config.ts': `import type { BrandConfig } from '@portal/features';
import { createTheme } from '@portal/ui';
import banner1 from './assets/banner-1.svg';
import banner2 from './assets/banner-2.svg';
import logo from './assets/logo.svg';
import logoAr from './assets/logo-ar.svg';
import { site } from './brand';
import { tokens } from './tokens';

export const brand: BrandConfig = {
  ...site,
  theme: createTheme(tokens),
  logo: { src: { en: logo, ar: logoAr }, alt: site.displayName },
  banners: [
    { id: 'care', src: banner1, alt: { en: 'Care close to home', ar: 'رعاية قريبة من منزلك' } },
    { id: 'booking', src: banner2, alt: { en: 'Book appointments online', ar: 'احجز مواعيدك عبر الإنترنت' } },
  ],
};
`,
    'src/assets/logo.svg': logo(name, initials, primary, false),
    'src/assets/logo-ar.svg': logo(nameAr, initials, primary, true),
    'src/assets/banner-1.svg': banner(
      primary,
      dark,
      '<path d="M360 330h80v110h110v80H440v110h-80V520H250v-80h110z" fill="#fff" opacity=".85"/>',
    ),
    'src/assets/banner-2.svg': banner(
      primary,
      dark,
      '<g fill="#fff" opacity=".85"><rect x="250" y="300" width="300" height="280" rx="24"/></g>',
    ),
  };
  try {
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return dir;
}

function parseArgs(argv: string[]): NewBrand {
  const [key = '', ...rest] = argv;
  const flags = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 2) {
    const flag = rest[i] ?? '';
    if (!flag.startsWith('--')) throw new BrandError(`unexpected '${flag}'`);
    flags.set(flag.slice(2), rest[i + 1] ?? '');
  }
  return {
    key,
    name: flags.get('name') ?? '',
    nameAr: flags.get('name-ar') ?? '',
    primary: flags.get('primary') ?? '',
    facility: flags.get('facility') ?? '',
  };
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const started = Date.now();
  try {
    const dir = await createBrand(root, parseArgs(process.argv.slice(2)));
    console.info(
      `Wrote ${path.relative(root, dir)}; linking the new package (pnpm install --prefer-offline)`,
    );
    const install = spawnSync('pnpm', ['install', '--prefer-offline'], { cwd: root, stdio: 'inherit' });
    if (install.status !== 0) process.exit(install.status ?? 1);
    console.info(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s. Next: pnpm start (or pnpm --filter @portal/brand-${path.basename(dir)} dev); README, "For brand teams".`,
    );
  } catch (error) {
    if (!(error instanceof BrandError)) throw error;
    console.error(`pnpm new-brand: ${error.message}`);
    console.error(
      'Usage: pnpm new-brand <key> --name "..." --name-ar "..." --primary "#RRGGBB" --facility XX10',
    );
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
