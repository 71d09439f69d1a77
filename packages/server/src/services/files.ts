import { createHash, randomUUID } from 'node:crypto';
import { ProfilePath, UPLOAD_CONTENT_TYPES, type UploadExtension } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../adapters/storage/port';
import type { AppDb } from '../db/index';
import { userFiles } from '../db/schema';

/** Where a stored file is fetched (GET /user/getdocument), relative to the API base (the client adds '/api'). */
export function fileUrlOf(fileName: string): string {
  return `${ProfilePath.getDocument}?fileName=${encodeURIComponent(fileName)}`;
}

/** A file checked by name and content, about to be stored. */
export interface CheckedFile {
  extension: UploadExtension;
  content: Buffer;
}

/** What a user_files row records about a stored file. */
export interface StoredFile {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
}

/**
 * Puts a file in the storage under a new random name, then lets `record` write its row (and remove
 * the rows it replaces, answering their storage keys). The replaced files are removed from the
 * storage once recorded; when recording fails the new file is removed again.
 */
export async function storeFile(
  storage: FileStorage,
  log: FastifyBaseLogger,
  file: CheckedFile,
  record: (stored: StoredFile) => Promise<string[]>,
): Promise<StoredFile> {
  const stored: StoredFile = {
    fileName: `${randomUUID()}.${file.extension}`,
    contentType: UPLOAD_CONTENT_TYPES[file.extension],
    sizeBytes: file.content.length,
    sha256: createHash('sha256').update(file.content).digest('hex'),
  };
  await storage.put(stored.fileName, file.content, stored.contentType);
  let replaced: string[];
  try {
    replaced = await record(stored);
  } catch (error) {
    await discardFiles(storage, log, [stored.fileName]);
    throw error;
  }
  await discardFiles(storage, log, replaced);
  return stored;
}

/**
 * Removes files whose rows are gone. A failure is logged (with the key, never whose file it is)
 * and not thrown: the row is what makes a file reachable, and it no longer exists.
 */
export async function discardFiles(storage: FileStorage, log: FastifyBaseLogger, keys: string[]) {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      log.error({ err: error, key }, 'a stored file could not be removed');
    }
  }
}

/** The row of a stored file by its storage key. */
export async function findFile(db: AppDb, fileName: string) {
  const [file] = await db.select().from(userFiles).where(eq(userFiles.fileName, fileName));
  return file;
}
