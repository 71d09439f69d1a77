import {
  ContentLookupEndpoint,
  type ContentPage,
  type ContentPageQuery,
  type ContentPageResponse,
  type EnquiryFields,
  type EnquiryResponse,
  enquiryResponse,
  InternationalPath,
} from '@portal/contract';
import { api } from '../api/api';
import { request } from '../api/endpoint';

/** The International Patient screen's calls: its page (content service) and the enquiry. */
export const internationalApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The brand's 'international-patients' page: title and HTML, sanitised before it is shown. */
    internationalPage: build.query<ContentPage, ContentPageQuery>({
      ...request(ContentLookupEndpoint.page),
      transformResponse: (response: ContentPageResponse) => response.data.data,
    }),

    /** Multipart: the enquiry's fields and the file 'document' (contract international.ts). */
    sendEnquiry: build.mutation<EnquiryResponse, EnquiryFields & { document: File }>({
      query: ({ document, ...fields }) => {
        const body = new FormData();
        for (const [name, value] of Object.entries(fields)) body.append(name, value);
        body.append('document', document, document.name);
        return { url: InternationalPath.enquiry, method: 'POST', body };
      },
      rawResponseSchema: enquiryResponse,
    }),
  }),
});

export const { useInternationalPageQuery, useSendEnquiryMutation } = internationalApi;
