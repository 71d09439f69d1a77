import {
  ContentLookupEndpoint,
  type HospitalLocation,
  type LocationsQuery,
  type LocationsResponse,
} from '@portal/contract';
import { api } from '../../api/api';
import { request } from '../../api/endpoint';

/**
 * The brand's hospital locations (spec section 3, Location): the hospital chooser, the complete
 * profile gate and the forms that ask for a location (health package booking) read the same list.
 */
export const locationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    locations: build.query<HospitalLocation[], LocationsQuery>({
      ...request(ContentLookupEndpoint.locations),
      transformResponse: (response: LocationsResponse) => response.data.data,
      providesTags: [{ type: 'Content', id: 'LOCATIONS' }],
    }),
  }),
});

export const { useLocationsQuery } = locationsApi;
