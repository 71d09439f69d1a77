import { type UaePassConfig, type UaePassConfigResponse, uaePassConfigEndpoint } from '@portal/contract';
import { api } from '../api/api';
import { request } from '../api/endpoint';

/**
 * The UAE PASS configuration: whether the sign-in button shows, where it starts, the SOP1 retry
 * and the provider's logout address. Kept apart from the sign-in calls so the login screen ships
 * only this one.
 */
export const uaePassApi = api.injectEndpoints({
  endpoints: (build) => ({
    uaePassConfig: build.query<UaePassConfig, void>({
      ...request(uaePassConfigEndpoint, () => ({})),
      transformResponse: (response: UaePassConfigResponse) => response.data,
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useUaePassConfigQuery } = uaePassApi;
