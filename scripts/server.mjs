#!/usr/bin/env node
// Runs the API server (packages/server/src/main.ts) from one bundled file: its TypeScript and the
// workspace packages it imports, bundled by esbuild into packages/server/dist/main.mjs when a source
// changed since the last bundle (about 0.3 s), then imported in this process. The npm packages stay
// outside the bundle, loaded by Node as they are. Run through tsx's loader, the same server took
// about 1.5 s longer to load, every start (each of its modules resolved and loaded through the
// loader's thread); the brands' own TypeScript, found at start, still goes through tsx
// (server brands.ts, importTypeScript). Stack traces name the TypeScript sources (source map).
// `pnpm start`, the journeys and the bench all start the server this way.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fingerprint } from './fingerprint.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = path.join(root, 'packages/server/src/main.ts');
/** Three folders under the root, as src/config.ts is: REPO_ROOT comes out the same. */
const BUNDLE = path.join(root, 'packages/server/dist/main.mjs');
const STAMP = path.join(root, 'node_modules/.cache/portal-server.json');
/** What the bundle is made of: the server's and the contract's sources, and the installed packages. */
const INPUTS = [
  'packages/server/src',
  'packages/contract/src',
  'pnpm-lock.yaml',
  'scripts/server.mjs',
  'scripts/fingerprint.mjs',
];
const NOT_INPUTS = new Set(['test', 'node_modules']);

function bundled(inputs) {
  try {
    return existsSync(BUNDLE) && JSON.parse(readFileSync(STAMP, 'utf8')).inputs === inputs;
  } catch {
    return false;
  }
}

async function bundle(inputs) {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [ENTRY],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    write: false,
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-packages-outside',
        setup(builder) {
          // A bare import is an npm package unless it is one of the workspace's (TypeScript sources).
          builder.onResolve({ filter: /^[^./]/ }, ({ path: name }) =>
            name.startsWith('@portal/') ? undefined : { external: true },
          );
        },
      },
    ],
  });
  mkdirSync(path.dirname(BUNDLE), { recursive: true });
  // Written aside and renamed: two servers starting at once (the bench's pair) never read half a file.
  for (const file of result.outputFiles) {
    const aside = `${file.path}.${process.pid}`;
    writeFileSync(aside, file.contents);
    renameSync(aside, file.path);
  }
  mkdirSync(path.dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, `${JSON.stringify({ inputs })}\n`);
}

const inputs = fingerprint(root, INPUTS, NOT_INPUTS);
if (!bundled(inputs)) await bundle(inputs);
process.setSourceMapsEnabled(true);
await import(pathToFileURL(BUNDLE).href);
