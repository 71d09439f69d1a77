import {
  INBOX_EXPORT_MAX,
  type InboxFilterValues,
  type InboxRow,
  Messages,
  Status,
  UAE_UTC_OFFSET_MINUTES,
} from '@portal/contract';
import type { AppDb } from '../../db';
import { ApiError } from '../../http/envelope';
import {
  brandLocations,
  type InboxQuery,
  type InboxRecord,
  inboxCount,
  inboxRows,
  staffBrand,
} from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A UAE calendar day's first instant. */
const uaeMidnight = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) - UAE_UTC_OFFSET_MINUTES * 60_000);

/** Staff see the site's brand only when it is their own facility's: 403 auth.forbidden otherwise. */
export async function requireOwnBrand(db: AppDb, userId: number, siteBrand: string): Promise<void> {
  if ((await staffBrand(db, userId)) !== siteBrand)
    throw new ApiError(403, Status.Forbidden, [Messages.auth.forbidden]);
}

/** The staff member's query: their own brand (requireOwnBrand) and the filters. */
export async function inboxQuery(
  db: AppDb,
  userId: number,
  siteBrand: string,
  filters: InboxFilterValues,
): Promise<InboxQuery> {
  await requireOwnBrand(db, userId, siteBrand);
  return {
    brand: siteBrand,
    kind: filters.kind,
    locationId: filters.locationId,
    from: filters.from ? uaeMidnight(filters.from) : undefined,
    until: filters.to ? new Date(uaeMidnight(filters.to).getTime() + DAY_MS) : undefined,
  };
}

function toRow(record: InboxRecord): InboxRow {
  return {
    kind: record.kind,
    id: record.id,
    createdAt: record.createdAt,
    brand: record.brand,
    locationId: record.locationId,
    place:
      record.placeEn !== null && record.placeAr !== null ? { en: record.placeEn, ar: record.placeAr } : null,
    senderName: record.senderName,
    mobile: record.mobile,
    email: record.email,
    summary: record.summary,
    details: record.details.flatMap((detail) =>
      detail.value === null || detail.value === '' ? [] : [{ key: detail.key, value: detail.value }],
    ),
  };
}

/** One page of the inbox, its total and the place filter's options. */
export async function inboxPage(db: AppDb, query: InboxQuery, skip: number, take: number) {
  const [records, total, places] = await Promise.all([
    inboxRows(db, query, skip, take),
    inboxCount(db, query),
    brandLocations(db, query.brand),
  ]);
  return {
    rows: records.map(toRow),
    total,
    locations: places.map((place) => ({ id: place.id, name: { en: place.nameEn, ar: place.nameAr } })),
  };
}

/** Every row the query matches, or 400 inbox.exportTooLarge beyond INBOX_EXPORT_MAX. */
export async function inboxExport(db: AppDb, query: InboxQuery): Promise<InboxRow[]> {
  const records = await inboxRows(db, query, 0, INBOX_EXPORT_MAX + 1);
  if (records.length > INBOX_EXPORT_MAX)
    throw new ApiError(400, Status.BadRequest, [Messages.inbox.exportTooLarge]);
  return records.map(toRow);
}
