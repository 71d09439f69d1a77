import { AppointmentEndpoint, type BookingPatient, type BookingPatientsResponse } from '@portal/contract';
import { api } from '../../api/api';
import { request } from '../../api/endpoint';

/**
 * The user (familyMemberId 0) and their family members, as the patient selectors list them
 * (GET /appointment/patients): booking, appointments and medications ask the same list.
 */
const patientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    bookingPatients: build.query<BookingPatient[], void>({
      ...request(AppointmentEndpoint.patients, () => ({})),
      transformResponse: (response: BookingPatientsResponse) => response.data,
      providesTags: [{ type: 'FamilyMembers', id: 'LIST' }],
    }),
  }),
});

export const { useBookingPatientsQuery } = patientsApi;
