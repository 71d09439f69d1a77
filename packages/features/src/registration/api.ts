import {
  ContentLookupEndpoint,
  type ContentPage,
  type ContentPageQuery,
  type ContentPageResponse,
  type IdentifyData,
  type IdentifyRegistrationRequest,
  type IdentifyResponse,
  identifyRegistrationRequest,
  identifyRegistrationResponse,
  type Message,
  type RegisterRequest,
  RegistrationEndpoint,
  RegistrationPath,
  registerRequest,
  type SessionUser,
  type VerifyOtpForRegistrationData,
  type VerifyOtpForRegistrationRequest,
  type VerifyOtpForRegistrationResponse,
  verifyOtpForRegistrationRequest,
} from '@portal/contract';
import { api } from '../api/api';
import { fetchArgs, request } from '../api/endpoint';
import { openSessionFrom } from '../store/openSession';

/** An answer whose envelope status and text matter even on HTTP 200 (Duplicate, Invalid). */
export type WithMessage<T> = T & { message: Message };

/** Registration calls of spec section 7, validated against the contract's schemas. */
export const registrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A content page of the brand (terms, privacy): title and HTML, to be sanitised before showing.
     * ContentLookupEndpoint, not ContentEndpoint: the sign-in path does not carry the content lists.
     */
    contentPage: build.query<ContentPage, ContentPageQuery>({
      ...request(ContentLookupEndpoint.page),
      transformResponse: (response: ContentPageResponse) => response.data.data,
    }),

    /** identify in registration mode: section 5 rules, then a registration OTP (or Duplicate). */
    identifyForRegistration: build.mutation<WithMessage<IdentifyData>, IdentifyRegistrationRequest>({
      query: (body) => ({ url: RegistrationPath.identify, method: 'POST', body }),
      argSchema: identifyRegistrationRequest,
      rawResponseSchema: identifyRegistrationResponse,
      transformResponse: (response: IdentifyResponse) => ({ ...response.data, message: response.message }),
    }),

    /** Uses the registration OTP up and answers the prospect user (sign-up prefill). */
    verifyOtpForRegistration: build.mutation<
      WithMessage<VerifyOtpForRegistrationData>,
      VerifyOtpForRegistrationRequest
    >({
      ...request(RegistrationEndpoint.verifyOtpForRegistration),
      argSchema: verifyOtpForRegistrationRequest,
      transformResponse: (response: VerifyOtpForRegistrationResponse) => ({
        ...response.data,
        message: response.message,
      }),
    }),

    /** The sign-up: answers like /auth/login, so it opens the session the same way. */
    register: build.mutation<SessionUser, RegisterRequest>({
      argSchema: registerRequest,
      async queryFn(body, { dispatch }, _extraOptions, baseQuery) {
        const result = await baseQuery(fetchArgs(RegistrationEndpoint.register, body));
        if (result.error) return { error: result.error };
        const data = (result.data as { data?: unknown } | null)?.data;
        return openSessionFrom(data, dispatch);
      },
    }),
  }),
});

export const {
  useIdentifyForRegistrationMutation,
  useVerifyOtpForRegistrationMutation,
  useRegisterMutation,
  useContentPageQuery,
} = registrationApi;
