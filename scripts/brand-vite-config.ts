import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup, type UserConfig } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|ico|webmanifest)$/;

/** Compressed copies by the hash of what they compress: a file unchanged since a build costs a copy. */
const COMPRESSED_CACHE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../node_modules/.cache/portal-precompress',
);

const compressors = {
  gz: (content: Buffer) => promisify(gzip)(content, { level: 9 }),
  br: (content: Buffer) =>
    promisify(brotliCompress)(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
};

/** `file`.gz or .br: from the cache when this content was compressed before, else made and kept. */
async function writeCompressed(file: string, content: Buffer, hash: string, kind: keyof typeof compressors) {
  const cached = path.join(COMPRESSED_CACHE, `${hash}.${kind}`);
  try {
    await copyFile(cached, `${file}.${kind}`);
    return;
  } catch {
    // not compressed before
  }
  const compressed = await compressors[kind](content);
  await writeFile(`${file}.${kind}`, compressed);
  // Written aside then renamed: the brands build at once and may share a file.
  const aside = `${cached}.${process.pid}`;
  await writeFile(aside, compressed);
  await rename(aside, cached);
}

/**
 * Writes a .br and a .gz beside every text file of the build, once, at the highest levels; the
 * server sends them as they are (@fastify/static preCompressed) instead of compressing per request.
 * The files are compressed at once on zlib's threads (not one after another on the main thread),
 * and a file whose content was compressed by an earlier build (a chunk the change did not touch, the
 * other brand's copy of a shared file) reuses that result.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      await mkdir(COMPRESSED_CACHE, { recursive: true });
      await Promise.all(
        walk(outDir)
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const content = await readFile(file);
            const hash = createHash('sha256').update(content).digest('base64url');
            await Promise.all([
              writeCompressed(file, content, hash, 'gz'),
              writeCompressed(file, content, hash, 'br'),
            ]);
          }),
      );
    },
  };
}

/** The sign-in route's lazy modules: most visits start at /home/login (and / redirects there). */
const SIGN_IN_MODULES = [/\/layout\/PublicLayout\.tsx$/, /\/auth\/screens\/LoginScreen\.tsx$/];

/**
 * The signed-in landing's lazy modules: a page opened under /auth (a reload, a bookmark, the app
 * opened again) needs the signed-in routes and layout, and every sign-in lands on the dashboard,
 * which shows the complete-profile gate beside it.
 */
const SIGNED_IN_MODULES = [
  /\/app\/signedInRoutes\.tsx$/,
  /\/dashboard\/DashboardScreen\.tsx$/,
  /\/hospital\/CompleteProfileGate\.tsx$/,
];

/**
 * Which lazy chunks a page gets ahead, by the address it is opened at: /auth/... the signed-in
 * landing's, / and /home/... the sign-in route's; other pages (the valet mock-ups, an unknown
 * address) none. A tiny inline script in index.html adds their modulepreload links (the chunks and
 * what they import) before the entry runs, so the browser fetches them alongside the entry, all in
 * one round trip, and a signed-in page never fetches the login code. The server allows this one
 * script by its hash in the Content-Security-Policy (packages/server/src/http/static.ts).
 */
function preloadByPath(): Plugin {
  return {
    name: 'portal-preload-by-path',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (patterns: readonly RegExp[]) => {
          const wanted = new Set<string>();
          const add = (chunk: Rollup.OutputChunk) => {
            if (wanted.has(chunk.fileName)) return;
            wanted.add(chunk.fileName);
            for (const name of chunk.imports) {
              const dep = byName.get(name);
              if (dep) add(dep);
            }
          };
          for (const pattern of patterns) {
            const chunk = chunks.find((c) => c.facadeModuleId && pattern.test(c.facadeModuleId));
            if (!chunk) throw new Error(`No chunk for ${pattern}: a preloaded route must stay a lazy chunk`);
            add(chunk);
          }
          // What index.html loads already (the entry and its imports) is left out.
          return [...wanted].filter((file) => !html.includes(`/${file}"`)).map((file) => `/${file}`);
        };
        const lists = JSON.stringify([closure(SIGNED_IN_MODULES), closure(SIGN_IN_MODULES)]);
        const script =
          `(function(){var p=location.pathname.toLowerCase(),l=${lists},` +
          'f=/^\\/auth(\\/|$)/.test(p)?l[0]:/^\\/(home(\\/|$)|$)/.test(p)?l[1]:[];' +
          "f.forEach(function(h){var e=document.createElement('link');e.rel='modulepreload';" +
          "e.crossOrigin='';e.href=h;document.head.appendChild(e)})})()";
        // Before the stylesheet: an inline script waits for the style sheets above it to load.
        const entry = html.indexOf('<script type="module"');
        if (entry === -1) throw new Error('index.html has no entry script');
        return `${html.slice(0, entry)}<script>${script}</script>\n    ${html.slice(entry)}`;
      },
    },
  };
}

/**
 * The design-system parts the sign-in form shows. The ui package's index re-exports every part, so
 * the bundler does not count a part as a dependency of the screens that import it from there: they
 * are named here to go in the sign-in chunk with the rest.
 */
const SIGN_IN_UI =
  /packages[\\/]ui[\\/]src[\\/](Button|Card|Heading|Link|PasswordField|PhoneField[\\/](Flag|PhoneField|countries)|Spinner|Stack|Text|TextField|VisuallyHidden|Toast|internal[\\/](IconButton|field\.styles|focusRing|icons))[.\\/]/;

/**
 * Two chunks for the sign-in route's first load, read from the module graph once the build has it:
 * 'signin-start', what the entry imports (React, the store, i18n, the shell), and 'signin', what the
 * sign-in route's lazy screens (SIGN_IN_MODULES) import besides, with the ui parts (SIGN_IN_UI); the
 * bundler adds what those modules use in turn (includeDependenciesRecursively). Left to itself it
 * cut them into 24 files by which lazy screens share each module, and the first load fetched them
 * in waves of six over HTTP/1.1 (the form showed after about 4.6 s under Lighthouse's slow 4G).
 * Five files (the two, the runtime, the two screens) come in one wave. Two rather than one: the
 * browser runs a chunk's code in one task, and the screens' part runs when the router asks for
 * them, a task after the entry's (tests/e2e/sign-in-speed.spec.ts: the longest start-up task
 * measured 3.9-6.8 reference tasks with one chunk, 2.7-5.9 with two; a noisy machine). Every
 * signed-in page loads all of it too.
 */
function signInChunks(): {
  plugin: Plugin;
  start: (id: string) => boolean;
  screens: (id: string) => boolean;
} {
  const start = new Set<string>();
  const screens = new Set<string>();
  const plugin: Plugin = {
    name: 'portal-sign-in-chunks',
    apply: 'build',
    buildEnd() {
      start.clear();
      screens.clear();
      const ids = [...this.getModuleIds()];
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const lazy = ids.filter((id) => SIGN_IN_MODULES.some((pattern) => pattern.test(id)));
      if (entries.length !== 1 || lazy.length !== SIGN_IN_MODULES.length) {
        throw new Error(
          `The sign-in chunks want one entry and the sign-in screens: ${[...entries, ...lazy]}`,
        );
      }
      const imports = (roots: string[], into: Set<string>) => {
        for (const id of roots) for (const dep of this.getModuleInfo(id)?.importedIds ?? []) into.add(dep);
        for (const id of [...entries, ...lazy]) into.delete(id);
      };
      imports(entries, start);
      imports(lazy, screens);
    },
  };
  return {
    plugin,
    start: (id) => start.has(id),
    screens: (id) => screens.has(id) || SIGN_IN_UI.test(id),
  };
}

/** The one Vite configuration every brand app shares; a brand folder holds only its config and assets. */
export function brandViteConfig(root: string): UserConfig {
  const signIn = signInChunks();
  const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';
  return defineConfig({
    root,
    plugins: [
      // React Aria ships its built-in labels in 34 languages; the portal speaks English and Arabic.
      optimizeLocales.vite({ locales: ['en', 'ar'] }),
      react(),
      signIn.plugin,
      preloadByPath(),
      precompress(),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      manifest: true,
      sourcemap: false,
      target: 'es2022',
      // Logos and banners stay files: index.html already paints the logo from its file, and a
      // picture inlined as base64 would weigh on the sign-in's first-load JavaScript (the clean-clone
      // build inlined the 3 kB logo: +0.5 kB gzip, over the ceiling).
      assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
      rolldownOptions: {
        output: {
          codeSplitting: {
            // The entry's part first: a module both use goes there.
            groups: [
              { name: 'signin-start', test: signIn.start, priority: 2 },
              { name: 'signin', test: signIn.screens, priority: 1 },
            ],
          },
        },
      },
    },
    server: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  });
}
