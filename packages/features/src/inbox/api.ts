import {
  InboxEndpoint,
  type InboxFilters,
  type InboxListRequest,
  type InboxPage,
  type InboxRow,
  inboxAttachmentPath,
} from '@portal/contract';
import { api } from '../api/api';
import { request } from '../api/endpoint';
import { saveBlob } from '../shared/saveBlob';

export const inboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    inbox: build.query<InboxPage, InboxListRequest>({
      ...request(InboxEndpoint.list),
      transformResponse: (response: { data: InboxPage }) => response.data,
      keepUnusedDataFor: 0,
    }),

    /** Every row the filters match (role 3), for the CSV the browser builds. */
    inboxExport: build.mutation<InboxRow[], InboxFilters>({
      ...request(InboxEndpoint.export),
      transformResponse: (response: { data: { rows: InboxRow[] } }) => response.data.rows,
    }),

    /** An international enquiry's document, fetched with the session and saved under its own name. */
    inboxAttachment: build.mutation<null, { id: number; fileName: string }>({
      async queryFn({ id, fileName }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: inboxAttachmentPath(id),
          responseHandler: (response) => response.blob(),
        });
        if (result.error) return { error: result.error };
        saveBlob(result.data as Blob, fileName);
        return { data: null };
      },
    }),
  }),
});

export const { useInboxQuery, useInboxExportMutation, useInboxAttachmentMutation } = inboxApi;
