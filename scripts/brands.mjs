// The brands are the folders under brands/ with a src/brand.ts: nothing else lists them.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Brand keys (folder names), sorted: the first brand is the default (port PORT, English runs). */
export function brandKeys(root) {
  const dir = path.join(root, 'brands');
  return readdirSync(dir)
    .filter((name) => existsSync(path.join(dir, name, 'src', 'brand.ts')))
    .sort();
}
