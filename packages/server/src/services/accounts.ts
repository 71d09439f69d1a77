import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AppDb } from '../db/index';
import {
  authSessions,
  countries,
  documentTypes,
  facilities,
  genders,
  locations,
  type UserRow,
  users,
} from '../db/schema';

/** A live (not deleted) account by id. */
export async function findLiveUser(db: AppDb, userId: number): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return user;
}

/** The live account holding a document, other than `exceptUserId`. */
export async function documentHolder(
  db: AppDb,
  documentTypeId: number,
  documentId: string,
  exceptUserId?: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.documentTypeId, documentTypeId),
        eq(users.documentId, documentId),
        isNull(users.deletedAt),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return row?.id;
}

/** Whether the gender, nationality and document type ids are in their lists. */
export async function lookupsExist(
  db: AppDb,
  ids: { genderId?: number; countryId?: number; documentTypeId?: number },
): Promise<boolean> {
  const checks: Promise<unknown[]>[] = [];
  if (ids.genderId !== undefined)
    checks.push(db.select({ id: genders.id }).from(genders).where(eq(genders.id, ids.genderId)));
  if (ids.countryId !== undefined)
    checks.push(db.select({ id: countries.id }).from(countries).where(eq(countries.id, ids.countryId)));
  if (ids.documentTypeId !== undefined)
    checks.push(
      db.select({ id: documentTypes.id }).from(documentTypes).where(eq(documentTypes.id, ids.documentTypeId)),
    );
  const found = await Promise.all(checks);
  return found.every((rows) => rows.length > 0);
}

/** Whether a facility id belongs to an active hospital location (the complete-profile choice). */
export async function isLocationFacility(db: AppDb, facilityId: string): Promise<boolean> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .innerJoin(facilities, eq(facilities.id, locations.facilityId))
    .where(
      and(eq(locations.facilityId, facilityId), eq(locations.isActive, true), eq(facilities.isActive, true)),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Revokes the sessions (refresh families) of a user inside the caller's transaction, so the change
 * that asks for it (password reset or change) and the revocation land together.
 */
export async function revokeUserSessions(
  db: AppDb,
  input: { userId: number; reason: string; now: Date; exceptSessionId?: string },
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: input.now, revokedReason: input.reason })
    .where(
      and(
        eq(authSessions.userId, input.userId),
        isNull(authSessions.revokedAt),
        input.exceptSessionId === undefined ? undefined : ne(authSessions.id, input.exceptSessionId),
      ),
    );
}

/** Whether the session behind an access token was opened through UAE PASS. */
export async function sessionViaUaePass(db: AppDb, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ via: authSessions.viaUaePass })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId));
  return row?.via ?? false;
}

/** The constraint a unique violation broke (PostgreSQL 23505), looking through drizzle's wrapper. */
export function uniqueViolation(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown; message?: unknown };
    if (candidate.code === '23505') {
      if (typeof candidate.constraint === 'string') return candidate.constraint;
      const match = typeof candidate.message === 'string' && /"([^"]+)"/.exec(candidate.message);
      return match ? (match[1] ?? 'unique') : 'unique';
    }
    current = candidate.cause;
  }
  return null;
}

/** Quietly true for a user whose account signs in with UAE PASS (uae_pass_uuid set). */
export const isUaePassUser = (user: Pick<UserRow, 'uaePassUuid'>) => user.uaePassUuid !== null;

export const nowSql = (now: Date) => sql`${now.toISOString()}::timestamptz`;
