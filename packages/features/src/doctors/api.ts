import {
  type Doctor,
  DoctorEndpoint,
  type DoctorLocation,
  type DoctorLocationsResponse,
  type DoctorProfile,
  type DoctorProfileResponse,
  type DoctorSearchQuery,
  type DoctorSearchResponse,
  type DoctorSuggestion,
  type DoctorsQuery,
  type DoctorsResponse,
  type RestrictedInsurance,
  type RestrictedInsuranceResponse,
  type SpecialtiesResponse,
  type Specialty,
} from '@portal/contract';
import { api } from '../api/api';
import { request } from '../api/endpoint';

/** The hospital directory changes with the schedule, not during a visit. */
const DIRECTORY_CACHE_SECONDS = 600;

/** Doctor, specialty and location calls of spec section 7, validated with the contract's schemas. */
export const doctorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Suggestions for the search box: doctors, specialties and conditions. */
    doctorSuggestions: build.query<DoctorSuggestion[], DoctorSearchQuery>({
      ...request(DoctorEndpoint.search),
      transformResponse: (response: DoctorSearchResponse) => response.data.data,
    }),

    /** The doctors of a chosen suggestion (id and cat_type), or of the text typed, of the brand. */
    searchDoctors: build.query<Doctor[], DoctorsQuery>({
      ...request(DoctorEndpoint.doctors),
      transformResponse: (response: DoctorsResponse) => response.data.data,
    }),

    /** Specialties with doctors at the brand's locations ('Find doctor by speciality'). */
    specialtiesOfBrand: build.query<Specialty[], string>({
      ...request(DoctorEndpoint.specialtiesByLocation, (vblog: string) => ({ vblog })),
      transformResponse: (response: SpecialtiesResponse) => response.data.data,
      keepUnusedDataFor: DIRECTORY_CACHE_SECONDS,
    }),

    doctorProfile: build.query<DoctorProfile, number>({
      ...request(DoctorEndpoint.profile, (id: number) => ({ id })),
      transformResponse: (response: DoctorProfileResponse) => response.data.data,
    }),

    /** The telemedicine doctors of the brand's facilities (the brand's appointments list shows only those). */
    telemedicineDoctors: build.query<Doctor[], string>({
      ...request(DoctorEndpoint.telemedicine, (brandName: string) => ({ brandName })),
      transformResponse: (response: DoctorsResponse) => response.data.data,
    }),

    /** Every active location (address and map link of a doctor's location). */
    doctorLocations: build.query<DoctorLocation[], void>({
      ...request(DoctorEndpoint.locations, () => ({})),
      transformResponse: (response: DoctorLocationsResponse) => response.data.data,
      keepUnusedDataFor: DIRECTORY_CACHE_SECONDS,
    }),

    /** Insurer and plan pairs a location does not book online (the insurance block). */
    restrictedInsurance: build.query<RestrictedInsurance[], number>({
      ...request(DoctorEndpoint.restrictedInsurance, (locationId: number) => ({ locationId })),
      transformResponse: (response: RestrictedInsuranceResponse) => response.data.data,
    }),
  }),
});

export const {
  useDoctorSuggestionsQuery,
  useSearchDoctorsQuery,
  useSpecialtiesOfBrandQuery,
  useDoctorProfileQuery,
  useTelemedicineDoctorsQuery,
  useDoctorLocationsQuery,
} = doctorsApi;
