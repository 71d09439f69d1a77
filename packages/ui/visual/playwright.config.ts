import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const here = import.meta.dirname;
const root = path.resolve(here, '../../..');
const port = Number(process.env.VISUAL_PORT ?? 6107);

// No font of the machine decides a pixel: Chromium's font configuration sees only the DejaVu faces
// of a pinned npm package (the fallback for a glyph no bundled web font has), never /usr/share/fonts.
// Every face the design system draws is a bundled web font (fonts.ts); a machine with other fonts
// installed, or none, shoots the same screenshots; the rendering settings are set here too, not taken
// from the machine's /etc/fonts.
const fallbackFonts = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
const fontconfigDir = path.join(root, 'test-results/fontconfig');
mkdirSync(fontconfigDir, { recursive: true });
const fontconfigFile = path.join(fontconfigDir, 'fonts.conf');
writeFileSync(
  fontconfigFile,
  `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${fallbackFonts}</dir>
  <cachedir>${path.join(fontconfigDir, 'cache')}</cachedir>
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>true</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
    <edit name="lcdfilter" mode="assign"><const>lcddefault</const></edit>
    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
  </match>
</fontconfig>
`,
);

/**
 * Screenshots of every story of the Storybook build, in each brand (the first in English, the others in Arabic), against
 * the baselines in visual/__screenshots__. Builds nothing: run `pnpm build-storybook` first.
 */
export default defineConfig({
  testDir: here,
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // One retry in CI: a shot taken while a busy machine had not painted the story's last frame failed
  // stop 22 once (visual passed in the runs before and after it). A story that passes only on its
  // retry is listed as flaky at the end of `pnpm test` and counted as a failure in its tally, so it
  // is seen and fixed; a real change of the pixels fails both tries.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    // Tight: a per-pixel colour threshold of 0.05 (Playwright's default 0.2 lets a changed grey or a
    // moved hairline through) and at most 0.2 % of the pixels differing. Every run draws with the
    // same Debian Chromium, bundled fonts and flags, so the same story renders the same.
    toHaveScreenshot: {
      threshold: 0.05,
      maxDiffPixelRatio: 0.002,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  reporter: [['list'], ['json', { outputFile: path.join(root, 'test-results/visual.json') }]],
  outputDir: path.join(root, 'test-results/visual'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    // Stops the carousel's auto-rotation and skeleton shimmer, as for users who ask for less motion.
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-GB',
    timezoneId: 'Asia/Dubai',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      env: { ...process.env, FONTCONFIG_FILE: fontconfigFile },
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--font-render-hinting=none',
        '--disable-lcd-text',
      ],
    },
  },
  webServer: {
    command: `node ${path.join(here, 'serve.mjs')}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: { VISUAL_PORT: String(port) },
  },
});
