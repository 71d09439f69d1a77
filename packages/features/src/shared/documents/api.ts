import {
  type DocumentFile,
  type DocumentSideId,
  type DocumentsData,
  DocumentsEndpoint,
  DocumentsPath,
  type DocumentsResponse,
  type UploadDocumentResponse,
  type UploadDocumentType,
  uploadDocumentResponse,
} from '@portal/contract';
import { api } from '../../api/api';
import { request } from '../../api/endpoint';
import { fileAsDataUrl, fileAsObjectUrl } from '../../api/files';

export interface DocumentSlotArg {
  familyMemberId: number;
  documentType: UploadDocumentType;
  documentSide: DocumentSideId;
}

const tag = (familyMemberId: number) => [{ type: 'Documents' as const, id: familyMemberId }];

/** The uploaded documents of spec section 7: list, upload, delete, and their files. */
export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    documents: build.query<DocumentsData, number>({
      ...request(DocumentsEndpoint.list, (familyMemberId: number) => ({ familyMemberId })),
      transformResponse: (response: DocumentsResponse) => response.data,
      providesTags: (_data, _error, familyMemberId) => tag(familyMemberId),
    }),

    /** Multipart: documentType, documentSide and the file 'document'; whose in the query. */
    uploadDocument: build.mutation<DocumentFile, DocumentSlotArg & { file: File }>({
      query: ({ familyMemberId, documentType, documentSide, file }) => {
        const body = new FormData();
        body.append('documentType', String(documentType));
        body.append('documentSide', String(documentSide));
        body.append('document', file, file.name);
        return { url: DocumentsPath.upload, method: 'POST', params: { familyMemberId }, body };
      },
      rawResponseSchema: uploadDocumentResponse,
      transformResponse: (response: UploadDocumentResponse) => response.data,
      invalidatesTags: (_data, _error, { familyMemberId }) => tag(familyMemberId),
    }),

    deleteDocument: build.mutation<null, DocumentSlotArg>({
      ...request(DocumentsEndpoint.remove),
      transformResponse: () => null,
      invalidatesTags: (_data, _error, { familyMemberId }) => tag(familyMemberId),
    }),

    /** A stored image as a data: URL, for its thumbnail. */
    documentImage: build.query<string, string>({
      query: (fileUrl) => ({ url: fileUrl, responseHandler: fileAsDataUrl }),
    }),

    /** A stored file as an object URL, to open or save; the caller revokes it. */
    documentObjectUrl: build.mutation<string, string>({
      query: (fileUrl) => ({ url: fileUrl, responseHandler: fileAsObjectUrl }),
    }),
  }),
});

export const {
  useDocumentsQuery,
  useUploadDocumentMutation,
  useDeleteDocumentMutation,
  useDocumentImageQuery,
  useDocumentObjectUrlMutation,
} = documentsApi;
