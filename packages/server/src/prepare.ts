// Run by `pnpm install` (the root package's postinstall): makes ahead what a first start would
// otherwise make, the empty embedded database (db/pglite-template.ts). Never fails the install.
import { emptyDatabase, TEMPLATE_FILE } from './db/pglite-template';

try {
  const started = performance.now();
  await emptyDatabase();
  console.info(
    `Empty embedded database ready (${TEMPLATE_FILE}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.warn(
    `The empty embedded database was not made ahead (a first start makes it): ${(error as Error).message}`,
  );
}
