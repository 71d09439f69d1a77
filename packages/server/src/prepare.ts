// Run by `pnpm install` (the root package's postinstall): makes ahead what a first start would
// otherwise make, the new embedded database, migrated (db/pglite-template.ts). Never fails the install.
import { migratedDatabase, templateFile } from './db/pglite-template';

try {
  const started = performance.now();
  await migratedDatabase();
  console.info(
    `New embedded database ready (${templateFile()}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.warn(
    `The new embedded database was not made ahead (a first start makes it): ${(error as Error).message}`,
  );
}
