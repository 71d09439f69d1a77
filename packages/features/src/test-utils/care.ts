/**
 * Test data and a fetch router for the doctors and appointments tests and screen stories (never
 * imported by screens; free of vitest, so Storybook can load it).
 */
import type {
  Appointment,
  BookingPatient,
  ConsultedDoctor,
  Doctor,
  DoctorLocation,
  Slot,
  Specialty,
  TimeSlotsData,
} from '@portal/contract';
import type { PreloadedState } from '../store/store';
import { ACCESS_TOKEN, asRequest, envelope, loginData } from './fixtures';

export const signedIn: PreloadedState = {
  session: {
    user: {
      userId: loginData.userId,
      firstName: loginData.firstName,
      lastName: loginData.lastName,
      gender: loginData.gender,
      email: loginData.email,
      mobile: loginData.mobile,
      callingCode: loginData.callingCode,
      countryCode: loginData.countryCode,
      profileImgUrl: null,
      profileImgFileName: null,
      roleId: 1,
      roleName: 'Patient',
      isDOBAvailable: true,
      isDefaultPassword: false,
      facilityId: 'AD10',
      vblog: 'aldhannah',
      uaeUser: '0',
    },
    tokenExpiresAt: loginData.tokenExpiresAt,
    refreshExpiresAt: loginData.refreshExpiresAt,
  },
  credentials: { token: ACCESS_TOKEN },
};

/** A staff member signed in: `signedIn` with role 2 (broadcaster) or 3 (admin) and, if given, a name. */
export function signedInStaff(roleId: number, firstName?: string): PreloadedState {
  const session = signedIn.session;
  if (!session?.user) throw new Error('signedIn has no user');
  return {
    ...signedIn,
    session: { ...session, user: { ...session.user, roleId, ...(firstName ? { firstName } : {}) } },
  };
}

export const doctorAhmed: Doctor = {
  id: 1,
  name: 'Dr. Ahmed Al Hashimi',
  name_ar: 'د. أحمد الهاشمي',
  physicianName: 'Dr. Ahmed Al Hashimi',
  image: null,
  initials: 'AH',
  specialty: 'Family Medicine',
  specialty_ar: 'طب الأسرة',
  specialtyCode: 'FM',
  location: 'Al Dhannah Hospital',
  location_ar: 'مستشفى الظنة',
  locationId: 3,
  facilityId: 'AD10',
  department_code: 'FM',
  department: 'Family Medicine',
  physicianNo: 'D1001',
  physicianLicense: 'DOH-GP-10231',
  scheduleType: 'OPD',
  appointment_message: null,
  facility_insurance_validation: 'no',
  specialty_insurance_validation: 'no',
  doctor_insurance_validation: 'no',
  cat_type: 'doctor',
  experience: 18,
};

export const doctorYoussef: Doctor = {
  ...doctorAhmed,
  id: 8,
  name: 'Dr. Youssef Farouk',
  name_ar: 'د. يوسف فاروق',
  physicianName: 'Dr. Youssef Farouk',
  initials: 'YF',
  specialty: 'Ear, Nose and Throat',
  specialty_ar: 'الأنف والأذن والحنجرة',
  specialtyCode: 'ENT',
  location: 'Mirfa Clinic',
  location_ar: 'عيادة المرفأ',
  locationId: 5,
  department_code: 'ENT',
  department: 'Ear, Nose and Throat',
  physicianNo: 'D1008',
  doctor_insurance_validation: 'yes',
};

export const doctorMariam: Doctor = {
  ...doctorAhmed,
  id: 12,
  name: 'Dr. Mariam Al Suwaidi',
  name_ar: 'د. مريم السويدي',
  physicianName: 'Dr. Mariam Al Suwaidi',
  initials: 'MS',
  specialty: 'Paediatrics',
  specialty_ar: 'طب الأطفال',
  specialtyCode: 'PED',
  department_code: 'PED',
  department: 'Paediatrics',
  physicianNo: 'D1012',
  physicianLicense: 'DOH-PED-20417',
  experience: 11,
};

/** A telemedicine doctor: booked as a video consultation. */
export const doctorNoura: Doctor = {
  ...doctorAhmed,
  id: 15,
  name: 'Dr. Noura Al Ketbi',
  name_ar: 'د. نورة الكتبي',
  physicianName: 'Dr. Noura Al Ketbi',
  initials: 'NK',
  specialty: 'Internal Medicine',
  specialty_ar: 'الطب الباطني',
  specialtyCode: 'IM',
  department_code: 'IM',
  department: 'Internal Medicine',
  physicianNo: 'D1015',
  physicianLicense: 'DOH-IM-30552',
  scheduleType: 'TELEMED',
  experience: 9,
};

export const consultedOf = (doctor: Doctor, lastVisit: string): ConsultedDoctor => ({ ...doctor, lastVisit });

const specialtyOf = (id: string, name: string, name_ar: string, doctorCount: number): Specialty => ({
  id,
  name,
  name_ar,
  insurance_validation: 'no',
  conditions: [],
  doctorCount,
});

/** The specialties of a brand's locations, as 'Find doctor by speciality' lists them. */
export const specialties: Specialty[] = [
  specialtyOf('FM', 'Family Medicine', 'طب الأسرة', 6),
  specialtyOf('PED', 'Paediatrics', 'طب الأطفال', 4),
  specialtyOf('OBG', 'Obstetrics and Gynaecology', 'أمراض النساء والتوليد', 3),
  specialtyOf('ENT', 'Ear, Nose and Throat', 'الأنف والأذن والحنجرة', 2),
  specialtyOf('CARD', 'Cardiology', 'أمراض القلب', 2),
  specialtyOf('DERM', 'Dermatology', 'الأمراض الجلدية', 1),
];

/** Al Dhannah Hospital, the location (id 3) of doctorAhmed and doctorMariam. */
export const dhannahHospital: DoctorLocation = {
  id: 3,
  locationId: 'AD10',
  facilityId: 'AD10',
  name: 'Al Dhannah Hospital',
  name_ar: 'مستشفى الظنة',
  address: 'Al Dhannah City, Al Dhafra Region, Abu Dhabi',
  address_ar: 'مدينة الظنة، منطقة الظفرة، أبوظبي',
  brandname: 'aldhannah',
  his_name: 'ADH',
  insurance_validation: 'no',
  is_arabic: false,
  latitude: 24.19,
  longitude: 52.58,
  locationImg: null,
  map_link: 'https://maps.example.com/adh',
  vblog: 'aldhannah',
  websiteLink: null,
};

export const self: BookingPatient = {
  familyMemberId: 0,
  firstName: 'Aisha',
  lastName: 'Al Mansoori',
  relationId: null,
  relation: 'Self',
  relation_ar: 'نفسي',
  dateOfBirth: '1990-04-12',
  age: 35,
  genderId: 2,
  callingCode: '971',
  mobile: '501234567',
  documentTypeId: 1,
  documentId: '784199012345671',
};

export const son: BookingPatient = {
  ...self,
  familyMemberId: 11,
  firstName: 'Yousef',
  relationId: 5,
  relation: 'Son',
  relation_ar: 'ابن',
  dateOfBirth: '2016-08-20',
  age: 9,
  genderId: 1,
  documentId: '784201698765432',
};

/** An adult on the user's own mobile: refused by the pre-check. */
export const mother: BookingPatient = {
  ...self,
  familyMemberId: 13,
  firstName: 'Latifa',
  relationId: 2,
  relation: 'Mother',
  relation_ar: 'أم',
  dateOfBirth: '1963-11-05',
  age: 62,
  documentId: '784196355667788',
};

/** Emirates ID that does not carry the birth year. */
export const husbandWrongId: BookingPatient = {
  ...self,
  familyMemberId: 12,
  firstName: 'Hamad',
  relation: 'Husband',
  relation_ar: 'زوج',
  dateOfBirth: '1987-02-03',
  mobile: '506667788',
  documentId: '784199911223344',
};

export function slotAt(date: string, startTime: string, endTime: string): Slot {
  const [h] = startTime.split(':').map(Number);
  return {
    slNo: 1,
    text: `${startTime} ${(h ?? 0) < 12 ? 'AM' : 'PM'}`,
    date,
    startTime,
    endTime,
    department: 'FM',
    physicianNo: 'D1001',
    physicianLicense: 'DOH-GP-10231',
    facilityId: 'AD10',
  };
}

export function slotsOf(date: string, morning: string[], evening: string[] = []): TimeSlotsData {
  const end = (time: string) => {
    const [h = 0, m = 0] = time.split(':').map(Number);
    const total = h * 60 + m + 15;
    return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  };
  return {
    morningSlots: morning.map((t) => slotAt(date, t, end(t))),
    afternoonSlots: [],
    eveningSlots: evening.map((t) => slotAt(date, t, end(t))),
    futureDates: [],
  };
}

export function appointmentOf(overrides: Partial<Appointment> = {}): Appointment {
  return {
    appointmentId: '41',
    appointmentRef: 'AD10-41',
    appointmentRefNo: 'APT41',
    apptDate: '2030-01-15',
    apptTime: '09:00',
    apptEndTime: '09:15',
    duration: 15,
    appointmentStatus: '0',
    scheduleType: 'OPD',
    appointment_message: null,
    physicianName: 'Dr. Ahmed Al Hashimi',
    physicianName_ar: 'د. أحمد الهاشمي',
    specialty: 'Family Medicine',
    specialty_ar: 'طب الأسرة',
    experience: 18,
    location: 'Al Dhannah Hospital',
    location_ar: 'مستشفى الظنة',
    locationId: 3,
    address: 'Al Dhannah City',
    address_ar: 'مدينة الظنة',
    map_link: 'https://maps.example.com/adh',
    image: null,
    doctorId: 1,
    department: 'FM',
    physicianNo: 'D1001',
    physicianLicense: 'DOH-GP-10231',
    facilityId: 'AD10',
    patientNo: 'ADH100001',
    patientId: 'ADH100001',
    his: 'ADH',
    mobileNo: '971501234567',
    familyMemberId: 0,
    patientName: 'Aisha Al Mansoori',
    ...overrides,
  };
}

export const ok = (data: unknown) => envelope(200, 'Success', [], data);
export const list = (data: unknown[]) => ok({ status: 'success', data, message: '' });

/** The same envelopes as answer bodies, for screen stories (screenStory's answer). */
export const success = <T>(data: T) => ({ message: { status: 'Success', message: [] as string[] }, data });
export const listed = <T>(data: T[]) => success({ status: 'success', data, message: '' });

export interface Call {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

/**
 * A fetch mock answering by 'METHOD /api/path'; unanswered calls fail the test loudly (404). Every
 * call is recorded with its parsed JSON body.
 */
export function fetchRouter(routes: Record<string, Handler | Response>) {
  const calls: Call[] = [];
  const mock = async (input: RequestInfo | URL): Promise<Response> => {
    const request = asRequest(input);
    const url = new URL(request.url);
    const text = await request.clone().text();
    const call: Call = {
      method: request.method,
      path: url.pathname,
      url,
      body: text ? JSON.parse(text) : null,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (!route) return envelope(404, 'NotFound', [`no mock for ${call.method} ${call.path}`]);
    return typeof route === 'function' ? route(call) : route.clone();
  };
  return { mock, calls, called: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}
