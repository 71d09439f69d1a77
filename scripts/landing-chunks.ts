// The signed-in landing's chunks, worked out from the module graph (scripts/brand-vite-config.ts
// puts them in the brand build's code-splitting groups).
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { LANDING_CALLS_MODULE, SIGN_IN_MODULES, SIGNED_IN_ROUTE_MODULES } from './first-load.mjs';

const REEXPORT = /export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"];?/g;
const STAR_REEXPORT = /export\s*\*\s*from\s*['"]([^'"]+)['"];?/g;
const NAMED_IMPORT = /import\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const SIDE_EFFECT_IMPORT = /import\s*['"][^'"]+['"];?/g;
/**
 * The names of an import or export list (`a, b as c`): of an import list the names imported (`b`),
 * of an export list the names exported (`c`).
 */
const listedNames = (list: string, side: 'imported' | 'exported') =>
  list
    .split(',')
    .map((part) => {
      const [name = '', alias] = part.trim().split(/\s+as\s+/);
      return (side === 'exported' ? (alias ?? name) : name).trim();
    })
    .filter((name) => name && !name.startsWith('type '));

/**
 * Each module's static imports as the bundler keeps them: an import of a barrel (a module of
 * re-exports only, named like @portal/ui's index or `export *` like @portal/contract's) leads to the
 * modules of the names imported, through barrels of barrels (ui's index names the theme's), not to
 * every module the barrel names (the sign-in, which imports a few parts from @portal/ui, would
 * otherwise seem to need the whole design system, and every visit the whole contract). A barrel
 * imported any other way keeps all its imports.
 */
export async function importEdges(context: Rollup.PluginContext, ids: readonly string[]) {
  // Asked of the bundler once per specifier and folder (a folder's modules resolve a specifier
  // alike), all at once: one after the other, its ~1,800 answers took 0.7 s of a 4 s brand build.
  const resolved = new Map<string, Promise<string | undefined>>();
  const resolve = (spec: string, from: string) => {
    const key = `${path.dirname(from)}\0${spec}`;
    let id = resolved.get(key);
    if (!id) {
      id = context.resolve(spec, from).then((found) => found?.id);
      resolved.set(key, id);
    }
    return id;
  };
  const barrels = new Map<string, { names: Map<string, string>; always: string[] }>();
  await Promise.all(
    ids.map(async (id) => {
      const code = context.getModuleInfo(id)?.code;
      if (!code?.includes('export')) return;
      const rest = code
        .replace(REEXPORT, '')
        .replace(STAR_REEXPORT, '')
        .replace(SIDE_EFFECT_IMPORT, '')
        .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
        .trim();
      if (rest !== '') return;
      const names = new Map<string, string>();
      const lists = await Promise.all(
        [...code.matchAll(REEXPORT)].map(async ([, list = '', spec = '']) => ({
          list,
          target: await resolve(spec, id),
        })),
      );
      for (const { list, target } of lists)
        if (target) for (const name of listedNames(list, 'exported')) names.set(name, target);
      const stars = await Promise.all(
        [...code.matchAll(STAR_REEXPORT)].map(([, spec = '']) => resolve(spec, id)),
      );
      for (const target of stars) {
        if (!target) continue;
        for (const name of context.getModuleInfo(target)?.exports ?? [])
          if (name !== 'default' && !names.has(name)) names.set(name, target);
      }
      const targets = new Set(names.values());
      const always = (context.getModuleInfo(id)?.importedIds ?? []).filter((dep) => !targets.has(dep));
      barrels.set(id, { names, always });
    }),
  );
  const edges = new Map<string, string[]>();
  await Promise.all(
    ids.map(async (id) => {
      const module = context.getModuleInfo(id);
      const imported = module?.importedIds ?? [];
      if (!module?.code || !imported.some((dep) => barrels.has(dep))) {
        edges.set(id, [...imported]);
        return;
      }
      const lists = await Promise.all(
        [...module.code.matchAll(NAMED_IMPORT)].map(async ([, list = '', spec = '']) => ({
          list,
          target: await resolve(spec, id),
        })),
      );
      const used = new Map<string, Set<string>>();
      for (const { list, target } of lists) {
        if (!target || !barrels.has(target)) continue;
        const names = used.get(target) ?? new Set<string>();
        for (const name of listedNames(list, 'imported')) names.add(name);
        used.set(target, names);
      }
      const out = new Set<string>();
      for (const dep of imported) {
        const barrel = barrels.get(dep);
        const names = used.get(dep);
        if (!barrel || !names) {
          out.add(dep);
          continue;
        }
        for (const always of barrel.always) out.add(always);
        for (const name of names) {
          // Through barrels of barrels, to the module that has it.
          let at = dep;
          let target = barrel.names.get(name);
          while (target && barrels.has(target)) {
            const next = barrels.get(target);
            for (const always of next?.always ?? []) out.add(always);
            at = target;
            target = next?.names.get(name);
          }
          out.add(target ?? at);
        }
      }
      edges.set(id, [...out]);
    }),
  );
  return edges;
}

/**
 * The signed-in landing (the signed-in routes and layout, the dashboard, the profile gate) in two
 * chunks where the bundler cut it into ~40: a page opened under /auth fetched 59 files, six at a
 * time, a round trip each (562 ms on Lighthouse's slow 4G). Left out of them is what the landing
 * shares with pages opened without it: what every visit loads (the entry, the start-up parts, the
 * sign-in route) and what a public page loads (registration's dialogs and pickers, the valet
 * mock-ups), which stay in the bundler's chunks, so no such page fetches the dashboard.
 * - landingCalls: the early calls (app/landingPrefetch.ts) and the features' API slices they use,
 *   imported before the app renders: apart, so that import does not run the whole landing's code.
 * - landing: the rest, which only the signed-in pages use.
 * The other signed-in screens import what they share with the landing from these chunks, which
 * every signed-in page has already loaded (index.html preloads them under /auth). Worked out from
 * the module graph once it is built (`test` is asked at chunking time, after that); each set is
 * closed under its imports but for what it leaves out, so no two chunks import each other.
 */
export function landingChunks() {
  const sets = { calls: new Set<string>(), landing: new Set<string>() };
  const plugin: Plugin = {
    name: 'portal-landing-chunks',
    apply: 'build',
    async buildEnd() {
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const edges = await importEdges(this, ids);
      const closure = (roots: Iterable<string>) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of edges.get(id) ?? []) visit(next);
        };
        for (const id of roots) visit(id);
        return seen;
      };
      const posix = (id: string) => id.split(path.sep).join('/');
      const matching = (patterns: readonly RegExp[]) =>
        ids.filter((id) => patterns.some((pattern) => pattern.test(posix(id))));
      const everyVisit = closure([...ids.filter((id) => info(id)?.isEntry), ...matching(SIGN_IN_MODULES)]);
      // What the app loads lazily without going through the signed-in landing (registration,
      // password reset, the valet mock-ups, their dialogs): pages opened without it.
      const landingModules = new Set(matching(SIGNED_IN_ROUTE_MODULES));
      const outside = new Set<string>();
      const lazyOutside: string[] = [];
      const reach = (id: string) => {
        if (outside.has(id) || landingModules.has(id)) return;
        outside.add(id);
        for (const next of edges.get(id) ?? []) reach(next);
        for (const next of info(id)?.dynamicallyImportedIds ?? []) {
          if (!landingModules.has(next)) lazyOutside.push(next);
          reach(next);
        }
      };
      for (const id of ids) if (info(id)?.isEntry) reach(id);
      const elsewhere = closure(lazyOutside);
      const calls = closure(matching([LANDING_CALLS_MODULE]));
      const routes = SIGNED_IN_ROUTE_MODULES.filter((pattern) => pattern !== LANDING_CALLS_MODULE);
      for (const set of Object.values(sets)) set.clear();
      // A module imported lazily keeps a chunk of its own (the bundler's code for one taken into a
      // group referred to an export the group's chunk did not have).
      const lazy = (id: string) => (info(id)?.dynamicImporters.length ?? 0) > 0;
      const grouped = (id: string) => !everyVisit.has(id) && !elsewhere.has(id) && !lazy(id);
      for (const id of calls) if (grouped(id)) sets.calls.add(id);
      for (const id of closure(matching(routes))) if (grouped(id) && !calls.has(id)) sets.landing.add(id);
    },
  };
  const group = (name: string, set: Set<string>) => ({
    name,
    test: (id: string) => set.has(id),
    // The set is already closed under its imports but for what it leaves out on purpose; the
    // bundler's default would pull that in (and with it what the sign-in loads).
    includeDependenciesRecursively: false,
  });
  return {
    plugin,
    groups: [group('landingCalls', sets.calls), group('landing', sets.landing)],
  };
}
