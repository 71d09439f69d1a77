/** What the simulated hospital's capabilities share: the doctor query and its row, small text helpers. */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../../db/index';
import {
  type HospitalDoctorRow,
  hospitalDepartments,
  hospitalDoctors,
  hospitalSpecialties,
  locations,
} from '../../../db/schema';
import type { HisDoctor, HisDoctorProfile } from '../port';

export type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];
export type Executor = AppDb | Tx;

export const yesNo = (flag: boolean | null | undefined): 'yes' | 'no' => (flag ? 'yes' : 'no');

/** 'Dr. Ahmed Al Hashimi' gives 'AH'. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^(dr\.?|prof\.?)\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** True when `error` (or what it wraps) is a unique violation, of `constraint` when named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      if (!constraint) return true;
      if (candidate.constraint === constraint) return true;
      return typeof candidate.message === 'string' && candidate.message.includes(constraint);
    }
    current = candidate.cause;
  }
  return false;
}

const d = hospitalDoctors;

/** What a doctor card and booking read: not the profile's texts, which lists do not show. */
const doctorColumns = {
  doctor: {
    id: d.id,
    physicianNo: d.physicianNo,
    physicianLicense: d.physicianLicense,
    nameEn: d.nameEn,
    nameAr: d.nameAr,
    specialtyCode: d.specialtyCode,
    departmentCode: d.departmentCode,
    locationId: d.locationId,
    scheduleType: d.scheduleType,
    slotMinutes: d.slotMinutes,
    photoUrl: d.photoUrl,
    experienceYears: d.experienceYears,
    appointmentMessage: d.appointmentMessage,
    insuranceValidation: d.insuranceValidation,
    isActive: d.isActive,
  },
  specialtyEn: hospitalSpecialties.nameEn,
  specialtyAr: hospitalSpecialties.nameAr,
  specialtyFlag: hospitalSpecialties.insuranceValidation,
  departmentEn: hospitalDepartments.nameEn,
  locationEn: locations.nameEn,
  locationAr: locations.nameAr,
  addressEn: locations.addressEn,
  addressAr: locations.addressAr,
  mapLink: locations.mapLink,
  latitude: locations.latitude,
  longitude: locations.longitude,
  locationFlag: locations.insuranceValidation,
  facilityId: locations.facilityId,
};

/** A doctor's page: the card's columns and the profile's texts. */
const profileColumns = {
  ...doctorColumns,
  texts: {
    specializationEn: d.specializationEn,
    specializationAr: d.specializationAr,
    nationalityEn: d.nationalityEn,
    nationalityAr: d.nationalityAr,
    languagesEn: d.languagesEn,
    languagesAr: d.languagesAr,
    biographyEn: d.biographyEn,
    biographyAr: d.biographyAr,
  },
};

type DoctorRow = {
  doctor: Pick<HospitalDoctorRow, keyof typeof doctorColumns.doctor>;
  specialtyEn: string;
  specialtyAr: string;
  specialtyFlag: boolean;
  departmentEn: string | null;
  locationEn: string | null;
  locationAr: string | null;
  addressEn: string | null;
  addressAr: string | null;
  mapLink: string | null;
  latitude: number | null;
  longitude: number | null;
  locationFlag: boolean | null;
  facilityId: string | null;
};

type ProfileRow = DoctorRow & { texts: Pick<HospitalDoctorRow, keyof typeof profileColumns.texts> };

export function toDoctor(row: DoctorRow): HisDoctor {
  const d = row.doctor;
  // A doctor's location carries the facility flag: each location of a facility decides its own.
  return {
    id: d.id,
    name: d.nameEn,
    name_ar: d.nameAr,
    physicianName: d.nameEn,
    image: d.photoUrl,
    initials: initialsOf(d.nameEn),
    specialty: row.specialtyEn,
    specialty_ar: row.specialtyAr,
    specialtyCode: d.specialtyCode,
    location: row.locationEn,
    location_ar: row.locationAr,
    locationId: d.locationId,
    facilityId: row.facilityId,
    department_code: d.departmentCode,
    department: row.departmentEn,
    physicianNo: d.physicianNo,
    physicianLicense: d.physicianLicense,
    scheduleType: d.scheduleType,
    appointment_message: d.appointmentMessage,
    facility_insurance_validation: yesNo(row.locationFlag),
    specialty_insurance_validation: yesNo(row.specialtyFlag),
    doctor_insurance_validation: yesNo(d.insuranceValidation),
    cat_type: 'doctor',
    experience: d.experienceYears,
    isActive: d.isActive,
    slotMinutes: d.slotMinutes,
    address: row.addressEn,
    address_ar: row.addressAr,
    map_link: row.mapLink,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

function toDoctorProfile(row: ProfileRow): HisDoctorProfile {
  const t = row.texts;
  return {
    ...toDoctor(row),
    specialization: t.specializationEn,
    specialization_ar: t.specializationAr,
    nationality: t.nationalityEn,
    nationality_ar: t.nationalityAr,
    know_langauges: t.languagesEn,
    know_langauges_ar: t.languagesAr,
    biography_web: t.biographyEn,
    biography_web_ar: t.biographyAr,
  };
}

/** Doctors with their specialty, department and location; active ones only unless told. */
export function selectDoctors(db: AppDb, where: SQL | undefined, activeOnly = true) {
  return joined(db.select(doctorColumns).from(hospitalDoctors).$dynamic(), where, activeOnly);
}

/** One doctor's page, whether or not they still see patients (old appointments name them). */
export async function selectDoctorProfile(db: AppDb, where: SQL): Promise<HisDoctorProfile | null> {
  const [row] = await joined(db.select(profileColumns).from(hospitalDoctors).$dynamic(), where, false).limit(
    1,
  );
  return row ? toDoctorProfile(row) : null;
}

/** The joins, conditions and order every doctor query shares. */
function joined<Q extends PgSelect>(query: Q, where: SQL | undefined, activeOnly: boolean) {
  return query
    .innerJoin(hospitalSpecialties, eq(hospitalSpecialties.code, hospitalDoctors.specialtyCode))
    .leftJoin(hospitalDepartments, eq(hospitalDepartments.code, hospitalDoctors.departmentCode))
    .leftJoin(locations, eq(locations.id, hospitalDoctors.locationId))
    .where(and(activeOnly ? eq(hospitalDoctors.isActive, true) : undefined, where))
    .orderBy(asc(hospitalDoctors.sortOrder), asc(hospitalDoctors.id));
}
