import {
  type AskDoctorRequest,
  type ContactUsRequest,
  ContentEndpoint,
  type ContentListQuery,
  type Faq,
  type FaqsResponse,
  HelpEndpoint,
  type HelpResponse,
} from '@portal/contract';
import { api } from '../api/api';
import { request } from '../api/endpoint';

/** Need Help's FAQs (content service) and the Contact Us and Ask Doctor queries (contract help.ts). */
export const helpApi = api.injectEndpoints({
  endpoints: (build) => ({
    faqs: build.query<Faq[], ContentListQuery>({
      ...request(ContentEndpoint.faqs),
      transformResponse: (response: FaqsResponse) => response.data.data,
      providesTags: [{ type: 'Content', id: 'FAQS' }],
    }),
    /** POST /user/savecontactus: stored when it answers 200. */
    contactUs: build.mutation<HelpResponse, ContactUsRequest>({
      ...request(HelpEndpoint.contactUs),
    }),
    /** POST /user/saveaskadoc: stored when it answers 200. */
    askDoctor: build.mutation<HelpResponse, AskDoctorRequest>({
      ...request(HelpEndpoint.askDoctor),
    }),
  }),
});

export const { useFaqsQuery, useContactUsMutation, useAskDoctorMutation } = helpApi;
