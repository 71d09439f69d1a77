import type { AppDb } from '../../db/index';
import { insertNotifications } from './repository';

/** What makes a notification: a broadcast or a released lab result (spec sections 3 and 4). */
export interface NewNotification {
  userId: number;
  type: 'BROADCAST' | 'LABREPORT';
  /** '1' a doctor promotion, URLPROMOTION a link to open, LABREPORT a lab result. */
  promotionType: '1' | 'URLPROMOTION' | 'LABREPORT';
  /** http(s) address of a URL promotion; null otherwise. */
  link: string | null;
  /** One of the user's own family members (a lab report about them); null for the user. */
  familyMemberId: number | null;
  title: string;
  messageEn: string;
  messageAr: string;
  /** The broadcast that made it; null for a lab report. */
  broadcastId: number | null;
}

/**
 * Stores the notifications in one multi-row insert and answers how many were stored. `db` may be a
 * transaction's handle, so a broadcast's rows are kept or dropped with the broadcast itself.
 */
export async function createNotifications(db: AppDb, rows: NewNotification[]): Promise<number> {
  if (rows.length === 0) return 0;
  return insertNotifications(
    db,
    rows.map((row) => ({
      userId: row.userId,
      type: row.type,
      promotionType: row.promotionType,
      link: row.link,
      familyMemberId: row.familyMemberId,
      title: row.title,
      messageEn: row.messageEn,
      messageAr: row.messageAr,
      broadcastId: row.broadcastId,
    })),
  );
}
