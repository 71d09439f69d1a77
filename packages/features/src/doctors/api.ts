import {
  type Doctor,
  type DoctorLocation,
  type DoctorLocationsResponse,
  DoctorPath,
  type DoctorProfile,
  type DoctorProfileResponse,
  type DoctorSearchQuery,
  type DoctorSearchResponse,
  type DoctorSuggestion,
  type DoctorsQuery,
  type DoctorsResponse,
  doctorLocationsResponse,
  doctorProfileResponse,
  doctorSearchResponse,
  doctorsResponse,
  type RestrictedInsurance,
  type RestrictedInsuranceResponse,
  restrictedInsuranceResponse,
  type SpecialtiesResponse,
  type Specialty,
  specialtiesResponse,
} from '@portal/contract';
import { api } from '../api/api';

/** The hospital directory changes with the schedule, not during a visit. */
const DIRECTORY_CACHE_SECONDS = 600;

/** Doctor, specialty and location calls of spec section 7, validated with the contract's schemas. */
export const doctorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Suggestions for the search box: doctors, specialties and conditions. */
    doctorSuggestions: build.query<DoctorSuggestion[], DoctorSearchQuery>({
      query: (params) => ({ url: DoctorPath.search, params }),
      rawResponseSchema: doctorSearchResponse,
      transformResponse: (response: DoctorSearchResponse) => response.data.data,
    }),

    /** The doctors of a chosen suggestion (id and cat_type), or of the text typed, of the brand. */
    searchDoctors: build.query<Doctor[], DoctorsQuery>({
      query: (params) => ({ url: DoctorPath.doctors, params }),
      rawResponseSchema: doctorsResponse,
      transformResponse: (response: DoctorsResponse) => response.data.data,
    }),

    /** Specialties with doctors at the brand's locations ('Find doctor by speciality'). */
    specialtiesOfBrand: build.query<Specialty[], string>({
      query: (vblog) => ({ url: DoctorPath.specialtiesByLocation, params: { vblog } }),
      rawResponseSchema: specialtiesResponse,
      transformResponse: (response: SpecialtiesResponse) => response.data.data,
      keepUnusedDataFor: DIRECTORY_CACHE_SECONDS,
    }),

    doctorProfile: build.query<DoctorProfile, number>({
      query: (id) => ({ url: DoctorPath.profile, params: { id } }),
      rawResponseSchema: doctorProfileResponse,
      transformResponse: (response: DoctorProfileResponse) => response.data.data,
    }),

    /** The telemedicine doctors of the brand's facilities (the brand's appointments list shows only those). */
    telemedicineDoctors: build.query<Doctor[], string>({
      query: (brandName) => ({ url: DoctorPath.telemedicine, params: { brandName } }),
      rawResponseSchema: doctorsResponse,
      transformResponse: (response: DoctorsResponse) => response.data.data,
    }),

    /** Every active location (address and map link of a doctor's location). */
    doctorLocations: build.query<DoctorLocation[], void>({
      query: () => DoctorPath.locations,
      rawResponseSchema: doctorLocationsResponse,
      transformResponse: (response: DoctorLocationsResponse) => response.data.data,
      keepUnusedDataFor: DIRECTORY_CACHE_SECONDS,
    }),

    /** Insurer and plan pairs a location does not book online (the insurance block). */
    restrictedInsurance: build.query<RestrictedInsurance[], number>({
      query: (locationId) => ({ url: DoctorPath.restrictedInsurance, params: { locationId } }),
      rawResponseSchema: restrictedInsuranceResponse,
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
