import {
  AppointmentEndpoint,
  type BookAppointmentRequest,
  type BookAppointmentResponse,
  type BookingResult,
  bookAppointmentRequest,
  type DepartmentCodesResponse,
  type PatientDetails,
  type PatientDetailsRequest,
  type PatientDetailsResponse,
  PatientEndpoint,
  type PatientRecord,
  type PatientRecordResponse,
  patientRecordPath,
  patientRecordResponse,
  type TimeSlotsData,
  type TimeSlotsRequest,
  type TimeSlotsResponse,
  timeSlotsRequest,
  type UpdateAppointmentRequest,
  type UpdateAppointmentResponse,
  updateAppointmentRequest,
} from '@portal/contract';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '../api/api';
import { fetchArgs, request } from '../api/endpoint';

/** Slots follow every booking, move and cancellation (ours and, on refetch, everyone else's). */
export const SLOTS_TAG = { type: 'Appointments', id: 'SLOTS' } as const;
export const APPOINTMENTS_TAG = { type: 'Appointments', id: 'LIST' } as const;

/** A 200 answer without a result (data null) is a refusal all the same: keep its envelope as the error. */
function resultOrError(
  response: BookAppointmentResponse | UpdateAppointmentResponse,
): { data: BookingResult } | { error: FetchBaseQueryError } {
  if (response.data) return { data: response.data };
  return { error: { status: 400, data: response } };
}

export interface PatientRecordArgs {
  userId: number;
  /** 0: the signed-in user. */
  familyMemberId: number;
  facilityId?: string;
}

/** Slots, booking and the patient look-ups of the insurance check (spec sections 4 and 7). */
export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    timeSlots: build.query<TimeSlotsData, TimeSlotsRequest>({
      ...request(AppointmentEndpoint.timeSlots),
      argSchema: timeSlotsRequest,
      transformResponse: (response: TimeSlotsResponse) => response.data,
      providesTags: [SLOTS_TAG],
      keepUnusedDataFor: 0,
    }),

    /** Departments booked by phone: their doctors' slots are never fetched. */
    departmentCodes: build.query<string[], void>({
      ...request(AppointmentEndpoint.departmentCodes, () => ({})),
      transformResponse: (response: DepartmentCodesResponse) => response.data,
      keepUnusedDataFor: 600,
    }),

    bookAppointment: build.mutation<BookingResult, BookAppointmentRequest>({
      async queryFn(body, _api, _extraOptions, baseQuery) {
        const result = await baseQuery(fetchArgs(AppointmentEndpoint.book, body));
        if (result.error) return { error: result.error };
        const parsed = AppointmentEndpoint.book.response.safeParse(result.data);
        if (!parsed.success) {
          return { error: { status: 'CUSTOM_ERROR', error: 'bookAppointmentResponse failed validation' } };
        }
        return resultOrError(parsed.data);
      },
      argSchema: bookAppointmentRequest,
      invalidatesTags: (_result, error) => (error ? [SLOTS_TAG] : [APPOINTMENTS_TAG, SLOTS_TAG]),
    }),

    /** Moves an appointment to another slot: the answer carries the new reference numbers. */
    rescheduleAppointment: build.mutation<BookingResult, UpdateAppointmentRequest>({
      async queryFn(body, _api, _extraOptions, baseQuery) {
        const result = await baseQuery(fetchArgs(AppointmentEndpoint.update, body));
        if (result.error) return { error: result.error };
        const parsed = AppointmentEndpoint.update.response.safeParse(result.data);
        if (!parsed.success) {
          return { error: { status: 'CUSTOM_ERROR', error: 'updateAppointmentResponse failed validation' } };
        }
        return resultOrError(parsed.data);
      },
      argSchema: updateAppointmentRequest,
      invalidatesTags: (_result, error) => (error ? [SLOTS_TAG] : [APPOINTMENTS_TAG, SLOTS_TAG]),
    }),

    /** The hospital records (his, patientId, facilityId) of the user or a family member. */
    patientRecords: build.query<PatientRecord[], PatientRecordArgs>({
      query: ({ userId, familyMemberId, facilityId }) => ({
        url: patientRecordPath(userId),
        method: 'POST',
        params: facilityId ? { familyMemberId, facilityId } : { familyMemberId },
      }),
      rawResponseSchema: patientRecordResponse,
      transformResponse: (response: PatientRecordResponse) => response.data,
    }),

    /** Insurer and plan of a record: data[0]. */
    patientDetails: build.query<PatientDetails | null, PatientDetailsRequest>({
      ...request(PatientEndpoint.details),
      transformResponse: (response: PatientDetailsResponse) => response.data[0] ?? null,
    }),
  }),
});

export const {
  useTimeSlotsQuery,
  useDepartmentCodesQuery,
  useBookAppointmentMutation,
  useRescheduleAppointmentMutation,
} = bookingApi;
