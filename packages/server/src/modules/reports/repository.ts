/** The reports module's queries: facilities of reports, access grants, old report requests. */
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/index';
import {
  facilities,
  oldReportRequests,
  type ReportAccessGrantRow,
  reportAccessGrants,
} from '../../db/schema';

export async function findFacility(db: AppDb, facilityId: string) {
  const [row] = await db
    .select({ brand: facilities.brand, nameEn: facilities.nameEn, nameAr: facilities.nameAr })
    .from(facilities)
    .where(eq(facilities.id, facilityId));
  return row ?? null;
}

export async function findGrant(
  db: AppDb,
  userId: number,
  familyMemberId: number,
): Promise<ReportAccessGrantRow | null> {
  const [row] = await db
    .select()
    .from(reportAccessGrants)
    .where(and(eq(reportAccessGrants.userId, userId), eq(reportAccessGrants.familyMemberId, familyMemberId)));
  return row ?? null;
}

/** A new code went to the member's mobile: any earlier grant of this user for them ends. */
export async function putGrantChallenge(
  db: AppDb,
  grant: { userId: number; familyMemberId: number; challengeId: string; callingCode: string; mobile: string },
): Promise<void> {
  await db
    .insert(reportAccessGrants)
    .values({ ...grant, grantedUntil: null })
    .onConflictDoUpdate({
      target: [reportAccessGrants.userId, reportAccessGrants.familyMemberId],
      set: {
        challengeId: grant.challengeId,
        callingCode: grant.callingCode,
        mobile: grant.mobile,
        grantedUntil: null,
      },
    });
}

export async function grantUntil(
  db: AppDb,
  userId: number,
  familyMemberId: number,
  until: Date,
): Promise<void> {
  await db
    .update(reportAccessGrants)
    .set({ grantedUntil: until })
    .where(and(eq(reportAccessGrants.userId, userId), eq(reportAccessGrants.familyMemberId, familyMemberId)));
}

export async function insertOldReportRequest(
  db: AppDb,
  row: typeof oldReportRequests.$inferInsert,
): Promise<number> {
  const [stored] = await db.insert(oldReportRequests).values(row).returning({ id: oldReportRequests.id });
  if (!stored) throw new Error('the old report request was not stored');
  return stored.id;
}
