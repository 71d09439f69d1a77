import { AppointmentEndpoint, type TeleconsultStart } from '@portal/contract';
import { api } from '../api/api';
import { fetchArgs } from '../api/endpoint';

/**
 * The provider session of the call screen is kept in this mutation's cache (memory only), shared
 * under one key: its access token must not travel in the address bar's history state, which the
 * browser may write to disk (SECURITY.md, tokens never in web storage).
 */
export const TELECONSULT_SESSION_KEY = 'teleconsult-session';

export const teleconsultApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Checks the window on the server too, then signs the patient in with the provider (sso-login). */
    startTeleconsult: build.mutation<TeleconsultStart, { appointmentId: string; appointmentRef: string }>({
      async queryFn(body, _api, _extraOptions, baseQuery) {
        const result = await baseQuery(fetchArgs(AppointmentEndpoint.teleconsultStart, body));
        if (result.error) return { error: result.error };
        const parsed = AppointmentEndpoint.teleconsultStart.response.safeParse(result.data);
        if (!parsed.success) {
          return { error: { status: 'CUSTOM_ERROR', error: 'teleconsultStartResponse failed validation' } };
        }
        if (!parsed.data.data) return { error: { status: 400, data: parsed.data } };
        return { data: parsed.data.data };
      },
    }),
  }),
});

export const { useStartTeleconsultMutation } = teleconsultApi;
