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
 * The design-system parts the sign-in form shows, kept in one chunk. Each lazy screen shares a
 * different handful of them, and left alone the bundler cuts them into many small shared chunks
 * (49 files on the sign-in's first load). These are loaded on every visit anyway, so one chunk costs
 * no other page anything.
 */
const SIGN_IN_UI =
  /packages[\\/]ui[\\/]src[\\/](Button|Card|Heading|Link|PasswordField|PhoneField[\\/](Flag|PhoneField|countries)|Spinner|Stack|Text|TextField|VisuallyHidden|Toast|internal[\\/](IconButton|field\.styles|focusRing|icons))[.\\/]/;

/** The one Vite configuration every brand app shares; a brand folder holds only its config and assets. */
export function brandViteConfig(root: string): UserConfig {
  const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';
  return defineConfig({
    root,
    plugins: [
      // React Aria ships its built-in labels in 34 languages; the portal speaks English and Arabic.
      optimizeLocales.vite({ locales: ['en', 'ar'] }),
      react(),
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
            groups: [{ name: 'signin-ui', test: SIGN_IN_UI }],
          },
        },
      },
    },
    server: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  });
}
