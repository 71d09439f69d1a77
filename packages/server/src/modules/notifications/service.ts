/**
 * A user's notifications (contract notifications.ts): the list and unread count of the active ones,
 * marking read, and making them. Broadcasts (modules/broadcasts) call createNotifications; a lab
 * result the hospital released makes a LABREPORT one (labResultNotification). A user reaches only
 * their own rows: every query names the session's user.
 */
import {
  formatDisplayDate,
  isoDateAt,
  NOTIFICATION_ACTIVE_DAYS,
  NOTIFICATION_LIST_LIMIT,
  NotificationsMessages,
  type PatientNotification,
  PromotionType,
  Status,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { type HisLabOrder, releasesLabResults } from '../../adapters/hospital/port';
import type { AppContext } from '../../context';
import type { AppDb } from '../../db/index';
import type { NotificationRow } from '../../db/schema';
import { ApiError, success } from '../../http/envelope';
import { identityOf, loadPerson, type Person } from '../../services/persons';
import {
  type ActiveWindow,
  accountOfMobile,
  activeNotifications,
  insertNotifications,
  markAllRead,
  markRead,
  unreadCount,
} from './repository';

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

const storedRow = (row: NewNotification) => ({
  userId: row.userId,
  type: row.type,
  promotionType: row.promotionType,
  link: row.link,
  familyMemberId: row.familyMemberId,
  title: row.title,
  messageEn: row.messageEn,
  messageAr: row.messageAr,
  broadcastId: row.broadcastId,
});

/**
 * Stores the notifications in one multi-row insert and answers how many were stored. `db` may be a
 * transaction's handle, so a broadcast's rows are kept or dropped with the broadcast itself.
 */
export async function createNotifications(db: AppDb, rows: NewNotification[]): Promise<number> {
  if (rows.length === 0) return 0;
  const stored = await insertNotifications(db, rows.map(storedRow));
  return stored.length;
}

/** The title of a lab result's notification; the client shows its own words for the type. */
export const LAB_REPORT_TITLE = 'Lab report';

/** The date and the name are isolated (LRI ... PDI), so they keep their order inside the Arabic. */
const isolate = (text: string) => `\u2066${text}\u2069`;

/** The LABREPORT notification of a lab result released for the user (person 0) or one of their members. */
export function labResultNotification(userId: number, person: Person, order: HisLabOrder): NewNotification {
  const date = formatDisplayDate(order.orderDate) ?? order.orderDate;
  const own = person.familyMemberId === 0;
  return {
    userId,
    type: 'LABREPORT',
    promotionType: PromotionType.labReport,
    link: null,
    familyMemberId: own ? null : person.familyMemberId,
    title: LAB_REPORT_TITLE,
    messageEn: own
      ? `Your lab report of ${date} is ready.`
      : `The lab report of ${person.firstName} of ${date} is ready.`,
    messageAr: own
      ? `تقرير المختبر بتاريخ ${isolate(date)} جاهز.`
      : `تقرير المختبر لـ ${isolate(person.firstName)} بتاريخ ${isolate(date)} جاهز.`,
    broadcastId: null,
  };
}

/** The contract's notification of a stored row. */
export function notificationOf(row: NotificationRow): PatientNotification {
  return {
    notificationId: row.id,
    type: row.type,
    promotionType: row.promotionType,
    link: row.link,
    isRead: row.isRead,
    isFamilyMember: row.familyMemberId !== null,
    familyMemberId: row.familyMemberId,
    notificationTitle: row.title,
    messageTextEn: row.messageEn,
    messageTextAr: row.messageAr,
    createdOn: row.createdAt.toISOString(),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export class NotificationsService {
  constructor(private readonly portal: AppContext) {}

  /**
   * A broadcast's notification is shown from its From date to its To date (UAE days); a lab
   * report's for NOTIFICATION_ACTIVE_DAYS after it was made.
   */
  private activeWindow(): ActiveWindow {
    const now = this.portal.clock();
    return { since: new Date(now.getTime() - NOTIFICATION_ACTIVE_DAYS * DAY_MS), today: isoDateAt(now) };
  }

  async list(userId: number) {
    const rows = await activeNotifications(
      this.portal.db,
      userId,
      this.activeWindow(),
      NOTIFICATION_LIST_LIMIT,
    );
    return success(rows.map(notificationOf));
  }

  async count(userId: number) {
    return success(await unreadCount(this.portal.db, userId, this.activeWindow()));
  }

  /** Another user's id (or no one's) is 404 and audited; marking a read one again changes nothing. */
  async markRead(userId: number, id: number, request: FastifyRequest) {
    if (await markRead(this.portal.db, userId, id, this.portal.clock())) return success(null);
    await this.portal.audit.record(request, {
      action: 'authz',
      outcome: 'denied',
      userId,
      reason: 'not_owner',
      details: { method: request.method, route: request.routeOptions.url, notificationId: id },
    });
    throw new ApiError(404, Status.NotFound, [NotificationsMessages.notFound]);
  }

  async markAll(userId: number) {
    await markAllRead(this.portal.db, userId, this.portal.clock());
    return success(null);
  }

  /**
   * Development: the simulated hospital releases a lab result for the account of this mobile (0) or
   * one of its members, at the account's hospital when it is one of the brand's (else the brand's
   * first), and the user is notified.
   */
  async releaseLabResult(brand: string, mobile: string, familyMemberId: number) {
    const { db, hospital } = this.portal;
    if (!releasesLabResults(hospital))
      throw new Error('this hospital does not release lab results on demand');
    const account = await accountOfMobile(db, mobile);
    if (!account) throw new ApiError(404, Status.NotFound, [NotificationsMessages.accountNotFound]);
    const person = await loadPerson(db, account.id, familyMemberId);
    const holder = familyMemberId === 0 ? person : await loadPerson(db, account.id, 0);
    if (!person || !holder) throw new ApiError(404, Status.NotFound, [NotificationsMessages.personNotFound]);
    const brandFacilities = await hospital.facilitiesOfBrand(brand);
    const facilityId =
      account.facilityId && (!brandFacilities || brandFacilities.includes(account.facilityId))
        ? account.facilityId
        : brandFacilities?.[0];
    if (!facilityId) throw new Error(`no facility to release a lab result at for brand ${brand}`);
    const order = await hospital.releaseLabResult(identityOf(person, holder), facilityId);
    const notification = labResultNotification(account.id, person, order);
    const [stored] = await insertNotifications(db, [storedRow(notification)]);
    if (!stored) throw new Error('the lab result notification was not stored');
    return success({ notificationId: stored.id, docNumber: order.docNumber });
  }
}
