import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { importEdges, landingChunks } from './landing-chunks';

/** A module of the made-up graph: its code (after the build's transforms) and its imports. */
interface FakeModule {
  code: string;
  imports?: string[];
  lazy?: string[];
  entry?: boolean;
  /** The names it exports (the bundler's `exports`): an `export *` barrel names these. */
  exports?: string[];
}

const F = '/repo/packages/features/src';
const UI = '/repo/packages/ui/src';
const C = '/repo/packages/contract/src';

/**
 * A plugin context over a made-up module graph: the entry, the start-up store, the sign-in screen,
 * the signed-in routes with the dashboard and the early calls, a registration screen, and a barrel
 * (the design system's index) that each of them imports a part of by name.
 */
function graph(modules: Record<string, FakeModule>) {
  const importers = (id: string, key: 'imports' | 'lazy') =>
    Object.keys(modules).filter((other) => modules[other]?.[key]?.includes(id));
  const context = {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id: string) => {
      const module = modules[id];
      if (!module) return null;
      return {
        id,
        code: module.code,
        isEntry: module.entry ?? false,
        importedIds: module.imports ?? [],
        exports: module.exports ?? [],
        dynamicallyImportedIds: module.lazy ?? [],
        importers: importers(id, 'imports'),
        dynamicImporters: importers(id, 'lazy'),
      };
    },
    // Specifiers in the made-up code are the module ids themselves, '@portal/ui' or '@portal/contract'.
    resolve: async (spec: string) => ({
      id: spec === '@portal/ui' ? `${UI}/index.ts` : spec === '@portal/contract' ? `${C}/index.ts` : spec,
    }),
  };
  return context as unknown as Rollup.PluginContext;
}

const barrel: FakeModule = {
  code: [
    `import '${UI}/styled.ts';`,
    `export { Button } from '${UI}/Button.tsx';`,
    `export { Carousel, Slide as CarouselSlide } from '${UI}/Carousel.tsx';`,
    `export { Dialog } from '${UI}/Dialog.tsx';`,
  ].join('\n'),
  imports: [`${UI}/styled.ts`, `${UI}/Button.tsx`, `${UI}/Carousel.tsx`, `${UI}/Dialog.tsx`],
};

const modules: Record<string, FakeModule> = {
  '/repo/brands/colab/src/main.tsx': {
    entry: true,
    code: `import { Button } from '@portal/ui';`,
    imports: [`${UI}/index.ts`],
    lazy: [`${F}/app/runtime.ts`, `${F}/auth/screens/LoginScreen.tsx`, `${F}/app/signedInRoutes.tsx`],
  },
  [`${UI}/index.ts`]: barrel,
  [`${UI}/styled.ts`]: { code: 'export const theme = 1;' },
  [`${UI}/Button.tsx`]: { code: 'export const Button = 1;' },
  [`${UI}/Carousel.tsx`]: { code: 'export const Carousel = 1;', imports: [`${UI}/Track.tsx`] },
  [`${UI}/Track.tsx`]: { code: 'export const Track = 1;' },
  [`${UI}/Dialog.tsx`]: { code: 'export const Dialog = 1;' },
  [`${F}/app/runtime.ts`]: {
    code: 'export const store = 1;',
    imports: [`${F}/store/store.ts`],
    lazy: [`${F}/app/landingPrefetch.ts`],
  },
  [`${F}/store/store.ts`]: { code: 'export const x = 1;' },
  [`${F}/auth/screens/LoginScreen.tsx`]: {
    code: `import { Button } from '@portal/ui';`,
    imports: [`${UI}/index.ts`],
    lazy: [`${F}/registration/RegisterScreen.tsx`],
  },
  [`${F}/registration/RegisterScreen.tsx`]: {
    code: `import { Dialog } from '@portal/ui';`,
    imports: [`${UI}/index.ts`, `${F}/shared/format.ts`],
  },
  [`${F}/shared/format.ts`]: { code: 'export const format = 1;' },
  [`${F}/app/signedInRoutes.tsx`]: {
    code: 'export const routes = 1;',
    imports: [`${F}/layout/AuthLayout.tsx`],
    lazy: [`${F}/dashboard/DashboardScreen.tsx`],
  },
  [`${F}/layout/AuthLayout.tsx`]: { code: 'export const Layout = 1;', imports: [`${F}/store/store.ts`] },
  [`${F}/dashboard/DashboardScreen.tsx`]: {
    code: `import { CarouselSlide, Dialog } from '@portal/ui';`,
    imports: [`${UI}/index.ts`, `${F}/dashboard/Banners.tsx`, `${F}/shared/format.ts`],
  },
  [`${F}/dashboard/Banners.tsx`]: { code: 'export const Banners = 1;', imports: [`${F}/content/api.ts`] },
  [`${F}/app/landingPrefetch.ts`]: { code: 'export const prefetch = 1;', imports: [`${F}/content/api.ts`] },
  [`${F}/content/api.ts`]: { code: 'export const api = 1;' },
};

describe('importEdges', () => {
  it('follows an import of a barrel to the modules of the names imported, and its own imports', async () => {
    const context = graph(modules);
    const edges = await importEdges(context, Object.keys(modules));
    expect(edges.get('/repo/brands/colab/src/main.tsx')?.sort()).toEqual([
      `${UI}/Button.tsx`,
      `${UI}/styled.ts`,
    ]);
    // `Slide as CarouselSlide` in the barrel: the name exported is the one imported.
    expect(edges.get(`${F}/dashboard/DashboardScreen.tsx`)?.sort()).toEqual(
      [
        `${UI}/Carousel.tsx`,
        `${UI}/Dialog.tsx`,
        `${UI}/styled.ts`,
        `${F}/dashboard/Banners.tsx`,
        `${F}/shared/format.ts`,
      ].sort(),
    );
  });

  it('keeps every import of a barrel imported as a whole', async () => {
    const whole = {
      ...modules,
      [`${F}/layout/AuthLayout.tsx`]: {
        code: `import * as ui from '@portal/ui';`,
        imports: [`${UI}/index.ts`],
      },
    };
    const edges = await importEdges(graph(whole), Object.keys(whole));
    expect(edges.get(`${F}/layout/AuthLayout.tsx`)).toEqual([`${UI}/index.ts`]);
  });
});

/**
 * The contract's barrel (`export *` of each module) and the design system's theme barrel named by
 * its index: the sign-in imports a rule and a theme helper, the signed-in layout the inbox's roles
 * and `below`.
 */
const barrelsOfBarrels: Record<string, FakeModule> = {
  ...modules,
  [`${UI}/index.ts`]: {
    code: `${barrel.code}\nexport { below, createTheme } from '${UI}/theme/index.ts';`,
    imports: [...(barrel.imports ?? []), `${UI}/theme/index.ts`],
  },
  [`${UI}/theme/index.ts`]: {
    code: [
      `export { below } from '${UI}/theme/media.ts';`,
      `export { createTheme } from '${UI}/theme/createTheme.ts';`,
    ].join('\n'),
    imports: [`${UI}/theme/media.ts`, `${UI}/theme/createTheme.ts`],
  },
  [`${UI}/theme/media.ts`]: { code: 'export function below() {}', exports: ['below'] },
  [`${UI}/theme/createTheme.ts`]: { code: 'export function createTheme() {}', exports: ['createTheme'] },
  [`${C}/index.ts`]: {
    code: `export * from '${C}/auth.ts';\nexport * from '${C}/inbox.ts';`,
    imports: [`${C}/auth.ts`, `${C}/inbox.ts`],
  },
  [`${C}/auth.ts`]: { code: 'export const loginRequest = 1;', exports: ['loginRequest'] },
  [`${C}/inbox.ts`]: { code: 'export const INBOX_READ_ROLES = [2, 3];', exports: ['INBOX_READ_ROLES'] },
  '/repo/brands/colab/src/main.tsx': {
    ...modules['/repo/brands/colab/src/main.tsx'],
    code: `import { Button, createTheme } from '@portal/ui';`,
  } as FakeModule,
  [`${F}/auth/screens/LoginScreen.tsx`]: {
    ...modules[`${F}/auth/screens/LoginScreen.tsx`],
    code: `import { Button } from '@portal/ui';\nimport { loginRequest } from '@portal/contract';`,
    imports: [`${UI}/index.ts`, `${C}/index.ts`],
  } as FakeModule,
  [`${F}/layout/AuthLayout.tsx`]: {
    code: `import { below } from '@portal/ui';\nimport { INBOX_READ_ROLES } from '@portal/contract';`,
    imports: [`${F}/store/store.ts`, `${UI}/index.ts`, `${C}/index.ts`],
  },
};

describe('importEdges through barrels of barrels and export *', () => {
  it('follows a name through the barrels that pass it on, to the module that has it', async () => {
    const edges = await importEdges(graph(barrelsOfBarrels), Object.keys(barrelsOfBarrels));
    expect(edges.get(`${F}/layout/AuthLayout.tsx`)?.sort()).toEqual(
      [`${C}/inbox.ts`, `${F}/store/store.ts`, `${UI}/styled.ts`, `${UI}/theme/media.ts`].sort(),
    );
    expect(edges.get(`${F}/auth/screens/LoginScreen.tsx`)?.sort()).toEqual(
      [`${C}/auth.ts`, `${UI}/Button.tsx`, `${UI}/styled.ts`].sort(),
    );
  });
});

describe('landingChunks', () => {
  async function groupsOf(graphModules: Record<string, FakeModule>) {
    const { plugin, groups } = landingChunks();
    const buildEnd = plugin.buildEnd as (this: Rollup.PluginContext) => Promise<void>;
    await buildEnd.call(graph(graphModules));
    const [calls, landing] = groups;
    const members = (group: typeof calls) =>
      Object.keys(graphModules)
        .filter((id) => group?.test(id))
        .sort();
    return { calls: members(calls), landing: members(landing) };
  }

  it('groups what only the signed-in landing needs, and the early calls apart', async () => {
    const { calls, landing } = await groupsOf(modules);
    expect(landing).toEqual(
      [
        `${UI}/Carousel.tsx`,
        `${UI}/Track.tsx`,
        `${F}/dashboard/Banners.tsx`,
        `${F}/layout/AuthLayout.tsx`,
      ].sort(),
    );
    expect(calls).toEqual([`${F}/content/api.ts`]);
  });

  it('leaves out what a public page, the sign-in or the start-up needs, and the lazy modules themselves', async () => {
    const { landing, calls } = await groupsOf(modules);
    for (const id of [
      `${UI}/Dialog.tsx`, // registration's
      `${F}/shared/format.ts`, // registration's
      `${UI}/Button.tsx`, // the sign-in's
      `${F}/store/store.ts`, // the start-up's
      `${UI}/styled.ts`, // the sign-in's (the barrel's own import)
      `${F}/dashboard/DashboardScreen.tsx`, // lazy: a chunk of its own
      `${F}/app/signedInRoutes.tsx`,
      `${F}/app/landingPrefetch.ts`,
    ]) {
      expect(landing, id).not.toContain(id);
      expect(calls, id).not.toContain(id);
    }
  });

  it('groups what the landing takes from a barrel the sign-in imports other names of: no chunk of the bundler’s between the landing and its routes', async () => {
    // Left to the bundler, the inbox's roles went into the signed-in routes' chunk, which imports
    // the landing's: the landing's side menu read them before that chunk had run (undefined), and
    // showed a patient the staff inbox.
    const { landing } = await groupsOf(barrelsOfBarrels);
    expect(landing).toContain(`${C}/inbox.ts`);
    expect(landing).toContain(`${UI}/theme/media.ts`);
    expect(landing).not.toContain(`${C}/auth.ts`);
    expect(landing).not.toContain(`${UI}/theme/createTheme.ts`);
  });

  it('leaves a part out once a public page imports it too', async () => {
    const withPublicCarousel = {
      ...modules,
      [`${F}/registration/RegisterScreen.tsx`]: {
        code: `import { Dialog, Carousel } from '@portal/ui';`,
        imports: [`${UI}/index.ts`, `${F}/shared/format.ts`],
      },
    };
    const { landing } = await groupsOf(withPublicCarousel);
    expect(landing).toEqual([`${F}/dashboard/Banners.tsx`, `${F}/layout/AuthLayout.tsx`].sort());
  });
});
