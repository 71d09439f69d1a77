import type { ContentLanguage } from '@portal/contract';
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { AppDb } from '../../db/index';
import {
  brandSettings,
  contentBanners,
  contentFaqs,
  contentInsurers,
  contentMedia,
  contentMediaCaptions,
  contentNews,
  contentPackages,
  contentSubPackages,
  facilities,
  healthPackageRequests,
  locations,
} from '../../db/schema';

/** What every list asks: the brand, the language, and the time that decides what is published. */
export interface ListScope {
  brand: string;
  lang: ContentLanguage;
  now: Date;
}

type Dated = typeof contentBanners | typeof contentNews | typeof contentMedia;
type Ordered = typeof contentInsurers | typeof contentPackages | typeof contentFaqs;

/** The brand's published rows of a dated list, in the language asked. */
const published = (table: Dated | Ordered, { brand, lang, now }: ListScope) =>
  and(eq(table.brand, brand), eq(table.lang, lang), lte(table.publishAt, now));

export async function brandExists(db: AppDb, brand: string): Promise<boolean> {
  const [row] = await db
    .select({ brand: brandSettings.brand })
    .from(brandSettings)
    .where(eq(brandSettings.brand, brand));
  return row !== undefined;
}

/** Newest first; the id breaks ties so the order never changes between calls. */
export function banners(db: AppDb, scope: ListScope) {
  return db
    .select()
    .from(contentBanners)
    .where(published(contentBanners, scope))
    .orderBy(desc(contentBanners.publishAt), desc(contentBanners.id));
}

export function news(db: AppDb, scope: ListScope) {
  return db
    .select()
    .from(contentNews)
    .where(published(contentNews, scope))
    .orderBy(desc(contentNews.publishAt), desc(contentNews.id));
}

export async function media(db: AppDb, scope: ListScope) {
  const rows = await db
    .select()
    .from(contentMedia)
    .where(published(contentMedia, scope))
    .orderBy(desc(contentMedia.publishAt), desc(contentMedia.id));
  const captions =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(contentMediaCaptions)
          .where(
            inArray(
              contentMediaCaptions.mediaId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(contentMediaCaptions.lang));
  return rows.map((row) => ({ ...row, captions: captions.filter((track) => track.mediaId === row.id) }));
}

/** In the brand's order. */
export function insurers(db: AppDb, scope: ListScope) {
  return db
    .select()
    .from(contentInsurers)
    .where(published(contentInsurers, scope))
    .orderBy(asc(contentInsurers.sortOrder), asc(contentInsurers.id));
}

export function packages(db: AppDb, scope: ListScope) {
  return db
    .select()
    .from(contentPackages)
    .where(published(contentPackages, scope))
    .orderBy(asc(contentPackages.sortOrder), asc(contentPackages.name));
}

/** One published package by its key, with its sub-packages in the brand's order. */
export async function packageByName(db: AppDb, scope: ListScope, name: string) {
  const [row] = await db
    .select()
    .from(contentPackages)
    .where(and(published(contentPackages, scope), eq(contentPackages.name, name)));
  if (!row) return undefined;
  const subPackages = await db
    .select()
    .from(contentSubPackages)
    .where(
      and(
        eq(contentSubPackages.brand, scope.brand),
        eq(contentSubPackages.lang, scope.lang),
        eq(contentSubPackages.packageKey, name),
      ),
    )
    .orderBy(asc(contentSubPackages.sortOrder), asc(contentSubPackages.id));
  return { ...row, subPackages };
}

export function faqs(db: AppDb, scope: ListScope) {
  return db
    .select()
    .from(contentFaqs)
    .where(published(contentFaqs, scope))
    .orderBy(asc(contentFaqs.sortOrder), asc(contentFaqs.id));
}

/**
 * Whether the brand has a published package `packageName` with a sub-package named
 * `subPackageName`, in either language (the patient books in the language they read).
 */
export async function subPackageOffered(
  db: AppDb,
  brand: string,
  packageName: string,
  subPackageName: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: contentSubPackages.id })
    .from(contentSubPackages)
    .innerJoin(
      contentPackages,
      and(
        eq(contentPackages.brand, contentSubPackages.brand),
        eq(contentPackages.lang, contentSubPackages.lang),
        eq(contentPackages.name, contentSubPackages.packageKey),
      ),
    )
    .where(
      and(
        eq(contentSubPackages.brand, brand),
        eq(contentSubPackages.packageKey, packageName),
        eq(contentSubPackages.name, subPackageName),
        lte(contentPackages.publishAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** An active location of an active facility, with its brand and facility id. */
export async function activeLocation(db: AppDb, id: number) {
  const [row] = await db
    .select({ id: locations.id, brand: locations.brand, facilityId: locations.facilityId })
    .from(locations)
    .innerJoin(facilities, eq(facilities.id, locations.facilityId))
    .where(and(eq(locations.id, id), eq(locations.isActive, true), eq(facilities.isActive, true)));
  return row;
}

export type PackageRequestRow = typeof healthPackageRequests.$inferInsert;

export async function insertPackageRequest(db: AppDb, row: PackageRequestRow): Promise<void> {
  await db.insert(healthPackageRequests).values(row);
}
