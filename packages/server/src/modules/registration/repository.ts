import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/index';
import { otpChallenges, registrationProspects, users } from '../../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function findProspect(db: AppDb, referenceId: string) {
  if (!UUID.test(referenceId)) return undefined;
  const [prospect] = await db
    .select()
    .from(registrationProspects)
    .where(eq(registrationProspects.id, referenceId));
  return prospect;
}

/** What a registration identify claimed, kept under its code's reference. */
export async function insertProspect(
  db: AppDb,
  id: string,
  claim: {
    callingCode: string;
    mobile: string;
    dateOfBirth: string;
    documentTypeId: number;
    documentId: string;
  },
  now: Date,
): Promise<void> {
  await db.insert(registrationProspects).values({
    id,
    callingCode: claim.callingCode,
    mobile: claim.mobile,
    dateOfBirth: claim.dateOfBirth,
    documentTypeId: claim.documentTypeId,
    documentId: claim.documentId,
    createdAt: now,
    updatedAt: now,
  });
}

/** Marks the prospect verified, open for sign-up until `expiresAt`; undefined when it already was. */
export async function markProspectVerified(db: AppDb, id: string, now: Date, expiresAt: Date) {
  const [verified] = await db
    .update(registrationProspects)
    .set({ verifiedAt: now, expiresAt, updatedAt: now })
    .where(and(eq(registrationProspects.id, id), isNull(registrationProspects.verifiedAt)))
    .returning();
  return verified;
}

/** The code challenge a prospect was verified with (same id as the prospect). */
export async function challengeOfProspect(db: AppDb, id: string) {
  const [challenge] = await db.select().from(otpChallenges).where(eq(otpChallenges.id, id));
  return challenge;
}

export async function countProspectAttempt(db: AppDb, id: string, now: Date): Promise<void> {
  await db
    .update(registrationProspects)
    .set({ attempts: sql`${registrationProspects.attempts} + 1`, updatedAt: now })
    .where(eq(registrationProspects.id, id));
}

/**
 * Creates the account of a prospect in one transaction, or answers null when the prospect was
 * registered already. Throws the database's unique violation when the mobile or document is taken.
 */
export async function createAccount(
  db: AppDb,
  prospectId: string,
  user: Omit<typeof users.$inferInsert, 'createdAt' | 'updatedAt' | 'passwordChangedAt'>,
  now: Date,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    // Guarded on registered_at: of two sign-ups racing with one reference, one wins.
    const [open] = await tx
      .update(registrationProspects)
      .set({ registeredAt: now, updatedAt: now })
      .where(and(eq(registrationProspects.id, prospectId), isNull(registrationProspects.registeredAt)))
      .returning({ id: registrationProspects.id });
    if (!open) return null;
    const [created] = await tx
      .insert(users)
      .values({ ...user, passwordChangedAt: now, createdAt: now, updatedAt: now })
      .returning({ id: users.id });
    if (!created) throw new Error('user insert returned nothing');
    await tx
      .update(registrationProspects)
      .set({ userId: created.id })
      .where(eq(registrationProspects.id, prospectId));
    return created.id;
  });
}
