import * as z from 'zod/mini';
import { normaliseTime } from './booking-rules';
import { BOOKING_TITLE, NEXT_AVAILABLE_DAYS, SCHEDULING_TYPE } from './constants';
import { isIsoDate } from './dates';
import { doctor, scheduleType } from './doctors';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { lazy } from './lazy';
import { optionalNameRule } from './rules';

/**
 * Time slots, appointments, patient records and teleconsultation (spec sections 3, 4 and 7).
 * Dates are ISO (yyyy-MM-dd) and times 'HH:mm', both wall-clock at the facility (UAE, UTC+4).
 */

/** yyyy-MM-dd, or a date-time whose first ten characters are one (the time part is dropped). */
export const isoDateInput = lazy(() =>
  z
    .pipe(
      z.string().check(z.trim()),
      z.transform((value) => value.slice(0, 10)),
    )
    .check(z.refine(isIsoDate, 'Please enter a valid date (yyyy-MM-dd)')),
);

/** 'HH:mm' (seconds tolerated and dropped). */
export const timeInput = lazy(() =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.refine((value) => normaliseTime(value) !== null, 'Please enter a valid time (HH:mm)'),
    ),
    z.transform((value) => normaliseTime(value) as string),
  ),
);

const code = lazy(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(40)));
const optionalText = (max = 200) => z.nullish(z.string().check(z.trim(), z.maxLength(max)));

/** 0, null or absent: the signed-in user; otherwise one of their family members. Numeric strings are taken. */
export const familyMemberIdInput = lazy(() =>
  z.pipe(
    z.nullish(
      z.union([
        z.int().check(z.nonnegative()),
        z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.transform(Number)),
      ]),
    ),
    z.transform((value) => value ?? 0),
  ),
);

/* Time slots. */

export const timeSlotsRequest = lazy(() =>
  z
    .object({
      facilityId: z.array(code).check(z.minLength(1), z.maxLength(20)),
      department: z._default(z.array(code).check(z.maxLength(20)), []),
      physicianLicense: z._default(z.array(code).check(z.maxLength(20)), []),
      physicianNo: z.array(code).check(z.minLength(1), z.maxLength(20)),
      providerLicence: optionalText(),
      beginDate: isoDateInput,
      endDate: isoDateInput,
      extensions: z.optional(z.unknown()),
    })
    .check(
      z.refine((r) => r.endDate >= r.beginDate, {
        message: 'endDate must not be before beginDate',
        path: ['endDate'],
      }),
      z.refine((r) => Date.parse(r.endDate) - Date.parse(r.beginDate) <= NEXT_AVAILABLE_DAYS * 86_400_000, {
        message: `At most ${NEXT_AVAILABLE_DAYS} days at a time`,
        path: ['endDate'],
      }),
    ),
);
export type TimeSlotsRequest = z.input<typeof timeSlotsRequest>;

export const slot = lazy(() =>
  z.object({
    slNo: z.int(),
    /** '09:15 AM' */
    text: z.string(),
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    department: z.string(),
    physicianNo: z.string(),
    physicianLicense: z.string(),
    facilityId: z.string(),
  }),
);
export type Slot = z.infer<typeof slot>;

export const timeSlotsData = lazy(() =>
  z.object({
    morningSlots: z.array(slot),
    afternoonSlots: z.array(slot),
    eveningSlots: z.array(slot),
    /** Dates after endDate, within 30 days, that have a free slot ('Next Available Slots'). */
    futureDates: z.array(z.string()),
  }),
);
export type TimeSlotsData = z.infer<typeof timeSlotsData>;
export const timeSlotsResponse = lazy(() => envelope(timeSlotsData));
export type TimeSlotsResponse = z.infer<typeof timeSlotsResponse>;

/** GET department codes: departments booked by phone; their doctors' slots are not fetched. */
export const departmentCodesResponse = lazy(() => envelope(z.array(z.string())));
export type DepartmentCodesResponse = z.infer<typeof departmentCodesResponse>;

/* Appointments. */

/** "0" is Booked; past appointments read 'Visited' or 'Not Visited'. */
export const AppointmentStatus = { Booked: '0', Visited: 'Visited', NotVisited: 'Not Visited' } as const;

export const appointment = lazy(() =>
  z.object({
    appointmentId: z.string(),
    appointmentRef: z.string(),
    appointmentRefNo: z.string(),
    apptDate: z.string(),
    apptTime: z.string(),
    apptEndTime: z.string(),
    /** Minutes. */
    duration: z.int(),
    appointmentStatus: z.string(),
    scheduleType: scheduleType,
    appointment_message: z.nullable(z.string()),
    physicianName: z.string(),
    physicianName_ar: z.string(),
    specialty: z.string(),
    specialty_ar: z.string(),
    experience: z.nullable(z.int()),
    location: z.nullable(z.string()),
    location_ar: z.nullable(z.string()),
    locationId: z.nullable(z.int()),
    address: z.nullable(z.string()),
    address_ar: z.nullable(z.string()),
    map_link: z.nullable(z.string()),
    image: z.nullable(z.string()),
    doctorId: z.int(),
    department: z.string(),
    physicianNo: z.string(),
    physicianLicense: z.string(),
    facilityId: z.string(),
    /** The hospital's patient number (same as patientId). */
    patientNo: z.string(),
    patientId: z.string(),
    his: z.string(),
    mobileNo: z.string(),
    /** Who the appointment is for: 0 the user, else the family member. */
    familyMemberId: z.int(),
    patientName: z.string(),
  }),
);
export type Appointment = z.infer<typeof appointment>;

export const consultedDoctor = lazy(() => z.extend(doctor, { lastVisit: z.string() }));
export type ConsultedDoctor = z.infer<typeof consultedDoctor>;

/**
 * POST appointment history ?brandName=: one patient record (HIS, patientId, facilityId), or with an
 * empty patientId every record of the person chosen by familyMemberId (0 the user).
 */
export const appointmentHistoryRequest = lazy(() =>
  z.object({
    HIS: optionalText(20),
    patientId: optionalText(40),
    mobileNo: optionalText(20),
    facilityId: optionalText(20),
    familyMemberId: familyMemberIdInput,
    extensions: z.optional(z.unknown()),
  }),
);
export type AppointmentHistoryRequest = z.input<typeof appointmentHistoryRequest>;
export const brandQuery = lazy(() =>
  z.object({ brandName: z.optional(z.string().check(z.trim(), z.maxLength(50))) }),
);

export const appointmentHistoryData = lazy(() =>
  z.object({
    upcomingAppts: z.array(appointment),
    pastAppts: z.array(appointment),
    consultedDoctors: z.array(consultedDoctor),
  }),
);
export type AppointmentHistoryData = z.infer<typeof appointmentHistoryData>;
export const appointmentHistoryResponse = lazy(() => envelope(appointmentHistoryData));
export type AppointmentHistoryResponse = z.infer<typeof appointmentHistoryResponse>;

/**
 * POST book appointment: the payload of spec section 3. Who is booked comes from familyMemberId
 * (null or 0: the user); the server takes the patient's name, birth date, document and mobile from
 * its own records, so the personal fields below may be sent empty.
 */
export const bookAppointmentRequest = lazy(() =>
  z.object({
    facilityId: code,
    apptDate: isoDateInput,
    apptStartTime: timeInput,
    apptEndTime: timeInput,
    patientId: optionalText(40),
    familyMemberId: familyMemberIdInput,
    callpoint: optionalText(),
    department: code,
    physicianNo: code,
    physicianLicense: optionalText(40),
    scheduleType: z.nullish(z.string().check(z.trim(), z.maxLength(20))),
    comment: optionalText(500),
    title: optionalText(10),
    firstName: optionalNameRule(),
    lastName: optionalNameRule(),
    email: optionalText(),
    dateOfBirth: optionalText(),
    genderId: z.nullish(z.union([z.number(), z.string()])),
    identityNumber: optionalText(),
    mobileNo: optionalText(),
    nationality: optionalText(),
    countryId: z.nullish(z.union([z.number(), z.string()])),
    documentTypeId: z.nullish(z.union([z.number(), z.string()])),
    identityDocExpiryDate: optionalText(),
    patientLang: optionalText(),
    occupation: optionalText(),
    bloodGroup: optionalText(),
    externalPatientId: optionalText(),
    country: optionalText(),
    city: optionalText(),
    region: optionalText(),
    streetNumber: optionalText(),
    postOfficeBox: optionalText(),
    kinFirstName: optionalNameRule(),
    kinLastName: optionalNameRule(),
    kinCountry: optionalText(),
    kinTelephone: optionalText(),
    kinRelationship: optionalText(),
  }),
);
export type BookAppointmentRequest = z.input<typeof bookAppointmentRequest>;
/** Fixed values of the booking payload (spec section 9). */
export const BOOKING_FIXED = { scheduleType: SCHEDULING_TYPE, title: BOOKING_TITLE } as const;

/**
 * The booking request of spec section 3, built here once for the portal and the tests: who and when,
 * the fixed scheduleType and title, and the fields the hospital's form has but the portal leaves
 * empty (the server takes the patient's details from its own records, never from these).
 */
export function bookingRequest(
  slot: Pick<
    Slot,
    'facilityId' | 'date' | 'startTime' | 'endTime' | 'department' | 'physicianNo' | 'physicianLicense'
  >,
  familyMemberId: number,
  patient: BookingPatient | undefined,
  user: { email: string | null; mobile: string; callingCode: string; countryCode: string | null },
): BookAppointmentRequest {
  const mobile = patient?.mobile || user.mobile;
  const callingCode = patient?.mobile ? (patient.callingCode ?? user.callingCode) : user.callingCode;
  return {
    facilityId: slot.facilityId,
    apptDate: slot.date,
    apptStartTime: slot.startTime,
    apptEndTime: slot.endTime,
    patientId: null,
    familyMemberId,
    callpoint: '',
    department: slot.department,
    physicianNo: slot.physicianNo,
    physicianLicense: slot.physicianLicense,
    ...BOOKING_FIXED,
    comment: '',
    firstName: patient?.firstName ?? '',
    lastName: patient?.lastName ?? '',
    email: familyMemberId === 0 ? (user.email ?? '') : '',
    dateOfBirth: patient?.dateOfBirth ?? '',
    genderId: patient?.genderId ?? null,
    identityNumber: patient?.documentId ?? '',
    mobileNo: `${callingCode}${mobile}`,
    nationality: '',
    countryId: user.countryCode ?? '',
    documentTypeId: patient?.documentTypeId ?? null,
    identityDocExpiryDate: '',
    patientLang: '',
    occupation: '',
    bloodGroup: '',
    externalPatientId: '',
    country: '',
    city: '',
    region: '',
    streetNumber: '',
    postOfficeBox: '',
    kinFirstName: '',
    kinLastName: '',
    kinCountry: '',
    kinTelephone: '',
    kinRelationship: '',
  };
}

export const bookingResult = lazy(() =>
  z.object({
    appointmentRefNo: z.string(),
    appointmentRef: z.string(),
    appointmentId: z.string(),
    apptDate: z.string(),
    apptTime: z.string(),
    apptEndTime: z.string(),
    patientId: z.string(),
    facilityId: z.string(),
  }),
);
export type BookingResult = z.infer<typeof bookingResult>;
/** Success carries the result; a refusal has a status starting with 'E' and data null. */
export const bookAppointmentResponse = lazy(() => envelope(z.nullable(bookingResult)));
export type BookAppointmentResponse = z.infer<typeof bookAppointmentResponse>;

/** PUT update appointment: moves it to another slot of the same doctor; new reference numbers come back. */
export const updateAppointmentRequest = lazy(() =>
  z.object({
    facilityId: code,
    appointmentId: code,
    appointmentRef: code,
    apptDate: isoDateInput,
    apptTime: timeInput,
    /** Minutes; the doctor's slot length decides, this is checked against it when sent. */
    duration: z.nullish(z.pipe(z.coerce.number(), z.int()).check(z.positive(), z.lte(240))),
    department: optionalText(40),
    patientNo: optionalText(40),
    mobileNo: optionalText(20),
    physicianNo: code,
    physicianLicense: optionalText(40),
  }),
);
export type UpdateAppointmentRequest = z.input<typeof updateAppointmentRequest>;
export const updateAppointmentResponse = lazy(() => envelope(z.nullable(bookingResult)));
export type UpdateAppointmentResponse = z.infer<typeof updateAppointmentResponse>;

/** DELETE appointment (OPD or telemedicine alike). */
export const cancelAppointmentRequest = lazy(() =>
  z.object({
    facilityId: code,
    appointmentId: code,
    appointmentRef: code,
    patientNo: optionalText(40),
    reason: optionalText(500),
  }),
);
export type CancelAppointmentRequest = z.input<typeof cancelAppointmentRequest>;
export const cancelAppointmentResponse = lazy(() => envelope(z.null()));

/** GET the .ics of an own appointment (text/calendar attachment). */
export const appointmentCalendarQuery = lazy(() => z.object({ appointmentId: code }));

/** GET the people the user may book for: themself (familyMemberId 0) and their family members. */
export const bookingPatient = lazy(() =>
  z.object({
    familyMemberId: z.int(),
    firstName: z.string(),
    lastName: z.string(),
    relationId: z.nullable(z.int()),
    /** 'Self' for the user. */
    relation: z.string(),
    relation_ar: z.string(),
    dateOfBirth: z.nullable(z.string()),
    age: z.nullable(z.int()),
    genderId: z.nullable(z.int()),
    callingCode: z.nullable(z.string()),
    mobile: z.nullable(z.string()),
    documentTypeId: z.nullable(z.int()),
    documentId: z.nullable(z.string()),
  }),
);
export type BookingPatient = z.infer<typeof bookingPatient>;
export const bookingPatientsResponse = lazy(() => envelope(z.array(bookingPatient)));
export type BookingPatientsResponse = z.infer<typeof bookingPatientsResponse>;

/* Patient records and details. */

export const patientRecord = lazy(() =>
  z.object({
    his: z.string(),
    patientId: z.string(),
    facilityId: z.string(),
    mobileNo: z.string(),
    dateOfBirth: z.nullable(z.string()),
  }),
);
export type PatientRecord = z.infer<typeof patientRecord>;
export const patientRecordQuery = lazy(() =>
  z.object({
    familyMemberId: familyMemberIdInput,
    facilityId: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  }),
);
export const patientRecordParams = lazy(() =>
  z.object({
    userId: z.pipe(z.coerce.number(), z.int()).check(z.positive()),
  }),
);
export const patientRecordResponse = lazy(() => envelope(z.array(patientRecord)));
export type PatientRecordResponse = z.infer<typeof patientRecordResponse>;

export const patientDetailsRequest = lazy(() =>
  z.object({
    his: code,
    patientId: code,
    /** The facility id of the record. */
    institution: code,
  }),
);
export type PatientDetailsRequest = z.infer<typeof patientDetailsRequest>;
export const patientDetails = lazy(() =>
  z.object({
    insuranceName: z.nullable(z.string()),
    planName: z.nullable(z.string()),
  }),
);
export type PatientDetails = z.infer<typeof patientDetails>;
/** data[0] holds the insurer and plan. */
export const patientDetailsResponse = lazy(() => envelope(z.array(patientDetails)));
export type PatientDetailsResponse = z.infer<typeof patientDetailsResponse>;

/** GET /user/recentconsultations?patientId&familyMemberId&brandName: doctors seen, latest first. */
export const recentConsultationsQuery = lazy(() =>
  z.object({
    patientId: z.optional(z.string().check(z.trim(), z.maxLength(40))),
    familyMemberId: familyMemberIdInput,
    brandName: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  }),
);
export const recentConsultationsResponse = lazy(() => envelope(z.array(consultedDoctor)));
export type RecentConsultationsResponse = z.infer<typeof recentConsultationsResponse>;

/* Teleconsultation. */

/** POST teleconsultation start: checks the window, signs the patient in with the provider. */
export const teleconsultStartRequest = lazy(() =>
  z.object({ appointmentId: code, appointmentRef: optionalText(40) }),
);
export const teleconsultStart = lazy(() =>
  z.object({
    /** The teleconsultation provider's base address. */
    baseUrl: z.string(),
    appId: z.string(),
    accessToken: z.string(),
    userId: z.string(),
    patientProfileId: z.string(),
    apptDate: z.string(),
    apptTime: z.string(),
    physicianName: z.string(),
  }),
);
export type TeleconsultStart = z.infer<typeof teleconsultStart>;
export const teleconsultStartResponse = lazy(() => envelope(z.nullable(teleconsultStart)));
export type TeleconsultStartResponse = z.infer<typeof teleconsultStartResponse>;

/** The provider's sso-login call: {teleconsult base}/web/api/default/sso-login, header APPID. */
export const TELECONSULT_APPID_HEADER = 'appid';
export const ssoLoginRequest = lazy(() =>
  z.object({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
    gender: z.enum(['male', 'female']),
    phone: z.string().check(z.trim(), z.regex(/^\+?\d{6,16}$/)),
    emirates: z._default(z.string().check(z.trim(), z.maxLength(40)), ''),
  }),
);
export type SsoLoginRequest = z.infer<typeof ssoLoginRequest>;
export const ssoLoginResponse = lazy(() =>
  z.object({
    success: z.boolean(),
    message: z.optional(z.string()),
    data: z.nullish(
      z.object({
        access_token: z.string(),
        PatientProfile: z.object({
          user_id: z.union([z.string(), z.number()]),
          id: z.union([z.string(), z.number()]),
        }),
      }),
    ),
  }),
);
export type SsoLoginResponse = z.infer<typeof ssoLoginResponse>;

/** Paths of the appointment calls (bearer required), under the API prefix. */
export const AppointmentPath = {
  timeSlots: '/appointment/timeslots',
  departmentCodes: '/appointment/departmentcodes',
  history: '/appointment/appointmenthistory',
  book: '/appointment/bookappointment',
  update: '/appointment/updateappointment',
  cancel: '/appointment/deleteappointment',
  calendar: '/appointment/calendar',
  patients: '/appointment/patients',
  teleconsultStart: '/appointment/teleconsultstart',
} as const;

export const PatientPath = {
  /** POST, with the signed-in user's id as the last segment. */
  record: '/user/getpatientrecord/:userId',
  details: '/user/getpatientdetails',
  recentConsultations: '/user/recentconsultations',
} as const;

/** The patient-record address for a user id. */
export function patientRecordPath(userId: number): string {
  return PatientPath.record.replace(':userId', String(userId));
}

export const TeleconsultPath = {
  ssoLogin: '/web/api/default/sso-login',
  /** The development provider's base under the API prefix (outside production only). */
  devBase: '/dev/teleconsult',
} as const;

/*
 * The appointment and patient calls described once (contract endpoint.ts). Not described here, as
 * their request is not one JSON body or one query string, or their answer is not JSON: the history
 * (a body and ?brandName=), the cancellation (DELETE with a body), the patient record (the user id
 * in the path and a query on a POST) and the .ics calendar; nor the provider's sso-login, which is
 * the teleconsultation provider's own API.
 */
export const AppointmentEndpoint = {
  timeSlots: endpoint({
    method: 'POST',
    path: AppointmentPath.timeSlots,
    request: timeSlotsRequest,
    response: timeSlotsResponse,
  }),
  departmentCodes: endpoint({
    method: 'GET',
    path: AppointmentPath.departmentCodes,
    request: lazy(() => z.object({})),
    response: departmentCodesResponse,
  }),
  patients: endpoint({
    method: 'GET',
    path: AppointmentPath.patients,
    request: lazy(() => z.object({})),
    response: bookingPatientsResponse,
  }),
  book: endpoint({
    method: 'POST',
    path: AppointmentPath.book,
    request: bookAppointmentRequest,
    response: bookAppointmentResponse,
  }),
  update: endpoint({
    method: 'PUT',
    path: AppointmentPath.update,
    request: updateAppointmentRequest,
    response: updateAppointmentResponse,
  }),
  teleconsultStart: endpoint({
    method: 'POST',
    path: AppointmentPath.teleconsultStart,
    request: teleconsultStartRequest,
    response: teleconsultStartResponse,
  }),
} as const;

export const PatientEndpoint = {
  details: endpoint({
    method: 'POST',
    path: PatientPath.details,
    request: patientDetailsRequest,
    response: patientDetailsResponse,
  }),
  recentConsultations: endpoint({
    method: 'GET',
    path: PatientPath.recentConsultations,
    request: recentConsultationsQuery,
    response: recentConsultationsResponse,
  }),
} as const;
