import {
  type CountryItem,
  type CountryListResponse,
  type LookupItem,
  type LookupListResponse,
  MasterdataEndpoint,
} from '@portal/contract';
import { api } from '../../api/api';
import { request } from '../../api/endpoint';

/** Lookups change with a release, not during a visit: keep them for an hour once loaded. */
const LOOKUP_CACHE_SECONDS = 3600;

/** Lookups of spec section 7 (gender, document types, countries: public; relations), from the server. */
export const masterdataApi = api.injectEndpoints({
  endpoints: (build) => ({
    genders: build.query<LookupItem[], void>({
      ...request(MasterdataEndpoint.gender, () => ({})),
      transformResponse: (response: LookupListResponse) => response.data,
      keepUnusedDataFor: LOOKUP_CACHE_SECONDS,
    }),
    documentTypes: build.query<LookupItem[], void>({
      ...request(MasterdataEndpoint.documentType, () => ({})),
      transformResponse: (response: LookupListResponse) => response.data,
      keepUnusedDataFor: LOOKUP_CACHE_SECONDS,
    }),
    countries: build.query<CountryItem[], void>({
      ...request(MasterdataEndpoint.country, () => ({})),
      transformResponse: (response: CountryListResponse) => response.data,
      keepUnusedDataFor: LOOKUP_CACHE_SECONDS,
    }),
    /** Relations of a family member to the patient (signed in only). */
    relations: build.query<LookupItem[], void>({
      ...request(MasterdataEndpoint.relations, () => ({})),
      transformResponse: (response: LookupListResponse) => response.data,
      keepUnusedDataFor: LOOKUP_CACHE_SECONDS,
    }),
  }),
});

export const { useGendersQuery, useDocumentTypesQuery, useCountriesQuery, useRelationsQuery } = masterdataApi;
