import type { AppDb } from '../../db/index';
import { notifications } from '../../db/schema';

export async function insertNotifications(
  db: AppDb,
  rows: (typeof notifications.$inferInsert)[],
): Promise<number> {
  const inserted = await db.insert(notifications).values(rows).returning({ id: notifications.id });
  return inserted.length;
}
