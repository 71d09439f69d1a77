import {
  type AuthorizeUaePassUserRequest,
  authorizeUaePassUserRequest,
  type RegisterUaePassUserRequest,
  registerUaePassUserRequest,
  Status,
  UaePassEndpoint,
  type UaePassProspect,
  UaePassStatus,
  uaePassProspect,
} from '@portal/contract';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '../api/api';
import { fetchArgs } from '../api/endpoint';
import { openSessionFrom } from '../store/openSession';

/**
 * What the code exchange came to: a session (opened), a session of an account UAE PASS was just
 * linked to (a link started from My Profile), or a first-time user to register.
 */
export type UaePassOutcome =
  | { kind: 'session' }
  | { kind: 'linked' }
  | { kind: 'registration'; prospect: UaePassProspect };

const unexpected = (what: string, data: unknown): { error: FetchBaseQueryError } => ({
  error: { status: 'CUSTOM_ERROR', error: `${what} failed validation`, data },
});

/** The UAE PASS return (spec sections 4 and 7): code exchange and first-time registration. */
export const uaePassReturnApi = api.injectEndpoints({
  endpoints: (build) => ({
    authorizeUaePassUser: build.mutation<UaePassOutcome, AuthorizeUaePassUserRequest>({
      argSchema: authorizeUaePassUserRequest,
      async queryFn(body, { dispatch }, _extraOptions, baseQuery) {
        const result = await baseQuery(fetchArgs(UaePassEndpoint.authorizeUser, body));
        if (result.error) return { error: result.error };
        const parsed = UaePassEndpoint.authorizeUser.response.safeParse(result.data);
        if (!parsed.success) return unexpected('authorizeUaePassUserResponse', parsed.error.issues);
        const { message, data } = parsed.data;
        if (message.status === UaePassStatus.RegistrationRequired) {
          const prospect = uaePassProspect.safeParse(data);
          if (!prospect.success) return unexpected('uaePassProspect', prospect.error.issues);
          return { data: { kind: 'registration', prospect: prospect.data } };
        }
        const linked = message.status === UaePassStatus.Linked;
        if (message.status !== Status.Success && !linked)
          return unexpected('authorizeUaePassUserResponse', message);
        const session = openSessionFrom(data, dispatch);
        if (session.error) return { error: session.error };
        return { data: { kind: linked ? 'linked' : 'session' } };
      },
    }),

    registerUaePassUser: build.mutation<null, RegisterUaePassUserRequest>({
      argSchema: registerUaePassUserRequest,
      async queryFn(body, { dispatch }, _extraOptions, baseQuery) {
        const result = await baseQuery(fetchArgs(UaePassEndpoint.registerUser, body));
        if (result.error) return { error: result.error };
        const parsed = UaePassEndpoint.registerUser.response.safeParse(result.data);
        if (!parsed.success) return unexpected('registerUaePassUserResponse', parsed.error.issues);
        const session = openSessionFrom(parsed.data.data, dispatch);
        return session.error ? { error: session.error } : { data: null };
      },
    }),
  }),
});

export const { useAuthorizeUaePassUserMutation, useRegisterUaePassUserMutation } = uaePassReturnApi;
