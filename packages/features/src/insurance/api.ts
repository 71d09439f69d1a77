import {
  ContentEndpoint,
  type ContentListQuery,
  type InsuranceResponse,
  type Insurer,
} from '@portal/contract';
import { api } from '../api/api';
import { request } from '../api/endpoint';

/** The content service's insurers (spec section 7: insurance), the brand's, in the language on show. */
export const insuranceApi = api.injectEndpoints({
  endpoints: (build) => ({
    insurers: build.query<Insurer[], ContentListQuery>({
      ...request(ContentEndpoint.insurance),
      transformResponse: (response: InsuranceResponse) => response.data.data,
      providesTags: [{ type: 'Content', id: 'INSURANCE' }],
    }),
  }),
});

export const { useInsurersQuery } = insuranceApi;
