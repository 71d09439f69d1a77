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

/**
 * doctors(filter) as one statement whose conditions a null value switches off, prepared once: its
 * SQL is not built again per list, and PostgreSQL keeps its plan.
 */
function doctorsStatement(db: AppDb) {
  const d = hospitalDoctors;
  const conditions = hospitalConditions;
  const on = (name: string, type: string, condition: SQL) =>
    sql`(${sql.placeholder(name)}::${sql.raw(type)} is null or ${condition})`;
  const pattern = sql.placeholder('pattern');
  return selectDoctors(
    db,
    and(
      // Looked up by id (appointments of the past), a doctor who has left is still named.
      sql`(${sql.placeholder('ids')}::int[] is not null or ${d.isActive})`,
      on('ids', 'int[]', sql`${d.id} = any(${sql.placeholder('ids')}::int[])`),
      on('specialtyCode', 'text', sql`upper(${d.specialtyCode}) = ${sql.placeholder('specialtyCode')}`),
      on(
        'conditionId',
        'int',
        sql`${d.specialtyCode} in (select ${conditions.specialtyCode} from ${conditions} where ${conditions.id} = ${sql.placeholder('conditionId')})`,
      ),
      on('locationId', 'int', sql`${d.locationId} = ${sql.placeholder('locationId')}`),
      on('scheduleType', 'text', sql`${d.scheduleType} = ${sql.placeholder('scheduleType')}`),
      on(
        'pattern',
        'text',
        sql`(${d.nameEn} ilike ${pattern} or ${d.nameAr} ilike ${pattern} or ${hospitalSpecialties.nameEn} ilike ${pattern} or ${hospitalSpecialties.nameAr} ilike ${pattern} or ${hospitalDepartments.nameEn} ilike ${pattern} or ${d.specialtyCode} in (select ${conditions.specialtyCode} from ${conditions} where ${conditions.nameEn} ilike ${pattern} or ${conditions.nameAr} ilike ${pattern}))`,
      ),
      on(
        'brand',
        'text',
        sql`(not exists (select 1 from ${facilities} where ${ofBrand}) or ${locations.facilityId} in (select ${facilities.id} from ${facilities} where ${ofBrand}))`,
      ),
    ),
    false,
  ).prepare('hospital_doctors');
}

export class SimulatedDirectory implements HospitalDirectory {
  private readonly doctorsQuery;

  constructor(private readonly db: AppDb) {
    this.doctorsQuery = doctorsStatement(db);
  }

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
    const brand = filter.brand?.trim().toLowerCase();
    const rows = await this.doctorsQuery.execute({
      ids: filter.ids ?? null,
      // An empty code, schedule type or text asks for nothing.
      specialtyCode: filter.specialtyCode ? filter.specialtyCode.toUpperCase() : null,
      conditionId: filter.conditionId ?? null,
      locationId: filter.locationId ?? null,
      scheduleType: filter.scheduleType || null,
      pattern: filter.text ? containing(filter.text.trim()) : null,
      brand: brand || null,
    });
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
