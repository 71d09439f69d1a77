import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/index';
import { authSessions, countries, users } from '../../db/schema';

/** The user row by id, deleted or not: the caller decides what a deleted account means. */
export async function userById(db: AppDb, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

/** True when the session was opened through UAE PASS. */
export async function isUaePassSession(db: AppDb, sessionId: string): Promise<boolean> {
  const [session] = await db
    .select({ viaUaePass: authSessions.viaUaePass })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId));
  return session?.viaUaePass === true;
}

export async function countryExists(db: AppDb, countryId: number): Promise<boolean> {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  return country !== undefined;
}

export type ProfileFill = Partial<
  Pick<typeof users.$inferInsert, 'dateOfBirth' | 'countryId' | 'genderId' | 'email'>
>;

export async function fillProfile(db: AppDb, userId: number, changes: ProfileFill, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId));
}
