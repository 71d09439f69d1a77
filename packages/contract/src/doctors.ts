import * as z from 'zod/mini';
import { SEARCH_ENTER_MIN_CHARS } from './constants';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { lazy } from './lazy';
import { hospitalLocation } from './masterdata';

/**
 * Doctors, specialties and locations of the hospital information system (spec sections 3 and 7).
 * Lists answer the spec's `data.data` shape: `data` is `{ status: 'success', data: [...], message }`.
 * Field names are the spec's, snake_case included; `_ar` fields carry the Arabic text.
 */
export function hospitalList<T extends z.ZodMiniType>(item: T) {
  return envelope(z.object({ status: z.string(), data: z.array(item), message: z.string() }));
}

/** 'yes' or 'no', as the hospital writes insurance-validation flags. */
export const yesNo = lazy(() => z.enum(['yes', 'no']));
export type YesNo = z.infer<typeof yesNo>;

export const ScheduleType = { OPD: 'OPD', TELEMED: 'TELEMED' } as const;
export const scheduleType = lazy(() => z.enum(['OPD', 'TELEMED']));
export type ScheduleType = z.infer<typeof scheduleType>;

/** What a search suggestion names: a doctor, a specialty or a condition. */
export const DoctorCategory = { Doctor: 'doctor', Specialty: 'specialty', Condition: 'condition' } as const;
export const doctorCategory = lazy(() => z.enum(['doctor', 'specialty', 'condition']));
export type DoctorCategory = z.infer<typeof doctorCategory>;

/**
 * A location as /content/locations answers it (its `locationId` is the facility id there), with
 * both languages and the facility. A location's `id` is the `locationId` of its doctors.
 */
export const doctorLocation = lazy(() =>
  z.extend(hospitalLocation, {
    facilityId: z.string(),
    name_ar: z.string(),
    address_ar: z.string(),
  }),
);
export type DoctorLocation = z.infer<typeof doctorLocation>;
export const doctorLocationsResponse = lazy(() => hospitalList(doctorLocation));
export type DoctorLocationsResponse = z.infer<typeof doctorLocationsResponse>;

/** A doctor card, and everything a booking needs (the spec's booking item fields included). */
export const doctor = lazy(() =>
  z.object({
    id: z.int(),
    name: z.string(),
    name_ar: z.string(),
    /** Same as name: the booking item's field. */
    physicianName: z.string(),
    /** Photo address, or null: show the initials. */
    image: z.nullable(z.string()),
    initials: z.string(),
    specialty: z.string(),
    specialty_ar: z.string(),
    specialtyCode: z.string(),
    /** Null for a doctor not yet placed at a location (cannot be booked). */
    location: z.nullable(z.string()),
    location_ar: z.nullable(z.string()),
    locationId: z.nullable(z.int()),
    facilityId: z.nullable(z.string()),
    /** Null for a doctor without a department (cannot be booked). */
    department_code: z.nullable(z.string()),
    department: z.nullable(z.string()),
    physicianNo: z.string(),
    physicianLicense: z.string(),
    scheduleType: scheduleType,
    /** A phone number shown instead of the book and reschedule actions. */
    appointment_message: z.nullable(z.string()),
    facility_insurance_validation: yesNo,
    specialty_insurance_validation: yesNo,
    doctor_insurance_validation: yesNo,
    cat_type: z.literal('doctor'),
    /** Years of practice. */
    experience: z.nullable(z.int()),
  }),
);
export type Doctor = z.infer<typeof doctor>;
export const doctorsResponse = lazy(() => hospitalList(doctor));
export type DoctorsResponse = z.infer<typeof doctorsResponse>;

export const doctorProfile = lazy(() =>
  z.extend(doctor, {
    specialization: z.string(),
    specialization_ar: z.string(),
    nationality: z.nullable(z.string()),
    nationality_ar: z.nullable(z.string()),
    /** Spoken languages, comma separated (the spec's spelling of the field). */
    know_langauges: z.string(),
    know_langauges_ar: z.string(),
    biography_web: z.string(),
    biography_web_ar: z.string(),
  }),
);
export type DoctorProfile = z.infer<typeof doctorProfile>;
export const doctorProfileResponse = lazy(() =>
  envelope(z.object({ status: z.string(), data: doctorProfile, message: z.string() })),
);
export type DoctorProfileResponse = z.infer<typeof doctorProfileResponse>;

export const doctorSuggestion = lazy(() =>
  z.object({
    /** Doctor id, specialty code or condition id, as a string: pass it back with cat_type to /doctor/doctors. */
    id: z.string(),
    name: z.string(),
    name_ar: z.string(),
    cat_type: doctorCategory,
    /** The doctor's location; empty for specialties and conditions. */
    location: z.string(),
    location_ar: z.string(),
  }),
);
export type DoctorSuggestion = z.infer<typeof doctorSuggestion>;
export const doctorSearchResponse = lazy(() => hospitalList(doctorSuggestion));
export type DoctorSearchResponse = z.infer<typeof doctorSearchResponse>;

export const condition = lazy(() => z.object({ id: z.int(), name: z.string(), name_ar: z.string() }));
export type Condition = z.infer<typeof condition>;

export const specialty = lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    name_ar: z.string(),
    insurance_validation: yesNo,
    conditions: z.array(condition),
    doctorCount: z.int(),
  }),
);
export type Specialty = z.infer<typeof specialty>;
export const specialtiesResponse = lazy(() => hospitalList(specialty));
export type SpecialtiesResponse = z.infer<typeof specialtiesResponse>;

export const restrictedInsurance = lazy(() => z.object({ name: z.string(), insurance_plan: z.string() }));
export type RestrictedInsurance = z.infer<typeof restrictedInsurance>;
export const restrictedInsuranceResponse = lazy(() => hospitalList(restrictedInsurance));
export type RestrictedInsuranceResponse = z.infer<typeof restrictedInsuranceResponse>;

const searchText = lazy(() =>
  z.string().check(z.trim(), z.minLength(SEARCH_ENTER_MIN_CHARS, 'Search first'), z.maxLength(100)),
);
const positiveId = lazy(() => z.pipe(z.coerce.number(), z.int()).check(z.positive()));

/** GET /doctor/searchdoctor?searchText= (at least 2 characters; the screens wait for 3). */
/** A brand key: its facilities' doctors only (a brand's appointments list shows no others). */
const brandName = lazy(() => z.optional(z.string().check(z.trim(), z.maxLength(50))));

export const doctorSearchQuery = lazy(() => z.object({ searchText, brandName }));
export type DoctorSearchQuery = z.infer<typeof doctorSearchQuery>;

/** GET /doctor/doctors: a suggestion chosen (id + cat_type), or the text typed (searchText). */
export const doctorsQuery = lazy(() =>
  z.union([
    z.object({
      id: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
      cat_type: doctorCategory,
      brandName,
    }),
    z.object({ searchText, brandName }),
  ]),
);
export type DoctorsQuery = z.infer<typeof doctorsQuery>;

/** GET /doctor/doctorsbyspecialty: by specialty code or by condition id. */
export const doctorsBySpecialtyQuery = lazy(() =>
  z.union([
    z.object({ specialty: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)) }),
    z.object({ conditionId: positiveId }),
  ]),
);
export type DoctorsBySpecialtyQuery = z.infer<typeof doctorsBySpecialtyQuery>;

export const doctorsByLocationQuery = lazy(() => z.object({ locationId: positiveId }));
export type DoctorsByLocationQuery = z.infer<typeof doctorsByLocationQuery>;

/** GET /doctor/specialtiesbylocation: the specialties with doctors at a brand's (vblog) or one location. */
export const specialtiesByLocationQuery = lazy(() =>
  z.union([
    z.object({ locationId: positiveId }),
    z.object({ vblog: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)) }),
  ]),
);
export type SpecialtiesByLocationQuery = z.infer<typeof specialtiesByLocationQuery>;

export const doctorProfileQuery = lazy(() => z.object({ id: positiveId }));
export type DoctorProfileQuery = z.infer<typeof doctorProfileQuery>;

/** GET /doctor/locations?brand=: every active location, or one brand's. */
export const doctorLocationsQuery = lazy(() =>
  z.object({
    brand: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  }),
);
export type DoctorLocationsQuery = z.infer<typeof doctorLocationsQuery>;

/**
 * GET /doctor/telemedicinedoctors?brandName=: the telemedicine doctors of a brand's facilities (all
 * without a brand). A brand's appointments list shows only its facilities, so its portal offers
 * only doctors whose appointments it will show.
 */
export const telemedicineDoctorsQuery = lazy(() => z.object({ brandName }));
export type TelemedicineDoctorsQuery = z.infer<typeof telemedicineDoctorsQuery>;

export const restrictedInsuranceQuery = lazy(() => z.object({ locationId: positiveId }));
export type RestrictedInsuranceQuery = z.infer<typeof restrictedInsuranceQuery>;

/** Paths of the doctor calls (bearer required), under the API prefix. */
export const DoctorPath = {
  search: '/doctor/searchdoctor',
  doctors: '/doctor/doctors',
  bySpecialty: '/doctor/doctorsbyspecialty',
  byLocation: '/doctor/doctorsbylocation',
  specialties: '/doctor/specialties',
  specialtiesByLocation: '/doctor/specialtiesbylocation',
  profile: '/doctor/profile',
  telemedicine: '/doctor/telemedicinedoctors',
  locations: '/doctor/locations',
  restrictedInsurance: '/doctor/restrictedinsurance',
} as const;

/** The doctor calls of spec section 7, each described once (contract endpoint.ts). */
export const DoctorEndpoint = {
  search: endpoint({
    method: 'GET',
    path: DoctorPath.search,
    request: doctorSearchQuery,
    response: doctorSearchResponse,
  }),
  doctors: endpoint({
    method: 'GET',
    path: DoctorPath.doctors,
    request: doctorsQuery,
    response: doctorsResponse,
  }),
  bySpecialty: endpoint({
    method: 'GET',
    path: DoctorPath.bySpecialty,
    request: doctorsBySpecialtyQuery,
    response: doctorsResponse,
  }),
  byLocation: endpoint({
    method: 'GET',
    path: DoctorPath.byLocation,
    request: doctorsByLocationQuery,
    response: doctorsResponse,
  }),
  specialties: endpoint({
    method: 'GET',
    path: DoctorPath.specialties,
    request: lazy(() => z.object({})),
    response: specialtiesResponse,
  }),
  specialtiesByLocation: endpoint({
    method: 'GET',
    path: DoctorPath.specialtiesByLocation,
    request: specialtiesByLocationQuery,
    response: specialtiesResponse,
  }),
  profile: endpoint({
    method: 'GET',
    path: DoctorPath.profile,
    request: doctorProfileQuery,
    response: doctorProfileResponse,
  }),
  telemedicine: endpoint({
    method: 'GET',
    path: DoctorPath.telemedicine,
    request: telemedicineDoctorsQuery,
    response: doctorsResponse,
  }),
  locations: endpoint({
    method: 'GET',
    path: DoctorPath.locations,
    request: doctorLocationsQuery,
    response: doctorLocationsResponse,
  }),
  restrictedInsurance: endpoint({
    method: 'GET',
    path: DoctorPath.restrictedInsurance,
    request: restrictedInsuranceQuery,
    response: restrictedInsuranceResponse,
  }),
} as const;
