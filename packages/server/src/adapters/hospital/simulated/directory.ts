/** The simulated hospital's directory: locations, doctors, specialties, insurance and brands. */
import type { DoctorLocation, DoctorSuggestion, RestrictedInsurance, Specialty } from '@portal/contract';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/index';
import {
  facilities,
  hospitalConditions,
  hospitalDepartments,
  hospitalDoctors,
  hospitalRestrictedInsurance,
  hospitalSpecialties,
  locations,
} from '../../../db/schema';
import type { DoctorFilter, HisDoctor, HisDoctorProfile, HospitalDirectory } from '../port';
import { selectDoctorProfile, selectDoctors, toDoctor, yesNo } from './shared';

const SEARCH_LIMIT = 10;

/** Text for ILIKE with the user's % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A facility whose key, vblog, name or id is the brand placeholder (lower case), as facilitiesOfBrand. */
const brandKey = sql.placeholder('brand');
const ofBrand = sql`(lower(${facilities.brand}) = ${brandKey} or lower(${facilities.vblog}) = ${brandKey}
  or lower(${facilities.nameEn}) = ${brandKey} or lower(${facilities.id}) = ${brandKey})`;

/** The values a doctor list is filtered by; a key left out does not filter. */
type DoctorValues = {
  ids?: number[];
  specialtyCode?: string;
  conditionId?: number;
  locationId?: number;
  scheduleType?: string;
  pattern?: string;
  brand?: string;
};

/** Each filter's condition, on its placeholder of the same name. */
function doctorCondition(key: keyof DoctorValues): SQL {
  const d = hospitalDoctors;
  const conditions = hospitalConditions;
  const value = sql.placeholder(key);
  switch (key) {
    case 'ids':
      return sql`${d.id} = any(${value}::int[])`;
    case 'specialtyCode':
      return sql`upper(${d.specialtyCode}) = ${value}`;
    case 'conditionId':
      return sql`${d.specialtyCode} in (select ${conditions.specialtyCode} from ${conditions} where ${conditions.id} = ${value}::int)`;
    case 'locationId':
      return sql`${d.locationId} = ${value}::int`;
    case 'scheduleType':
      return sql`${d.scheduleType} = ${value}`;
    case 'pattern':
      return sql`(${d.nameEn} ilike ${value} or ${d.nameAr} ilike ${value} or ${hospitalSpecialties.nameEn} ilike ${value} or ${hospitalSpecialties.nameAr} ilike ${value} or ${hospitalDepartments.nameEn} ilike ${value} or ${d.specialtyCode} in (select ${conditions.specialtyCode} from ${conditions} where ${conditions.nameEn} ilike ${value} or ${conditions.nameAr} ilike ${value}))`;
    case 'brand':
      return sql`(not exists (select 1 from ${facilities} where ${ofBrand}) or ${locations.facilityId} in (select ${facilities.id} from ${facilities} where ${ofBrand}))`;
  }
}

/**
 * The doctor list of one set of filters (its keys, in a fixed order), as a statement prepared once
 * with only those conditions: PostgreSQL's plan for it has nothing else to set up (a statement with
 * every condition, each switched off by a null value, took 58 us a run against 40).
 * Looked up by id (appointments of the past), a doctor who has left is still named.
 */
function doctorsStatement(db: AppDb, keys: (keyof DoctorValues)[], name: string) {
  return selectDoctors(db, and(...keys.map(doctorCondition)), !keys.includes('ids')).prepare(name);
}

export class SimulatedDirectory implements HospitalDirectory {
  private readonly doctorStatements = new Map<string, ReturnType<typeof doctorsStatement>>();

  constructor(private readonly db: AppDb) {}

  async locations(filter: { brand?: string | undefined }): Promise<DoctorLocation[]> {
    const rows = await this.db
      .select({ location: locations, hisName: facilities.hisName })
      .from(locations)
      .innerJoin(facilities, eq(facilities.id, locations.facilityId))
      .where(
        and(
          eq(locations.isActive, true),
          eq(facilities.isActive, true),
          filter.brand ? eq(sql`lower(${locations.brand})`, filter.brand.toLowerCase()) : undefined,
        ),
      )
      .orderBy(asc(locations.brand), asc(locations.sortOrder), asc(locations.id));
    return rows.map(({ location, hisName }) => ({
      id: location.id,
      locationId: location.facilityId,
      facilityId: location.facilityId,
      name: location.nameEn,
      name_ar: location.nameAr,
      address: location.addressEn,
      address_ar: location.addressAr,
      brandname: location.brand,
      his_name: hisName,
      insurance_validation: yesNo(location.insuranceValidation),
      is_arabic: false,
      latitude: location.latitude,
      longitude: location.longitude,
      locationImg: location.imageUrl,
      map_link: location.mapLink,
      vblog: location.vblog,
      websiteLink: location.websiteLink,
    }));
  }

  async searchDoctors(text: string): Promise<DoctorSuggestion[]> {
    const pattern = containing(text.trim());
    const [doctorRows, specialtyRows, conditionRows] = await Promise.all([
      selectDoctors(
        this.db,
        or(ilike(hospitalDoctors.nameEn, pattern), ilike(hospitalDoctors.nameAr, pattern)),
      ).limit(SEARCH_LIMIT),
      this.db
        .select()
        .from(hospitalSpecialties)
        .where(or(ilike(hospitalSpecialties.nameEn, pattern), ilike(hospitalSpecialties.nameAr, pattern)))
        .orderBy(asc(hospitalSpecialties.sortOrder))
        .limit(SEARCH_LIMIT),
      this.db
        .select()
        .from(hospitalConditions)
        .where(or(ilike(hospitalConditions.nameEn, pattern), ilike(hospitalConditions.nameAr, pattern)))
        .orderBy(asc(hospitalConditions.id))
        .limit(SEARCH_LIMIT),
    ]);
    return [
      ...doctorRows.map(toDoctor).map((d) => ({
        id: String(d.id),
        name: d.name,
        name_ar: d.name_ar,
        cat_type: 'doctor' as const,
        location: d.location ?? '',
        location_ar: d.location_ar ?? '',
      })),
      ...specialtyRows.map((s) => ({
        id: s.code,
        name: s.nameEn,
        name_ar: s.nameAr,
        cat_type: 'specialty' as const,
        location: '',
        location_ar: '',
      })),
      ...conditionRows.map((c) => ({
        id: String(c.id),
        name: c.nameEn,
        name_ar: c.nameAr,
        cat_type: 'condition' as const,
        location: '',
        location_ar: '',
      })),
    ];
  }

  async doctors(filter: DoctorFilter): Promise<HisDoctor[]> {
    const values: DoctorValues = {};
    if (filter.ids !== undefined) values.ids = filter.ids;
    // An empty code, schedule type, text or brand asks for nothing.
    if (filter.specialtyCode) values.specialtyCode = filter.specialtyCode.toUpperCase();
    if (filter.conditionId !== undefined) values.conditionId = filter.conditionId;
    if (filter.locationId !== undefined) values.locationId = filter.locationId;
    if (filter.scheduleType) values.scheduleType = filter.scheduleType;
    if (filter.text) values.pattern = containing(filter.text.trim());
    const brand = filter.brand?.trim().toLowerCase();
    if (brand) values.brand = brand;
    const keys = Object.keys(values) as (keyof DoctorValues)[];
    const name = `hospital_doctors_${keys.join('_') || 'all'}`;
    let statement = this.doctorStatements.get(name);
    if (!statement) {
      statement = doctorsStatement(this.db, keys, name);
      this.doctorStatements.set(name, statement);
    }
    const rows = await statement.execute(values);
    return rows.map(toDoctor);
  }

  doctor(id: number): Promise<HisDoctorProfile | null> {
    return selectDoctorProfile(this.db, eq(hospitalDoctors.id, id));
  }

  async doctorByPhysicianNo(physicianNo: string, facilityId: string): Promise<HisDoctor | null> {
    const [row] = await selectDoctors(
      this.db,
      and(eq(hospitalDoctors.physicianNo, physicianNo), eq(locations.facilityId, facilityId)),
    );
    return row ? toDoctor(row) : null;
  }

  async specialties(filter: {
    locationId?: number | undefined;
    vblog?: string | undefined;
  }): Promise<Specialty[]> {
    const scoped = filter.locationId !== undefined || filter.vblog !== undefined;
    const doctorScope = and(
      eq(hospitalDoctors.isActive, true),
      filter.locationId !== undefined ? eq(hospitalDoctors.locationId, filter.locationId) : undefined,
      filter.vblog !== undefined ? eq(sql`lower(${locations.vblog})`, filter.vblog.toLowerCase()) : undefined,
    );
    const [specialtyRows, counts, conditionRows] = await Promise.all([
      this.db.select().from(hospitalSpecialties).orderBy(asc(hospitalSpecialties.sortOrder)),
      this.db
        .select({ code: hospitalDoctors.specialtyCode, count: sql<number>`count(*)::int` })
        .from(hospitalDoctors)
        .leftJoin(locations, eq(locations.id, hospitalDoctors.locationId))
        .where(doctorScope)
        .groupBy(hospitalDoctors.specialtyCode),
      this.db.select().from(hospitalConditions).orderBy(asc(hospitalConditions.id)),
    ]);
    const countOf = new Map(counts.map((c) => [c.code, Number(c.count)]));
    return specialtyRows
      .map((s) => ({
        id: s.code,
        name: s.nameEn,
        name_ar: s.nameAr,
        insurance_validation: yesNo(s.insuranceValidation),
        conditions: conditionRows
          .filter((c) => c.specialtyCode === s.code)
          .map((c) => ({ id: c.id, name: c.nameEn, name_ar: c.nameAr })),
        doctorCount: countOf.get(s.code) ?? 0,
      }))
      .filter((s) => !scoped || s.doctorCount > 0);
  }

  async departmentCodes(): Promise<string[]> {
    const rows = await this.db
      .select({ code: hospitalDepartments.code })
      .from(hospitalDepartments)
      .where(eq(hospitalDepartments.onlineBooking, false))
      .orderBy(asc(hospitalDepartments.code));
    return rows.map((r) => r.code);
  }

  async restrictedInsurance(locationId: number): Promise<RestrictedInsurance[]> {
    const rows = await this.db
      .select({
        name: hospitalRestrictedInsurance.name,
        insurance_plan: hospitalRestrictedInsurance.insurancePlan,
      })
      .from(hospitalRestrictedInsurance)
      .where(eq(hospitalRestrictedInsurance.locationId, locationId))
      .orderBy(asc(hospitalRestrictedInsurance.id));
    return rows;
  }

  async facilitiesOfBrand(brand: string): Promise<string[] | null> {
    const key = brand.trim().toLowerCase();
    if (!key) return null;
    const rows = await this.db
      .select({ id: facilities.id })
      .from(facilities)
      .where(
        or(
          eq(sql`lower(${facilities.brand})`, key),
          eq(sql`lower(${facilities.vblog})`, key),
          eq(sql`lower(${facilities.nameEn})`, key),
          eq(sql`lower(${facilities.id})`, key),
        ),
      );
    return rows.length > 0 ? rows.map((r) => r.id) : null;
  }
}
