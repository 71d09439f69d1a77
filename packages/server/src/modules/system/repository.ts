import { desc, eq, or } from 'drizzle-orm';
import type { AppDb } from '../../db/index';
import { smsOutbox } from '../../db/schema';

/** The console gateway's latest messages to a number (with its calling code or without), newest first. */
export function outboxOf(db: AppDb, mobile: string, limit: number) {
  return db
    .select()
    .from(smsOutbox)
    .where(or(eq(smsOutbox.recipient, mobile), eq(smsOutbox.mobile, mobile)))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
}
