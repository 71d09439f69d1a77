import {
  AuthEndpoint,
  AuthPath,
  type IdentifyData,
  type IdentifyLoginRequest,
  type IdentifyResponse,
  identifyLoginRequest,
  identifyResponse,
  type LoginRequest,
  loginRequest,
  logoutResponse,
  type Profile,
  type ProfileResponse,
  refreshResponse,
  type SessionUser,
  sessionUser,
} from '@portal/contract';
import { api } from '../api/api';
import { fetchArgs, request } from '../api/endpoint';
import { signedIn } from '../store/session';

/** Authentication calls of spec section 7, validated against the contract's schemas. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Checks mobile and password, then sends the login OTP. */
    identify: build.mutation<IdentifyData, IdentifyLoginRequest>({
      query: (body) => ({ url: AuthPath.identify, method: 'POST', body }),
      argSchema: identifyLoginRequest,
      rawResponseSchema: identifyResponse,
      transformResponse: (response: IdentifyResponse) => response.data,
    }),

    /**
     * Opens the session. The answer carries the access token: it goes straight to the in-memory
     * credentials (via `signedIn`) and is not kept in the api cache; the result is the session user.
     */
    login: build.mutation<SessionUser, LoginRequest>({
      argSchema: loginRequest,
      async queryFn(body, { dispatch }, _extraOptions, baseQuery) {
        const result = await baseQuery(fetchArgs(AuthEndpoint.login, body));
        if (result.error) return { error: result.error };
        const parsed = AuthEndpoint.login.response.safeParse(result.data);
        if (!parsed.success) {
          return {
            error: {
              status: 'CUSTOM_ERROR',
              error: 'loginResponse failed validation',
              data: parsed.error.issues,
            },
          };
        }
        dispatch(signedIn(parsed.data.data));
        return { data: sessionUser.parse(parsed.data.data) };
      },
    }),

    /** Revokes the refresh token server-side and clears its cookie. */
    logout: build.mutation<null, void>({
      query: () => ({ url: AuthPath.logout, method: 'POST' }),
      rawResponseSchema: logoutResponse,
      transformResponse: () => null,
    }),

    /**
     * After a reload the access token is gone (memory only): the refresh cookie buys a new one.
     * The base query runs this behind its refresh mutex and stores the token itself.
     */
    restoreSession: build.mutation<null, void>({
      query: () => ({ url: AuthPath.refresh, method: 'POST', body: {} }),
      rawResponseSchema: refreshResponse,
      transformResponse: () => null,
    }),

    profile: build.query<Profile, void>({
      ...request(AuthEndpoint.profile, () => ({})),
      transformResponse: (response: ProfileResponse) => response.data,
      providesTags: ['Profile'],
    }),
  }),
});

export const {
  useIdentifyMutation,
  useLoginMutation,
  useLogoutMutation,
  useRestoreSessionMutation,
  useProfileQuery,
} = authApi;
