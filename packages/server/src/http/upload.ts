import fastifyMultipart from '@fastify/multipart';
import {
  contentMatchesExtension,
  fileExtension,
  isSafeFileName,
  RuleMessage,
  UPLOAD_MAX_BYTES,
  type UploadExtension,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CheckedFile } from '../services/files';
import { isBoundedDocx } from './docx';

/** How many text fields a plugin's uploads carry, and how long one may be (bytes). */
export interface UploadFieldLimits {
  fields: number;
  fieldSize: number;
}

/**
 * Multipart for the routes of one plugin: one file of at most 2,048,000 bytes and a few short
 * fields (4 of at most 1,024 bytes unless told). preservePath hands over the name as sent, so that
 * '../x.png' is refused, not shortened.
 */
export async function registerUploads(
  app: FastifyInstance,
  { fields, fieldSize }: UploadFieldLimits = { fields: 4, fieldSize: 1024 },
): Promise<void> {
  await app.register(fastifyMultipart, {
    preservePath: true,
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields, fieldSize, parts: fields + 1, headerPairs: 50 },
  });
}

export type UploadRead =
  | { ok: true; file: CheckedFile & { name: string }; fields: Record<string, string> }
  | { ok: false; reason: string; message: RuleMessage };

/**
 * Reads an upload (SECURITY.md uploads): the text fields, in any order around the file, and one file
 * whose name is bare and has an allowed extension, whose content is not empty and agrees with that
 * extension by its magic bytes (a docx is also a bounded zip), and which is at most 2,048,000 bytes.
 */
export async function readUpload(
  request: FastifyRequest,
  extensions: readonly UploadExtension[],
  formatError: RuleMessage,
): Promise<UploadRead> {
  if (!request.isMultipart())
    return { ok: false, reason: 'not_multipart', message: RuleMessage.allFieldsRequired };
  const fields: Record<string, string> = {};
  let file: (CheckedFile & { name: string }) | undefined;
  let refusal: UploadRead | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    const extension = fileExtension(part.filename);
    const allowed: readonly string[] = extensions;
    if (!isSafeFileName(part.filename) || extension === null || !allowed.includes(extension)) {
      part.file.resume();
      refusal = { ok: false, reason: 'file_name', message: formatError };
      continue;
    }
    let content: Buffer;
    try {
      content = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        return { ok: false, reason: 'too_large', message: RuleMessage.docSizeError };
      throw error;
    }
    const matches = content.length > 0 && contentMatchesExtension(extension, content);
    if (!matches || (extension === 'docx' && !isBoundedDocx(content))) {
      refusal = { ok: false, reason: 'content_mismatch', message: formatError };
      continue;
    }
    file = { name: part.filename, extension: extension as UploadExtension, content };
  }
  if (refusal) return refusal;
  if (!file) return { ok: false, reason: 'no_file', message: RuleMessage.allFieldsRequired };
  return { ok: true, file, fields };
}
