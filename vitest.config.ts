import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/{contract,ui,features}/src/**/*.test.{ts,tsx}',
            'brands/*.test.ts',
            'scripts/*.test.ts',
          ],
          environment: 'jsdom',
          setupFiles: [path.join(root, 'vitest.setup.ts')],
          // A screen test types and waits like a user. On a busy two-core machine the slowest (the
          // registration's calling codes, 5.8 s alone) took over 20 s: the limit only catches a hang.
          testTimeout: 30_000,
          // Every core: left to its default, vitest ran these files one at a time on a two-core
          // machine (355 s in a clean-clone CI run; 204 s on both cores).
          maxWorkers: '100%',
          // The files of a worker share their modules and their page: React, React Aria, the store
          // and the strings are imported once a worker, not once a file (383 s a run isolated, 206 s
          // shared, on two cores). vitest.setup.ts empties the page before each file; a file leaves
          // what else it changed as it found it (the language: changeLanguage('en') after an Arabic
          // test; stubs: vi.unstubAllGlobals; its renders: cleanup).
          isolate: false,
        },
      },
      {
        // After the brand builds: no brand's bytes in another brand's dist.
        test: { name: 'dist', include: ['brands/*.dist-test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          // Two files at a time, each with its own database: on two cores 105 s against 125 s one
          // at a time (an embedded database is about 0.8 GB; 2.4 GB at most in use beside the rest).
          pool: 'forks',
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // addon-vitest applies .storybook/preview and the addons' annotations (a11y) itself since
        // Storybook 10.3; a setup file calling setProjectAnnotations would switch that off.
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        // Every story's dependencies found up front: otherwise Vite meets the screen stories' (Redux,
        // i18next, the router) one file in, re-bundles them and reloads the page under the tests.
        optimizeDeps: { entries: ['packages/{ui,features}/src/**/*.stories.tsx'] },
        test: {
          name: 'storybook',
          // A play function types and waits like a user. On a loaded two-core machine the phone
          // field's calling-code list passed its 15 s (a CI run beside five other jobs): the limit
          // only catches a hang.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromium,
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                  '--no-first-run',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
