/** The family module's queries: members, the saves waiting for a code, and their challenges. */
import { and, desc, eq, gt, inArray, isNull, notExists } from 'drizzle-orm';
import type { AppDb } from '../../db/index';
import {
  countries,
  type FamilyMemberPendingRow,
  familyMemberPending,
  familyMembers,
  otpChallenges,
  relationTypes,
} from '../../db/schema';

/** What a save writes on a member (the save's fields, the spec's names in camelCase). */
export interface MemberDetails {
  firstName: string;
  lastName: string;
  email: string;
  callingCode: string;
  mobile: string;
  dateOfBirth: string;
  genderId: number;
  countryId: number;
  relationId: number;
  documentTypeId: number;
  documentId: string;
}

export async function relationExists(db: AppDb, relationId: number): Promise<boolean> {
  const rows = await db
    .select({ id: relationTypes.id })
    .from(relationTypes)
    .where(eq(relationTypes.id, relationId));
  return rows.length > 0;
}

/** The calling codes of the country list (digits, no '+'). */
export async function callingCodes(db: AppDb): Promise<string[]> {
  const rows = await db.selectDistinct({ phoneCode: countries.phoneCode }).from(countries);
  return rows.map((row) => row.phoneCode);
}

/** A new member, their mobile proven now; throws the database's unique violation on a taken document. */
export async function insertMember(db: AppDb, userId: number, details: MemberDetails, now: Date) {
  const [row] = await db
    .insert(familyMembers)
    .values({ ...details, userId, mobileVerifiedAt: now, createdAt: now, updatedAt: now })
    .returning({ id: familyMembers.id });
  if (!row) throw new Error('family member was not stored');
  return row.id;
}

/**
 * An edit of one of the user's members: names, e-mail, gender, nationality and relation, and the
 * mobile when `mobileVerifiedAt` proves the new one. False when the member is gone.
 */
export async function updateMember(
  db: AppDb,
  userId: number,
  familyMemberId: number,
  details: Omit<MemberDetails, 'dateOfBirth' | 'documentTypeId' | 'documentId'>,
  mobileVerifiedAt: Date | null,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(familyMembers)
    .set({
      firstName: details.firstName,
      lastName: details.lastName,
      email: details.email,
      callingCode: details.callingCode,
      mobile: details.mobile,
      genderId: details.genderId,
      countryId: details.countryId,
      relationId: details.relationId,
      ...(mobileVerifiedAt ? { mobileVerifiedAt } : {}),
      updatedAt: now,
    })
    .where(and(eq(familyMembers.id, familyMemberId), eq(familyMembers.userId, userId)))
    .returning({ id: familyMembers.id });
  return rows.length > 0;
}

/** Removes one of the user's members (their waiting saves go with them); false when none. */
export async function deleteMember(db: AppDb, userId: number, familyMemberId: number): Promise<boolean> {
  const rows = await db
    .delete(familyMembers)
    .where(and(eq(familyMembers.id, familyMemberId), eq(familyMembers.userId, userId)))
    .returning({ id: familyMembers.id });
  return rows.length > 0;
}

/** Marks the mobile of these members of the user proven. */
export async function markMobileVerified(db: AppDb, userId: number, memberIds: number[], now: Date) {
  if (memberIds.length === 0) return;
  await db
    .update(familyMembers)
    .set({ mobileVerifiedAt: now, updatedAt: now })
    .where(and(eq(familyMembers.userId, userId), inArray(familyMembers.id, memberIds)));
}

export async function insertPending(
  db: AppDb,
  pending: { id: string; userId: number; familyMemberId: number | null; challengeId: string },
  details: MemberDetails,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.insert(familyMemberPending).values({ ...pending, ...details, createdAt: now, expiresAt });
}

/** The user's own save waiting for its code, still open at `now`; another user's is never found. */
export async function findOpenPending(
  db: AppDb,
  userId: number,
  id: string,
  now: Date,
): Promise<FamilyMemberPendingRow | undefined> {
  const [row] = await db
    .select()
    .from(familyMemberPending)
    .where(
      and(
        eq(familyMemberPending.id, id),
        eq(familyMemberPending.userId, userId),
        isNull(familyMemberPending.completedAt),
        gt(familyMemberPending.expiresAt, now),
      ),
    );
  return row;
}

export async function setPendingChallenge(db: AppDb, id: string, challengeId: string): Promise<void> {
  await db.update(familyMemberPending).set({ challengeId }).where(eq(familyMemberPending.id, id));
}

/** Closes a waiting save; false when another request closed it first. */
export async function completePending(db: AppDb, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(familyMemberPending)
    .set({ completedAt: now })
    .where(and(eq(familyMemberPending.id, id), isNull(familyMemberPending.completedAt)))
    .returning({ id: familyMemberPending.id });
  return rows.length > 0;
}

/**
 * The newest family challenge the user asked for this number through /user/sendfamilyotp: live,
 * their own, and not the code of a waiting save (those are proven by their reference only).
 */
export async function ownMobileChallenge(
  db: AppDb,
  userId: number,
  callingCode: string,
  mobile: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: otpChallenges.id })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.purpose, 'family'),
        eq(otpChallenges.callingCode, callingCode),
        eq(otpChallenges.mobile, mobile),
        eq(otpChallenges.userId, userId),
        isNull(otpChallenges.invalidatedAt),
        isNull(otpChallenges.consumedAt),
        notExists(
          db
            .select({ id: familyMemberPending.id })
            .from(familyMemberPending)
            .where(eq(familyMemberPending.challengeId, otpChallenges.id)),
        ),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  return row?.id;
}
