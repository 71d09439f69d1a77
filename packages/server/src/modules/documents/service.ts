import {
  DOCUMENT_KINDS,
  DOCUMENT_SIDES,
  type DocumentFile,
  type DocumentSideId,
  type DocumentSlot,
  type DocumentsData,
  documentSlot,
  type UploadDocumentType,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../adapters/storage/port';
import type { AppDb } from '../../db/index';
import type { UserFileRow } from '../../db/schema';
import { discardFiles, fileUrlOf } from '../../services/files';
import { type DocumentOwner, listDocuments, removeMemberDocumentRows } from './repository';

/** A stored document as the client sees it: the patient's name for it and where to fetch it. */
export function documentFileOf(
  row: Pick<UserFileRow, 'fileName' | 'originalName' | 'contentType' | 'sizeBytes' | 'createdAt'>,
): DocumentFile {
  return {
    fileName: row.originalName ?? row.fileName,
    fileUrl: fileUrlOf(row.fileName),
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedOn: row.createdAt.toISOString(),
  };
}

/** Every slot of one person's documents, null where nothing was uploaded. */
export async function documentsOf(db: AppDb, owner: DocumentOwner): Promise<DocumentsData> {
  const data = Object.fromEntries(
    DOCUMENT_KINDS.flatMap((kind) => DOCUMENT_SIDES.map((side) => [`${kind.key}${side.key}`, null])),
  ) as Record<DocumentSlot, DocumentFile | null>;
  for (const row of await listDocuments(db, owner)) {
    if (row.documentType === null || row.documentSide === null) continue;
    const slot = documentSlot(row.documentType as UploadDocumentType, row.documentSide as DocumentSideId);
    data[slot] = documentFileOf(row);
  }
  return data;
}

/**
 * Removes a family member's documents, rows and files: the family module calls it before it deletes
 * the member (the rows would go with the member, on delete cascade, but the files would stay).
 */
export async function removeMemberDocuments(
  db: AppDb,
  storage: FileStorage,
  log: FastifyBaseLogger,
  owner: DocumentOwner,
): Promise<void> {
  if (owner.memberId === 0) throw new Error('removeMemberDocuments is for a family member');
  await discardFiles(storage, log, await removeMemberDocumentRows(db, owner));
}
