import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup, type UserConfig } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|ico|webmanifest)$/;

/**
 * Writes a .br and a .gz beside every text file of the build, once, at the highest levels; the
 * server sends them as they are (@fastify/static preCompressed) instead of compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/** The sign-in route's lazy modules: most visits start at /home/login (and / redirects there). */
const SIGN_IN_MODULES = [/\/layout\/PublicLayout\.tsx$/, /\/auth\/screens\/LoginScreen\.tsx$/];

/** The signed-in part: everything under /auth, loaded once a session is there (app/routes.tsx). */
const SIGNED_IN_PART = /\/app\/signedInRoutes\.tsx$/;

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
 * One chunk for what the signed-in landing (SIGNED_IN_MODULES) imports and nothing before sign-in
 * uses, read from the module graph once the build has it. Left to itself the bundler cut it into
 * about 45 small files by which lazy screens share each module, and a page opened under /auth
 * fetched them in waves of six over HTTP/1.1. The lazy modules themselves stay chunks of their own
 * (a lazy chunk per screen), as does anything a screen loads lazily; what a page before sign-in
 * can load (the entry and every public page and dialog) stays where it is, so none of them loads
 * this chunk. Every signed-in page
 * loads it anyway: every sign-in lands on the dashboard, and every /auth page is in signedInRoutes.
 */
function signedInLandingChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const landing = new Set<string>();
  const plugin: Plugin = {
    name: 'portal-signed-in-landing-chunk',
    apply: 'build',
    buildEnd() {
      landing.clear();
      const ids = [...this.getModuleIds()];
      // Static imports; with `lazily`, dynamic ones too, but never into the signed-in part.
      const closure = (roots: string[], lazily = false) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          const info = this.getModuleInfo(id);
          for (const dep of info?.importedIds ?? []) visit(dep);
          if (!lazily) return;
          for (const dep of info?.dynamicallyImportedIds ?? []) if (!SIGNED_IN_PART.test(dep)) visit(dep);
        };
        for (const id of roots) visit(id);
        return seen;
      };
      const roots = ids.filter((id) => SIGNED_IN_MODULES.some((pattern) => pattern.test(id)));
      if (roots.length !== SIGNED_IN_MODULES.length)
        throw new Error(`Not one module each for ${SIGNED_IN_MODULES}`);
      // Everything a visitor can load before signing in: the entry and every page and dialog it
      // reaches without entering the signed-in part.
      const before = closure(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        true,
      );
      const lazy = (id: string) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
      for (const id of closure(roots)) {
        if (!before.has(id) && !lazy(id) && !SIGN_IN_UI.test(id)) landing.add(id);
      }
    },
  };
  return { plugin, test: (id) => landing.has(id) };
}

/** The one Vite configuration every brand app shares; a brand folder holds only its config and assets. */
/**
 * The design-system parts the sign-in form shows, kept in one chunk. Each lazy screen shares a
 * different handful of them, and left alone the bundler cuts them into many small shared chunks
 * (49 files on the sign-in's first load, each with its own imports and gzip overhead). These are
 * loaded on every visit anyway, so one chunk costs no other page anything.
 */
const SIGN_IN_UI =
  /packages[\\/]ui[\\/]src[\\/](Button|Card|Heading|Link|PasswordField|PhoneField[\\/](Flag|PhoneField|countries)|Spinner|Stack|Text|TextField|VisuallyHidden|Toast|internal[\\/](IconButton|field\.styles|focusRing|icons))[.\\/]/;

export function brandViteConfig(root: string): UserConfig {
  const signedInLanding = signedInLandingChunk();
  const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';
  return defineConfig({
    root,
    plugins: [
      // React Aria ships its built-in labels in 34 languages; the portal speaks English and Arabic.
      optimizeLocales.vite({ locales: ['en', 'ar'] }),
      react(),
      signedInLanding.plugin,
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
            groups: [
              { name: 'signin-ui', test: SIGN_IN_UI },
              // Its modules' imports outside it stay where they are (in the sign-in's chunks).
              { name: 'signed-in', test: signedInLanding.test, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
    server: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  });
}
