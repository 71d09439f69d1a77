import {
  ProfileEndpoint,
  type SaveDobRequest,
  type SaveFacilityRequest,
  type SessionResponse,
  type SessionUser,
  saveDobRequest,
  saveFacilityRequest,
} from '@portal/contract';
import { api, TAG_TYPES } from '../api/api';
import { request } from '../api/endpoint';
import { sessionUpdated } from '../store/session';

/**
 * The two complete-profile saves (spec sections 4 and 7). Both
 * saves answer the fresh session fields, which go straight into the stored session.
 */
export const hospitalApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveDob: build.mutation<SessionUser, SaveDobRequest>({
      ...request(ProfileEndpoint.saveDob),
      argSchema: saveDobRequest,
      transformResponse: (response: SessionResponse) => response.data,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(sessionUpdated(data));
      },
      invalidatesTags: ['Profile'],
    }),

    /**
     * The preferred hospital. Lists that depend on it (doctors, appointments, content) reload:
     * the spec's refresh flag, as tag invalidation.
     */
    saveFacility: build.mutation<SessionUser, SaveFacilityRequest>({
      ...request(ProfileEndpoint.saveFacility),
      argSchema: saveFacilityRequest,
      transformResponse: (response: SessionResponse) => response.data,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(sessionUpdated(data));
      },
      invalidatesTags: [...TAG_TYPES],
    }),
  }),
});

export const { useSaveDobMutation, useSaveFacilityMutation } = hospitalApi;
