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

/**
 * Adds modulepreload links for the sign-in route's lazy chunks (and what they import) to
 * index.html, so the browser fetches them alongside the entry instead of after it has run: one
 * round trip instead of two on the first visit.
 */
function preloadSignIn(): Plugin {
  return {
    name: 'portal-preload-sign-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const wanted = new Set<string>();
        const add = (chunk: Rollup.OutputChunk) => {
          if (wanted.has(chunk.fileName)) return;
          wanted.add(chunk.fileName);
          for (const name of chunk.imports) {
            const dep = byName.get(name);
            if (dep) add(dep);
          }
        };
        for (const pattern of SIGN_IN_MODULES) {
          const chunk = chunks.find((c) => c.facadeModuleId && pattern.test(c.facadeModuleId));
          if (!chunk) throw new Error(`No chunk for ${pattern}: the sign-in route must stay a lazy chunk`);
          add(chunk);
        }
        const links = [...wanted]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        return html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
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
 * One chunk for the sign-in route's first load: what the entry and the sign-in route's lazy screens
 * (SIGN_IN_MODULES) import, read from the module graph once the build has it; the bundler adds what
 * those modules use in turn (includeDependenciesRecursively), and SIGN_IN_UI the ui parts. Left to
 * itself the bundler cut them into 24 files by which lazy screens share each module, and the first
 * load fetched them in waves of six over HTTP/1.1 (the form showed after about 4.6 s under
 * Lighthouse's slow 4G); as one file they come in one round trip, 6.5 kB gzip lighter. Every
 * signed-in page loads all of it too. The lazy screens stay chunks of their own (a chunk per screen).
 */
function signInChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'portal-sign-in-chunk',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const roots = [...this.getModuleIds()].filter(
        (id) => this.getModuleInfo(id)?.isEntry || SIGN_IN_MODULES.some((pattern) => pattern.test(id)),
      );
      if (roots.length !== SIGN_IN_MODULES.length + 1) {
        throw new Error(
          `The sign-in chunk wants the entry and the sign-in screens, found ${roots.join(', ')}`,
        );
      }
      for (const id of roots) for (const dep of this.getModuleInfo(id)?.importedIds ?? []) modules.add(dep);
      for (const id of roots) modules.delete(id);
    },
  };
  return { plugin, test: (id) => modules.has(id) || SIGN_IN_UI.test(id) };
}

/** The one Vite configuration every brand app shares; a brand folder holds only its config and assets. */
export function brandViteConfig(root: string): UserConfig {
  const signIn = signInChunk();
  const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';
  return defineConfig({
    root,
    plugins: [
      // React Aria ships its built-in labels in 34 languages; the portal speaks English and Arabic.
      optimizeLocales.vite({ locales: ['en', 'ar'] }),
      react(),
      signIn.plugin,
      preloadSignIn(),
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
            groups: [{ name: 'signin', test: signIn.test }],
          },
        },
      },
    },
    server: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  });
}
