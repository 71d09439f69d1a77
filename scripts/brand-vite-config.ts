import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

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

/** The one Vite configuration every brand app shares; a brand folder holds only its config and assets. */
export function brandViteConfig(root: string): UserConfig {
  const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';
  return defineConfig({
    root,
    plugins: [react(), precompress()],
    build: { outDir: 'dist', emptyOutDir: true, manifest: true, sourcemap: false, target: 'es2022' },
    server: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  });
}
