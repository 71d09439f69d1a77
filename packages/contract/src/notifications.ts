import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { emptyEnvelope, envelope } from './envelope';
import { lazy } from './lazy';
import { RuleMessage } from './rules';
import { catalog } from './serverMessage';

/**
 * A signed-in user's notifications (spec sections 2 Header, 3 Notification, 4 Notifications, 7
 * Notifications and admin). The server makes them: a broadcast (type BROADCAST) or a lab result the
 * hospital released for the user or one of their own family members (type LABREPORT). Every call
 * needs the session (bearer) and reaches the signed-in user's own notifications only; another
 * user's id is answered 404 notifications.notFound and changes nothing.
 *
 * Paths (under /api):
 * - GET /user/patientactivenotifications                      the active ones, the newest first (NotificationsEndpoint.list)
 * - GET /notification/GetAllActiveNotificationsCount           how many of them are unread (NotificationsEndpoint.count)
 * - PUT /user/marknotificationread?patientNotificationId={id}  marks one read: a PUT whose input is its query, so
 *                                                              not described by endpoint() (which sends a PUT's input
 *                                                              as a body); markReadQuery and markReadResponse below
 * - PUT /user/markallnotificationread                          marks all of them read (NotificationsEndpoint.markAll)
 * - POST /dev/labresult {mobile, familyMemberId}               development only (never in production): the simulated
 *                                                              hospital releases a lab result for that person, which
 *                                                              notifies the user (NotificationsEndpoint.devLabResult)
 */

/** What a notification is (spec section 3). */
export const NOTIFICATION_TYPES = ['BROADCAST', 'LABREPORT'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What a click on it does (spec section 4): '1' a doctor promotion (read only), a link to open, a lab report to see. */
export const PROMOTION_TYPES = ['1', 'URLPROMOTION', 'LABREPORT'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];
export const PromotionType = {
  doctor: '1',
  url: 'URLPROMOTION',
  labReport: 'LABREPORT',
} as const satisfies Record<string, PromotionType>;

/**
 * How long a notification that is not a broadcast's stays active (listed and counted; a broadcast's is
 * active from its From date to its To date), and how many the list shows at most.
 */
export const NOTIFICATION_ACTIVE_DAYS = 30;
export const NOTIFICATION_LIST_LIMIT = 50;

/** An address a URL promotion may open: http or https only. */
export const notificationLink = lazy(() => z.string().check(z.regex(/^https?:\/\/[^\s]+$/i)));

export const notificationSchema = lazy(() =>
  z.object({
    notificationId: z.number(),
    type: z.enum(NOTIFICATION_TYPES),
    promotionType: z.enum(PROMOTION_TYPES),
    /** The address of a URL promotion; null otherwise. */
    link: z.nullable(notificationLink),
    isRead: z.boolean(),
    /** True when a lab report is about one of the user's family members (familyMemberId). */
    isFamilyMember: z.boolean(),
    /** That member's id; null for the user themself. */
    familyMemberId: z.nullable(z.number()),
    notificationTitle: z.string(),
    messageTextEn: z.string(),
    messageTextAr: z.string(),
    /** ISO date-time. */
    createdOn: z.string(),
  }),
);
export type PatientNotification = z.infer<typeof notificationSchema>;

export const notificationsResponse = lazy(() => envelope(z.array(notificationSchema)));
/** The unread count of the active notifications. */
export const notificationsCountResponse = lazy(() => envelope(z.number().check(z.int(), z.nonnegative())));

export const markReadQuery = lazy(() =>
  z.object({
    patientNotificationId: z.pipe(z.coerce.number(), z.int()).check(z.positive()),
  }),
);
export const markReadResponse = emptyEnvelope;

/** Development only: whose lab result the simulated hospital releases. */
export const devLabResultRequest = lazy(() =>
  z.object({
    /** The account's calling code and mobile ('971501234567') or the mobile alone ('501234567'). */
    mobile: z.string().check(z.regex(/^\d{8,14}$/, RuleMessage.numberError)),
    /** 0 the account holder, otherwise one of their own family members. */
    familyMemberId: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  }),
);
export const devLabResultResponse = lazy(() =>
  envelope(z.object({ notificationId: z.number(), docNumber: z.string() })),
);

/** The server's notification texts. */
export const NotificationsText = {
  /** The id is not one of the user's notifications. */
  notFound: 'Notification not found',
  /** Development release: no account with that mobile. */
  accountNotFound: 'No account has this mobile number',
  /** Development release: familyMemberId is not one of the account's members. */
  personNotFound: 'Patient not found',
} as const;
export const NotificationsMessages = catalog('notifications', NotificationsText);

export const NotificationsPath = {
  list: '/user/patientactivenotifications',
  count: '/notification/GetAllActiveNotificationsCount',
  markRead: '/user/marknotificationread',
  markAll: '/user/markallnotificationread',
  devLabResult: '/dev/labresult',
} as const;

export const NotificationsEndpoint = {
  list: endpoint({
    method: 'GET',
    path: NotificationsPath.list,
    request: lazy(() => z.object({})),
    response: notificationsResponse,
  }),
  count: endpoint({
    method: 'GET',
    path: NotificationsPath.count,
    request: lazy(() => z.object({})),
    response: notificationsCountResponse,
  }),
  markAll: endpoint({
    method: 'PUT',
    path: NotificationsPath.markAll,
    request: lazy(() => z.object({})),
    response: markReadResponse,
  }),
  devLabResult: endpoint({
    method: 'POST',
    path: NotificationsPath.devLabResult,
    request: devLabResultRequest,
    response: devLabResultResponse,
  }),
};
