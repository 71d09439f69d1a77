/**
 * The import rules of the feature package (CONTRIBUTING.md, "Where things go"), checked by
 * `pnpm lint`. A feature folder of packages/features/src imports its own files, the core folders
 * (shared, api, i18n, store, brand, preferences, test-utils) and another feature's public face only:
 * its paths.ts (addresses) and state.ts (what its screens take as location state), never its other
 * files; app/ and layout/ are the shell that composes the features. Imports that broke a
 * rule before the rule existed are listed in .dependency-cruiser-known-violations.json: that list
 * may only shrink (`pnpm lint:imports:baseline` after moving code out of it), never grow.
 */
const src = '^packages/features/src';
const core = `${src}/(shared|api|i18n|store|brand|preferences|test-utils)/`;
const shell = `${src}/(app|layout)/`;
const publicFace = `${src}/[^/]+/(paths|state)\\.ts$`;

module.exports = {
  forbidden: [
    {
      name: 'feature-imports-feature',
      comment:
        "A feature uses another feature's code only through shared/ (or its paths.ts and state.ts): move what both need to shared/, or compose them in app/.",
      severity: 'error',
      from: { path: `${src}/([^/]+)/`, pathNot: [core, shell] },
      to: {
        path: `${src}/[^/]+/`,
        pathNot: [`${src}/$1/`, core, publicFace],
      },
    },
    {
      name: 'core-imports-feature',
      comment: 'shared/, api/, i18n/, store/ and the other core folders serve every feature and know none.',
      severity: 'error',
      from: { path: core, pathNot: `${src}/test-utils/` },
      to: { path: `${src}/[^/]+/`, pathNot: [core] },
    },
    {
      name: 'no-circular',
      comment: 'Modules of the portal that import each other, directly or around a circle.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.tsbuild', '/dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
