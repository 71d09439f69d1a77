import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/index';
import { users } from '../../db/schema';
import { revokeUserSessions } from '../../services/accounts';

/**
 * Stores a new password hash and ends the account's sessions (but `exceptSessionId`) in one
 * transaction: no session outlives the password it signed in with.
 */
export async function storePassword(
  db: AppDb,
  userId: number,
  passwordHash: string,
  now: Date,
  sessions: { reason: 'password_reset' | 'password_change'; exceptSessionId?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, isDefaultPassword: false, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, userId));
    await revokeUserSessions(tx, { userId, now, ...sessions });
  });
}
