import {
  type AppConfiguration,
  type AppointmentHistoryData,
  type AppointmentHistoryResponse,
  AppointmentPath,
  appointmentHistoryResponse,
  type CancelAppointmentRequest,
  type ConsultedDoctor,
  cancelAppointmentRequest,
  cancelAppointmentResponse,
  MasterdataEndpoint,
  PatientEndpoint,
  type RecentConsultationsResponse,
} from '@portal/contract';
import { api } from '../api/api';
import { request } from '../api/endpoint';
import { APPOINTMENTS_TAG, SLOTS_TAG } from '../booking/api';
import { saveBlob } from '../shared/saveBlob';

export interface HistoryArgs {
  /** 0: the signed-in user. */
  familyMemberId: number;
  brandName: string;
}

/** Appointment history, cancellation, the .ics download and the doctors seen (spec section 7). */
export const appointmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Upcoming and past appointments and the doctors consulted, of one person (all their records). */
    appointmentHistory: build.query<AppointmentHistoryData, HistoryArgs>({
      query: ({ familyMemberId, brandName }) => ({
        url: AppointmentPath.history,
        method: 'POST',
        params: { brandName },
        body: { familyMemberId },
      }),
      rawResponseSchema: appointmentHistoryResponse,
      transformResponse: (response: AppointmentHistoryResponse) => response.data,
      providesTags: [APPOINTMENTS_TAG],
    }),

    cancelAppointment: build.mutation<null, CancelAppointmentRequest>({
      query: (body) => ({ url: AppointmentPath.cancel, method: 'DELETE', body }),
      argSchema: cancelAppointmentRequest,
      rawResponseSchema: cancelAppointmentResponse,
      transformResponse: () => null,
      invalidatesTags: [APPOINTMENTS_TAG, SLOTS_TAG],
    }),

    /** Doctors seen, latest first (dashboard and Find Doctor). */
    recentConsultations: build.query<ConsultedDoctor[], HistoryArgs>({
      ...request(PatientEndpoint.recentConsultations, ({ familyMemberId, brandName }: HistoryArgs) => ({
        familyMemberId,
        brandName,
      })),
      transformResponse: (response: RecentConsultationsResponse) => response.data,
      providesTags: [APPOINTMENTS_TAG],
    }),

    /** filterToBeApplied: show only the appointments of the chosen hospital. */
    appointmentsConfiguration: build.query<AppConfiguration, void>({
      ...request(MasterdataEndpoint.appConfigurations, () => ({})),
      transformResponse: (response: { data: AppConfiguration }) => response.data,
      keepUnusedDataFor: 3600,
    }),

    /**
     * 'Add to calendar': the .ics of an own upcoming appointment, fetched with the session (the
     * address needs the bearer token, so a plain link cannot do it) and saved from a blob.
     */
    downloadCalendar: build.mutation<null, { appointmentId: string; fileName: string }>({
      async queryFn({ appointmentId, fileName }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: AppointmentPath.calendar,
          params: { appointmentId },
          responseHandler: (response) => response.blob(),
        });
        if (result.error) return { error: result.error };
        saveBlob(result.data as Blob, fileName);
        return { data: null };
      },
    }),
  }),
});

export const {
  useAppointmentHistoryQuery,
  useCancelAppointmentMutation,
  useRecentConsultationsQuery,
  useAppointmentsConfigurationQuery,
  useDownloadCalendarMutation,
} = appointmentsApi;
