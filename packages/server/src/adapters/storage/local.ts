import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './port';

/**
 * Files in a folder of this machine (by default `files` in the data directory): one server, or
 * several that share the folder. Only the owner may read the folder and its files.
 */
export class LocalFileStorage implements FileStorage {
  readonly name = 'local';

  constructor(private readonly dir: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.dir, key);
  }

  async put(key: string, content: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    // Written beside, then renamed: a reader never sees half a file.
    const partial = path.join(this.dir, `.${randomUUID()}.partial`);
    try {
      await writeFile(partial, content, { mode: 0o600, flag: 'wx' });
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
