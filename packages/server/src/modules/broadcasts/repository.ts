import { BroadcastFacility } from '@portal/contract';
import { and, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/index';
import { broadcastImages, broadcastRecipients, broadcasts, facilities, users } from '../../db/schema';
import { createNotifications, type NewNotification } from '../notifications/service';

/** Notifications of one createNotifications call: 9 parameters a row, under PostgreSQL's 65,535. */
const NOTIFICATION_CHUNK = 5_000;

/** A broadcast about to be stored, with its list (empty unless facilityId is Custom). */
export interface NewBroadcast {
  brand: string;
  facilityId: string;
  notificationType: number;
  url: string | null;
  imageUrl: string | null;
  title: string;
  message: string;
  fromDate: string;
  toDate: string;
  createdBy: number;
  resentFrom: number | null;
  mobileList: readonly string[];
}

export interface StoredBroadcast {
  id: number;
  pushSuccess: number;
  pushFail: number;
}

/** The parts of a checked 'code-number' entry, the mobile without leading zeros. */
function partsOf(entry: string) {
  const dash = entry.indexOf('-');
  return { callingCode: entry.slice(0, dash), mobile: entry.slice(dash + 1).replace(/^0+/, '') };
}

/** Active patients (role 1) of the brand: their facility is one of the brand's. */
const patientOf = (brand: string) =>
  and(
    eq(users.roleId, 1),
    eq(users.isActive, true),
    sql`${users.deletedAt} is null`,
    eq(facilities.brand, brand),
  );

/** Whether a facility id is one of the brand's active facilities (a location of the brand). */
export async function isBrandFacility(db: AppDb, brand: string, facilityId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: facilities.id })
    .from(facilities)
    .where(and(eq(facilities.id, facilityId), eq(facilities.brand, brand), eq(facilities.isActive, true)));
  return row !== undefined;
}

/**
 * Stores the broadcast, its list and a notification for every patient it reaches, in one
 * transaction: a failure anywhere leaves nothing behind. A list is matched in the database (its
 * rows joined to the brand's patients), so a list of 50,000 costs a few statements, not 50,000.
 */
export function storeBroadcast(db: AppDb, broadcast: NewBroadcast): Promise<StoredBroadcast> {
  return db.transaction(async (tx) => {
    const { mobileList, ...fields } = broadcast;
    const isExcel = fields.facilityId === BroadcastFacility.Custom;
    const [row] = await tx
      .insert(broadcasts)
      .values({ ...fields, isExcel })
      .returning({ id: broadcasts.id });
    if (!row) throw new Error('the broadcast was not stored');
    const broadcastId = row.id;

    if (mobileList.length > 0) {
      // One statement, the list as one array parameter: its parts are split in the database.
      await tx.execute(sql`
        insert into ${broadcastRecipients} (broadcast_id, position, entry, calling_code, mobile)
        select ${broadcastId}, list.position, list.entry, split_part(list.entry, '-', 1),
               ltrim(split_part(list.entry, '-', 2), '0')
          from unnest(${sql.param([...mobileList])}::text[]) with ordinality as list(entry, position)`);
    }
    const reached = isExcel
      ? await tx
          .selectDistinct({
            userId: users.id,
            callingCode: broadcastRecipients.callingCode,
            mobile: broadcastRecipients.mobile,
          })
          .from(users)
          .innerJoin(facilities, eq(facilities.id, users.facilityId))
          .innerJoin(
            broadcastRecipients,
            and(
              eq(broadcastRecipients.broadcastId, broadcastId),
              eq(broadcastRecipients.callingCode, users.callingCode),
              eq(broadcastRecipients.mobile, sql`ltrim(${users.mobile}, '0')`),
            ),
          )
          .where(patientOf(fields.brand))
      : await tx
          .select({ userId: users.id, callingCode: users.callingCode, mobile: users.mobile })
          .from(users)
          .innerJoin(facilities, eq(facilities.id, users.facilityId))
          .where(
            and(
              patientOf(fields.brand),
              fields.facilityId === BroadcastFacility.All
                ? undefined
                : eq(users.facilityId, fields.facilityId),
            ),
          );
    const userIds = [...new Set(reached.map((row) => row.userId))];
    const notification = {
      type: 'BROADCAST',
      promotionType: 'URLPROMOTION',
      link: fields.url,
      familyMemberId: null,
      title: fields.title,
      messageEn: fields.message,
      messageAr: fields.message,
      broadcastId,
    } as const satisfies Omit<NewNotification, 'userId'>;
    let pushSuccess = 0;
    for (let start = 0; start < userIds.length; start += NOTIFICATION_CHUNK) {
      const rows = userIds
        .slice(start, start + NOTIFICATION_CHUNK)
        .map((userId) => ({ ...notification, userId }));
      pushSuccess += await createNotifications(tx, rows);
    }

    // The list's distinct numbers that are no active patient's of the brand.
    const key = (part: { callingCode: string; mobile: string }) => `${part.callingCode}-${part.mobile}`;
    const matched = new Set(reached.map(key));
    const pushFail = isExcel
      ? new Set(mobileList.map((entry) => key(partsOf(entry)))).size - matched.size
      : 0;
    await tx.update(broadcasts).set({ pushSuccess, pushFail }).where(eq(broadcasts.id, broadcastId));
    return { id: broadcastId, pushSuccess, pushFail };
  });
}

const historyColumns = {
  id: broadcasts.id,
  facilityId: broadcasts.facilityId,
  notificationType: broadcasts.notificationType,
  url: broadcasts.url,
  imageUrl: broadcasts.imageUrl,
  title: broadcasts.title,
  message: broadcasts.message,
  fromDate: broadcasts.fromDate,
  toDate: broadcasts.toDate,
  isExcel: broadcasts.isExcel,
  pushSuccess: broadcasts.pushSuccess,
  pushFail: broadcasts.pushFail,
  createdAt: broadcasts.createdAt,
  createdByFirst: users.firstName,
  createdByLast: users.lastName,
};
/** '%' and '_' of a search are letters, not patterns. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A page of the brand's broadcasts, newest first; filter a part of the title, id one broadcast. */
export function historyPage(
  db: AppDb,
  brand: string,
  page: { skip: number; take: number; filter?: string | undefined; id?: number | undefined },
) {
  const conditions: (SQL | undefined)[] = [eq(broadcasts.brand, brand)];
  if (page.filter) conditions.push(ilike(broadcasts.title, likeText(page.filter)));
  if (page.id !== undefined) conditions.push(eq(broadcasts.id, page.id));
  return db
    .select(historyColumns)
    .from(broadcasts)
    .innerJoin(users, eq(users.id, broadcasts.createdBy))
    .where(and(...conditions))
    .orderBy(desc(broadcasts.createdAt), desc(broadcasts.id))
    .offset(page.skip)
    .limit(page.take);
}
export type HistoryRow = Awaited<ReturnType<typeof historyPage>>[number];

/** The list of a broadcast as it was sent, in its order. */
export async function mobileListOf(db: AppDb, broadcastId: number): Promise<string[]> {
  const rows = await db
    .select({ entry: broadcastRecipients.entry })
    .from(broadcastRecipients)
    .where(eq(broadcastRecipients.broadcastId, broadcastId))
    .orderBy(broadcastRecipients.position);
  return rows.map((row) => row.entry);
}

/** Records an image stored for broadcasts of the brand. */
export async function insertImage(db: AppDb, row: typeof broadcastImages.$inferInsert): Promise<void> {
  await db.insert(broadcastImages).values(row);
}

/** An image of the brand's broadcasts by its storage key. */
export async function findImage(db: AppDb, brand: string, fileName: string) {
  const [row] = await db
    .select()
    .from(broadcastImages)
    .where(and(eq(broadcastImages.fileName, fileName), eq(broadcastImages.brand, brand)));
  return row;
}
