import * as z from 'zod/mini';
import { familyMemberIdInput } from './appointments';
import { DocumentType } from './constants';
import { endpoint } from './endpoint';
import { emptyEnvelope, envelope } from './envelope';
import { lazy } from './lazy';

/**
 * Uploaded documents (spec section 3): per person (the patient, familyMemberId 0, or one of their
 * family members), one file per document type and side.
 */
export const DOCUMENT_KINDS = [
  { type: DocumentType.EmiratesId, key: 'emiratesId' },
  { type: DocumentType.Passport, key: 'passport' },
  { type: DocumentType.Insurance, key: 'insurance' },
  { type: DocumentType.DrivingLicence, key: 'drivingLicence' },
  { type: DocumentType.LabourCard, key: 'labourCard' },
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export type UploadDocumentType = DocumentKind['type'];
export type DocumentKey = DocumentKind['key'];

/** Document sides of spec section 3. */
export const DocumentSide = { Front: 1, Back: 2 } as const;
export type DocumentSideId = (typeof DocumentSide)[keyof typeof DocumentSide];
export const DOCUMENT_SIDES = [
  { side: DocumentSide.Front, key: 'Front' },
  { side: DocumentSide.Back, key: 'Back' },
] as const;
export type DocumentSideOf = (typeof DOCUMENT_SIDES)[number];
export type DocumentSideKey = DocumentSideOf['key'];
/** 'emiratesIdFront', 'passportBack'...: the fields of the list's data. */
export type DocumentSlot = `${DocumentKey}${DocumentSideKey}`;

export const documentSlot = (type: UploadDocumentType, side: DocumentSideId): DocumentSlot => {
  const kind = DOCUMENT_KINDS.find((candidate) => candidate.type === type);
  const sideKey = DOCUMENT_SIDES.find((candidate) => candidate.side === side);
  if (!kind || !sideKey) throw new Error(`No document slot for type ${type}, side ${side}`);
  return `${kind.key}${sideKey.key}`;
};

const smallNumber = lazy(() =>
  z.union([z.int(), z.pipe(z.string().check(z.regex(/^\d{1,2}$/)), z.transform(Number))]),
);
const documentTypeInput = lazy(() =>
  z.pipe(
    smallNumber,
    z.literal(DOCUMENT_KINDS.map((kind) => kind.type) as [UploadDocumentType, ...UploadDocumentType[]], {
      error: 'Please choose a document type',
    }),
  ),
);
const documentSideInput = lazy(() =>
  z.pipe(
    smallNumber,
    z.literal([DocumentSide.Front, DocumentSide.Back], { error: 'Please choose a document side' }),
  ),
);

/** Whose documents: 0 (or absent) the signed-in patient, otherwise one of their family members. */
export const documentOwnerQuery = lazy(() => z.object({ familyMemberId: familyMemberIdInput }));
export type DocumentOwnerQuery = z.input<typeof documentOwnerQuery>;

/** One stored document. fileUrl is a path under the API base, fetched with the bearer token. */
export const documentFile = lazy(() =>
  z.object({
    /** The name the patient's file had (shown only; the server stores it under a random name). */
    fileName: z.string(),
    fileUrl: z.string(),
    contentType: z.string(),
    sizeBytes: z.int(),
    uploadedOn: z.string(),
  }),
);
export type DocumentFile = z.infer<typeof documentFile>;

/** GET documents: every slot, null where nothing was uploaded. */
export const documentsData = lazy(() =>
  z.object(
    Object.fromEntries(
      DOCUMENT_KINDS.flatMap((kind) =>
        DOCUMENT_SIDES.map((side) => [`${kind.key}${side.key}`, z.nullable(documentFile)] as const),
      ),
    ) as Record<DocumentSlot, z.ZodMiniNullable<typeof documentFile>>,
  ),
);
export type DocumentsData = z.infer<typeof documentsData>;
export const documentsResponse = lazy(() => envelope(documentsData));
export type DocumentsResponse = z.infer<typeof documentsResponse>;

/**
 * POST upload (bearer, multipart/form-data, ?familyMemberId=): fields documentType and documentSide
 * and one file part 'document': pdf, doc, docx, jpg, jpeg or png by name and by content, at most
 * 2,048,000 bytes (400 docFormatError / docSizeError). Replaces the file of that type and side.
 */
export const uploadDocumentFields = lazy(() =>
  z.object({
    documentType: documentTypeInput,
    documentSide: documentSideInput,
  }),
);
export type UploadDocumentFields = z.input<typeof uploadDocumentFields>;
export const uploadDocumentResponse = lazy(() => envelope(documentFile));
export type UploadDocumentResponse = z.infer<typeof uploadDocumentResponse>;

/** DELETE (bearer): the file of one type and side of one person. */
export const deleteDocumentQuery = lazy(() =>
  z.object({
    documentType: documentTypeInput,
    documentSide: documentSideInput,
    familyMemberId: familyMemberIdInput,
  }),
);
export type DeleteDocumentQuery = z.input<typeof deleteDocumentQuery>;
export const deleteDocumentResponse = emptyEnvelope;

/**
 * Under /api. A document is downloaded at its fileUrl, GET /user/getdocument?fileName= (ProfilePath):
 * the signed-in patient's own stored files, as an attachment with their content type.
 */
export const DocumentsPath = {
  upload: '/user/uploaddocument',
  list: '/user/getdocuments',
  remove: '/user/deletedocument',
} as const;

/** The upload is not described here: a multipart body with its owner in the query. */
export const DocumentsEndpoint = {
  list: endpoint({
    method: 'GET',
    path: DocumentsPath.list,
    request: documentOwnerQuery,
    response: documentsResponse,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: DocumentsPath.remove,
    request: deleteDocumentQuery,
    response: deleteDocumentResponse,
  }),
} as const;

/** Texts of the documents' server messages (messages.ts area 'documents'). */
export const DocumentText = {
  uploaded: 'Document uploaded successfully',
  removed: 'Document deleted successfully',
  noDocument: 'No document of this type and side was found',
  noMember: 'Family member not found',
};
