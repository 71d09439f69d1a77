// What `pnpm start` compares to know whether something must be made again (the brand builds in
// start.mjs, the server's bundle in server.mjs).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * A hash of the path, size and modification time of every file under `inputs` (paths from `root`),
 * skipping folders named in `skip`.
 */
export function fingerprint(root, inputs, skip) {
  const hash = createHash('sha256');
  const visit = (file) => {
    if (!existsSync(file)) return;
    const stat = statSync(file);
    if (stat.isDirectory()) {
      for (const name of readdirSync(file).sort()) if (!skip.has(name)) visit(path.join(file, name));
    } else {
      hash.update(`${path.relative(root, file)}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  for (const input of inputs) visit(path.join(root, input));
  return hash.digest('hex');
}
