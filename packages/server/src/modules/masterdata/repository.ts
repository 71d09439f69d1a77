import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/index';
import {
  brandSettings,
  contentPages,
  countries,
  documentTypes,
  facilities,
  genders,
  locations,
  relationTypes,
} from '../../db/schema';

export function allGenders(db: AppDb) {
  return db.select().from(genders).orderBy(asc(genders.id));
}

export function allDocumentTypes(db: AppDb) {
  return db.select().from(documentTypes).orderBy(asc(documentTypes.id));
}

/** In the database's order: the caller sorts them by name. */
export function allCountries(db: AppDb) {
  return db.select().from(countries);
}

export function allRelationTypes(db: AppDb) {
  return db.select().from(relationTypes).orderBy(asc(relationTypes.sortOrder));
}

export async function brandSetting(db: AppDb, brand: string) {
  const [row] = await db.select().from(brandSettings).where(eq(brandSettings.brand, brand));
  return row;
}

/** A brand's active locations of active facilities, in their order. */
export function brandLocations(db: AppDb, brand: string) {
  return db
    .select({ location: locations, hisName: facilities.hisName })
    .from(locations)
    .innerJoin(facilities, eq(facilities.id, locations.facilityId))
    .where(and(eq(locations.brand, brand), eq(locations.isActive, true), eq(facilities.isActive, true)))
    .orderBy(asc(locations.sortOrder), asc(locations.id));
}

export async function contentPage(db: AppDb, brand: string, slug: string, lang: string) {
  const [page] = await db
    .select({ title: contentPages.title, pageText: contentPages.pageText })
    .from(contentPages)
    .where(and(eq(contentPages.brand, brand), eq(contentPages.slug, slug), eq(contentPages.lang, lang)));
  return page;
}
