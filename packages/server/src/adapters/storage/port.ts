/**
 * Where uploaded files live (profile images, identity and insurance documents). The database keeps
 * who owns a file and what it is; the storage keeps its bytes under a key the server chose (a random
 * name and the extension), never a name a user sent.
 */
export interface FileStorage {
  readonly name: string;
  /** Writes the object, replacing one with the same key. */
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** The keys the server hands out: letters, digits, '-', '_' and one '.' before the extension. */
const STORAGE_KEY = /^[A-Za-z0-9_-]{1,128}\.[a-z0-9]{1,8}$/;

/** Refuses anything that is not a key the server made (a path, '..', an empty name). */
export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error('Not a storage key');
}
