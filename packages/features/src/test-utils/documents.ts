import {
  DOCUMENT_KINDS,
  DOCUMENT_SIDES,
  type DocumentFile,
  type DocumentSlot,
  type DocumentsData,
} from '@portal/contract';

/** Test data of the documents panel (never imported by the app). Every slot empty: */
export const noDocuments = Object.fromEntries(
  DOCUMENT_KINDS.flatMap((kind) => DOCUMENT_SIDES.map((side) => [`${kind.key}${side.key}`, null])),
) as Record<DocumentSlot, DocumentFile | null> satisfies DocumentsData;

/** A stored document as the server lists it. */
export function storedDocument(fileName: string, contentType: string, key: string): DocumentFile {
  return {
    fileName,
    fileUrl: `/user/getdocument?fileName=${key}`,
    contentType,
    sizeBytes: 48_213,
    uploadedOn: '2026-03-02T08:00:00.000Z',
  };
}

/** Emirates ID front (a scan as PDF) and back (a photo), and an insurance card's front. */
export const someDocuments: DocumentsData = {
  ...noDocuments,
  emiratesIdFront: storedDocument(
    'emirates-id-front.pdf',
    'application/pdf',
    '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b.pdf',
  ),
  emiratesIdBack: storedDocument(
    'emirates-id-back.png',
    'image/png',
    '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d.png',
  ),
  insuranceFront: storedDocument(
    'insurance card.jpg',
    'image/jpeg',
    '1b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b.jpg',
  ),
};

/** A 1×1 PNG (a thumbnail's bytes). */
export const TINY_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
