import { and, count, desc, eq, exists, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/index';
import { broadcasts, notifications, users } from '../../db/schema';

export async function insertNotifications(
  db: AppDb,
  rows: (typeof notifications.$inferInsert)[],
): Promise<{ id: number }[]> {
  return db.insert(notifications).values(rows).returning({ id: notifications.id });
}

/**
 * Which of a user's notifications are active: a broadcast's while the UAE calendar day `today` is
 * within its From and To dates (both included), any other (a lab report) when made since `since`.
 */
export interface ActiveWindow {
  since: Date;
  /** ISO date, the UAE's day now. */
  today: string;
}

const activeOf = (db: AppDb, userId: number, { since, today }: ActiveWindow) =>
  and(
    eq(notifications.userId, userId),
    or(
      and(isNull(notifications.broadcastId), gte(notifications.createdAt, since)),
      exists(
        db
          .select({ one: sql`1` })
          .from(broadcasts)
          .where(
            and(
              eq(broadcasts.id, notifications.broadcastId),
              lte(broadcasts.fromDate, today),
              gte(broadcasts.toDate, today),
            ),
          ),
      ),
    ),
  );

/** The user's active notifications, the newest first. */
export function activeNotifications(db: AppDb, userId: number, window: ActiveWindow, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(activeOf(db, userId, window))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function unreadCount(db: AppDb, userId: number, window: ActiveWindow): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(activeOf(db, userId, window), eq(notifications.isRead, false)));
  return row?.unread ?? 0;
}

/** Marks one of the user's notifications read; false when the user has none of that id. */
export async function markRead(db: AppDb, userId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true, readAt: sql`coalesce(${notifications.readAt}, ${now})` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: AppDb, userId: number, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true, readAt: now })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}

/** Development release: the account of a mobile, with its calling code ('971501234567') or without. */
export async function accountOfMobile(
  db: AppDb,
  mobile: string,
): Promise<{ id: number; facilityId: string | null } | null> {
  const [row] = await db
    .select({ id: users.id, facilityId: users.facilityId })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        or(eq(users.mobile, mobile), eq(sql`${users.callingCode} || ${users.mobile}`, mobile)),
      ),
    )
    .orderBy(desc(users.id))
    .limit(1);
  return row ?? null;
}
