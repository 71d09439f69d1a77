import { describe, expect, it } from 'vitest';
import { publicFeatures } from './routes';
import { menu, signedInFeatures } from './signedInRoutes';
import { standaloneFeatures } from './standaloneRoutes';

const features = [...publicFeatures, ...standaloneFeatures, ...signedInFeatures];

/** Every feature's addresses: the paths.ts files, as tests/e2e/every-route.spec.ts reads them. */
const addressFiles = import.meta.glob<Record<string, Record<string, string>>>('../*/paths.ts', {
  eager: true,
});
const addresses = Object.values(addressFiles).flatMap((module) =>
  Object.values(module).flatMap((paths) => Object.values(paths)),
);

const routesOf = (kinds: readonly ('signedOut' | 'open' | 'signedIn' | 'standalone')[]) =>
  features.flatMap((feature) => kinds.flatMap((kind) => feature[kind] ?? []));

describe('the features composed in app/routes.tsx and app/signedInRoutes.tsx', () => {
  const routes = routesOf(['signedOut', 'open', 'signedIn', 'standalone']);

  it('route every address of the features’ paths.ts once, and only those', () => {
    // every-route.spec visits the addresses of the paths.ts files: a route missing there goes unchecked.
    expect(addresses.length).toBeGreaterThan(15);
    expect(routes.map((route) => route.path).sort()).toEqual([...addresses].sort());
  });

  it('list visitors’ features in app/routes.tsx and signed-in ones in app/signedInRoutes.tsx', () => {
    // The sign-in page loads app/routes.tsx only: a signed-in screen listed there would grow it.
    for (const feature of publicFeatures)
      expect([...(feature.signedIn ?? []), ...(feature.menu ?? [])]).toEqual([]);
    for (const feature of signedInFeatures)
      expect([...(feature.signedOut ?? []), ...(feature.open ?? []), ...(feature.standalone ?? [])]).toEqual(
        [],
      );
  });

  it('put /home addresses in the public layout and /auth ones in the signed-in layout', () => {
    for (const route of routesOf(['signedOut', 'open'])) expect(route.path).toMatch(/^\/home\//);
    for (const route of routesOf(['signedIn'])) expect(route.path).toMatch(/^\/auth\//);
    // Standalone pages (the valet mock-ups) have their own top-level addresses.
    for (const route of routesOf(['standalone'])) expect(route.path).not.toMatch(/^\/(home|auth)\//i);
  });

  it('give each side menu entry a signed-in screen of the same feature', () => {
    for (const feature of features) {
      const own = new Set((feature.signedIn ?? []).map((route) => route.path));
      for (const item of feature.menu ?? []) if ('path' in item) expect(own).toContain(item.path);
    }
    const signedIn = new Set(routesOf(['signedIn']).map((route) => route.path));
    for (const item of menu)
      for (const also of 'path' in item ? (item.also ?? []) : []) expect(signedIn).toContain(also);
  });
});
