import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { importEdges, landingChunks } from './landing-chunks';

/** A module of the made-up graph: its code (after the build's transforms) and its imports. */
interface FakeModule {
  code: string;
  imports?: string[];
  lazy?: string[];
  entry?: boolean;
}

const F = '/repo/packages/features/src';
const UI = '/repo/packages/ui/src';

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
        dynamicallyImportedIds: module.lazy ?? [],
        importers: importers(id, 'imports'),
        dynamicImporters: importers(id, 'lazy'),
      };
    },
    // Specifiers in the made-up code are the module ids themselves, or '@portal/ui'.
    resolve: async (spec: string) => ({ id: spec === '@portal/ui' ? `${UI}/index.ts` : spec }),
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
