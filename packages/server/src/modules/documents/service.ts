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
import type { AppDb } from '../../db/index';
import type { UserFileRow } from '../../db/schema';
import { fileUrlOf } from '../../services/files';
import { type DocumentOwner, listDocuments } from './repository';

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
