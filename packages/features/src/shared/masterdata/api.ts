import {
  type CountryItem,
  type CountryListResponse,
  countryListResponse,
  type LookupItem,
  type LookupListResponse,
  lookupListResponse,
  MasterdataPath,
} from '@portal/contract';
import { api } from '../../api/api';

/** Lookups change with a release, not during a visit: keep them for an hour once loaded. */
const LOOKUP_CACHE_SECONDS = 3600;

/** Public lookups of spec section 7 (gender, document types, countries), from the server. */
export const masterdataApi = api.injectEndpoints({
  endpoints: (build) => ({
    genders: build.query<LookupItem[], void>({
      query: () => MasterdataPath.gender,
      rawResponseSchema: lookupListResponse,
      transformResponse: (response: LookupListResponse) => response.data,
      keepUnusedDataFor: LOOKUP_CACHE_SECONDS,
    }),
    documentTypes: build.query<LookupItem[], void>({
      query: () => MasterdataPath.documentType,
      rawResponseSchema: lookupListResponse,
      transformResponse: (response: LookupListResponse) => response.data,
      keepUnusedDataFor: LOOKUP_CACHE_SECONDS,
    }),
    countries: build.query<CountryItem[], void>({
      query: () => MasterdataPath.country,
      rawResponseSchema: countryListResponse,
      transformResponse: (response: CountryListResponse) => response.data,
      keepUnusedDataFor: LOOKUP_CACHE_SECONDS,
    }),
  }),
});

export const { useGendersQuery, useDocumentTypesQuery, useCountriesQuery } = masterdataApi;
