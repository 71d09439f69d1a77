import * as z from 'zod/mini';
import {
  EXCEL_CODE_NUMBER_MAX,
  EXCEL_CODE_NUMBER_MIN,
  MOBILE_MAX_DIGITS,
  MOBILE_MIN_DIGITS,
  NOTIFICATION_HISTORY_PAGE_SIZE,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_TITLE_MAX,
} from './constants';
import { isAfterDate, isIsoDate } from './dates';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { lazy } from './lazy';
import { hasBidiControl, hasControlCharacter } from './rules';
import { catalog } from './serverMessage';

/**
 * Broadcast notifications (spec sections 2, 3 Broadcast payload and Notification history row, 4
 * Notification history, 5 Broadcast and Excel upload, 7 Notifications and admin). Every call needs
 * the session of a staff user of BROADCAST_ROLES (2 broadcaster, 3 admin; constants.ts): a patient
 * is answered 403 auth.forbidden, an inactive or signed-out user 401. Broadcasts are per brand: the
 * site the staff user signed in on; its patients receive them and its staff see its history.
 *
 * Paths (under /api):
 * - POST /notification/broadcast            publish (BroadcastEndpoint.publish); bodies up to
 *                                           BROADCAST_BODY_LIMIT_BYTES (a list of 50,000 entries)
 * - POST /notification/resendbroadcast      re-send a facility broadcast to the same people again
 * - GET  /notification/broadcasthistory?skip&take&filtertext&Id   the history, newest first
 * - GET  /notification/broadcastdetail?id=  one broadcast with its MobileList (the excel re-send
 *                                           reopens the dialog prefilled with it)
 * - POST /notification/uploadnotifyuser     the rows of a parsed recipients file checked by the
 *                                           server (the same rule as the client): their MobileList
 * - POST /notification/uploadnotifyimage    multipart, field `file`: a jpg, jpeg or png image of at
 *                                           most 2,048,000 bytes whose content is one (magic bytes);
 *                                           not described by endpoint() (multipart). Answers
 *                                           uploadNotifyImageResponse: the imageUrl to publish with.
 * - GET  /notification/notifyimage/:name    the image (public: an <img> of the patients' dropdown
 *                                           cannot carry the bearer token; the name is random)
 *
 * Recipients: FacilityId 'Custom' is a spreadsheet broadcast (Type 'toExcel', MobileList of
 * 'code-number' entries, each the calling code and mobile of a row); each entry reaches the active
 * patients (role 1) of the brand with that calling code and mobile. 'All' reaches every active patient
 * of the brand, a facility id (a location's locationId) those whose facility it is. pushSuccess is the
 * number of notifications created, pushFail the entries that matched no one (0 for a facility
 * broadcast). The broadcast, its list and its notifications are stored in one transaction.
 */

/** The server's broadcast texts; the spec's wording where it gives one. */
export const BroadcastText = {
  /** Title empty or longer than NOTIFICATION_TITLE_MAX (spec section 5). */
  titleRequired: 'Please enter notification title',
  /** URL empty, not http(s) or not a web address. */
  urlInvalid: 'Please enter a URL beginning with http or https',
  /** Message empty or longer than NOTIFICATION_MESSAGE_MAX. */
  messageRequired: 'Please enter notification message',
  /** A Custom broadcast without a list (spec section 5). */
  excelRequired: 'Please select excel with valid data',
  /** A recipients file that is not .xlsx (or .csv) (spec section 5). */
  xlsxOnly: 'Please select xlsx file.',
  /**
   * An empty list, a file without the two columns or a row that breaks the rule (spec section 5).
   * params.rows names the bad rows (1 is the first row under the headings), at most BAD_ROWS_NAMED.
   */
  invalidFile: 'Invalid/Empty file, please upload a correct file.',
  /** FromDate or ToDate not a yyyy-MM-dd day, or ToDate before FromDate. */
  dateInvalid: 'Please select a valid date range',
  /** The facility is neither Custom, All nor one of the brand's locations. */
  facilityInvalid: 'Please select a facility',
  /** The image is not one this server stored by uploadnotifyimage. */
  imageInvalid: 'Please upload the image again',
  /** Published (pushSuccess and pushFail in data). */
  published: 'Notification sent successfully',
  /** No broadcast of that id for this brand. */
  notFound: 'No record found',
  /** A spreadsheet broadcast is re-sent through the publish dialog, not resendbroadcast. */
  resendExcel: 'Please upload the recipients again to re-send this notification',
} as const;

/** The broadcast texts as the server sends them, with their codes ('broadcast.titleRequired'). */
export const BroadcastMessages = catalog('broadcast', BroadcastText);

/** NotificationType: 1 an in-app notification, 2 a URL one ('In URL'); only 2 is offered. */
export const BroadcastType = { App: 1, Url: 2 } as const;
export type BroadcastType = (typeof BroadcastType)[keyof typeof BroadcastType];

/** FacilityId besides a location's facility id. */
export const BroadcastFacility = { Custom: 'Custom', All: 'All' } as const;
/** Type of a spreadsheet broadcast. */
export const BROADCAST_EXCEL_TYPE = 'toExcel';

/** The recipients spreadsheet's headings (spec section 5), in the sample file's order. */
export const EXCEL_COLUMNS = { countryCode: 'Country Code', mobile: 'Mobile No' } as const;
/** Most entries of one MobileList. */
export const BROADCAST_MOBILE_LIST_MAX = 50_000;
/**
 * The body limit of publish and uploadnotifyuser: a list of 50,000 of the longest entries is about
 * 850 kB of JSON, the same rows as cells about 1.2 MB; the server's default limit (1 MiB) is lower.
 */
export const BROADCAST_BODY_LIMIT_BYTES = 2_097_152;
/** How many bad row numbers a refusal names. */
export const BAD_ROWS_NAMED = 20;
export const BROADCAST_URL_MAX = 2000;
export const BROADCAST_HISTORY_TAKE_MAX = 50;
export const BROADCAST_FILTER_MAX = 100;

const CALLING_CODE = /^\d{1,4}$/;
const MOBILE = new RegExp(`^\\d{${MOBILE_MIN_DIGITS},${MOBILE_MAX_DIGITS}}$`);

/** Whether a 'code-number' entry has the length of spec section 5 (7 to 14 characters). */
export function isCodeNumberLength(entry: string): boolean {
  return entry.length >= EXCEL_CODE_NUMBER_MIN && entry.length <= EXCEL_CODE_NUMBER_MAX;
}

/**
 * A MobileList entry: the calling code (1 to 4 digits), '-', the mobile (8, 9 or 10 digits), 7 to
 * 14 characters in all. The client checks every row of the file with it and the server every entry.
 */
export function isMobileListEntry(entry: string): boolean {
  const dash = entry.indexOf('-');
  if (dash < 0) return false;
  return (
    CALLING_CODE.test(entry.slice(0, dash)) && MOBILE.test(entry.slice(dash + 1)) && isCodeNumberLength(entry)
  );
}

/**
 * One spreadsheet row as a MobileList entry, or null when the row breaks the rule. Cells are taken
 * as written, trimmed; a '+' before the calling code is dropped.
 */
export function mobileListEntry(countryCode: string, mobile: string): string | null {
  const entry = `${countryCode.trim().replace(/^\+/, '')}-${mobile.trim()}`;
  return isMobileListEntry(entry) ? entry : null;
}

export type RecipientRows =
  | { ok: true; mobileList: string[] }
  /** badRows: 1-based numbers of the rows under the headings that break the rule (all of them). */
  | { ok: false; badRows: number[] };

/**
 * A parsed recipients file (xlsx or csv): its first row holds the headings, in any order, among
 * other columns; every later row that is not wholly empty is one recipient. No headings, no rows or
 * a bad row refuses the whole file (broadcast.invalidFile).
 */
export function recipientRows(table: readonly (readonly string[])[]): RecipientRows {
  const [headings, ...rows] = table;
  const at = (name: string) => (headings ?? []).findIndex((cell) => cell.trim() === name);
  const codeColumn = at(EXCEL_COLUMNS.countryCode);
  const mobileColumn = at(EXCEL_COLUMNS.mobile);
  if (codeColumn < 0 || mobileColumn < 0) return { ok: false, badRows: [] };
  const mobileList: string[] = [];
  const badRows: number[] = [];
  rows.forEach((row, index) => {
    if (row.every((cell) => cell.trim() === '')) return;
    const entry = mobileListEntry(row[codeColumn] ?? '', row[mobileColumn] ?? '');
    if (entry === null) badRows.push(index + 1);
    else mobileList.push(entry);
  });
  if (badRows.length > 0 || mobileList.length === 0) return { ok: false, badRows };
  return { ok: true, mobileList };
}

/** The 1-based positions of the entries that break the rule. */
export function badEntries(mobileList: readonly string[]): number[] {
  const bad: number[] = [];
  mobileList.forEach((entry, index) => {
    if (!isMobileListEntry(entry)) bad.push(index + 1);
  });
  return bad;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The UTF-8 bytes of a text. */
function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const part of encodeURIComponent(text).match(/%[0-9A-F]{2}|[^%]/g) ?? []) {
    bytes.push(part.startsWith('%') ? Number.parseInt(part.slice(1), 16) : part.charCodeAt(0));
  }
  return bytes;
}

/** InURLPath of the payload: the URL as base64 of its UTF-8 bytes. */
export function encodeUrlPath(url: string): string {
  const bytes = utf8Bytes(url);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const triple = (a << 16) | (b << 8) | c;
    out += BASE64[(triple >> 18) & 63];
    out += BASE64[(triple >> 12) & 63];
    out += i + 1 < bytes.length ? BASE64[(triple >> 6) & 63] : '=';
    out += i + 2 < bytes.length ? BASE64[triple & 63] : '=';
  }
  return out;
}

/** The URL of an InURLPath, or null when it is not base64 of UTF-8 text. */
export function decodeUrlPath(base64: string): string | null {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(base64)) return null;
  const digits = base64.replace(/=+$/, '');
  let encoded = '';
  for (let i = 0; i < digits.length; i += 4) {
    const values = [...digits.slice(i, i + 4)].map((char) => BASE64.indexOf(char));
    const triple = values.reduce((sum, value, index) => sum | (value << (18 - 6 * index)), 0);
    const count = values.length - 1;
    for (let k = 0; k < count; k += 1) {
      encoded += `%${((triple >> (16 - 8 * k)) & 255).toString(16).padStart(2, '0')}`;
    }
  }
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** http or https, a host name (letters, digits, dots, dashes), an optional port, then a path. */
const WEB_ADDRESS =
  /^https?:\/\/[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** A URL a broadcast may carry: http or https and a host, no spaces, control or text-direction characters. */
export function isBroadcastUrl(value: string): boolean {
  if (value.length > BROADCAST_URL_MAX || hasControlCharacter(value) || hasBidiControl(value)) return false;
  return WEB_ADDRESS.test(value);
}

const M = BroadcastMessages;
const title = lazy(() =>
  z.string({ error: M.titleRequired.code }).check(
    z.trim(),
    z.minLength(1, M.titleRequired.code),
    z.maxLength(NOTIFICATION_TITLE_MAX, M.titleRequired.code),
    z.refine((value) => !hasControlCharacter(value) && !hasBidiControl(value), M.titleRequired.code),
  ),
);
const message = lazy(() =>
  z.string({ error: M.messageRequired.code }).check(
    z.trim(),
    z.minLength(1, M.messageRequired.code),
    z.maxLength(NOTIFICATION_MESSAGE_MAX, M.messageRequired.code),
    z.refine((value) => !hasControlCharacter(value, { allowLineBreaks: true }), M.messageRequired.code),
  ),
);
const isoDay = lazy(() =>
  z.string({ error: M.dateInvalid.code }).check(z.refine((value) => isIsoDate(value), M.dateInvalid.code)),
);
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/**
 * POST /notification/broadcast (spec section 3 Broadcast payload). InURLPath is encodeUrlPath(url).
 * FacilityId 'Custom' needs Type 'toExcel' and a MobileList (broadcast.excelRequired when empty);
 * any bad entry refuses the whole request (400 broadcast.invalidFile, params.rows) and stores
 * nothing. 'All' or a location's facility id take no list. ImageUrl: null, or the imageUrl answered
 * by uploadnotifyimage. FromDate and ToDate (yyyy-MM-dd, ToDate not before FromDate) are the dates
 * the broadcast is for, kept in its history. brandname, when sent, is the site's brand.
 * PhysicianNo and doctorname belong to doctor promotions (type 1, not offered): empty.
 */
export const broadcastRequest = lazy(() =>
  z
    .object({
      FacilityId: z.string().check(z.trim(), z.minLength(1, M.facilityInvalid.code), z.maxLength(20)),
      NotificationType: z.literal(BroadcastType.Url),
      InURLPath: z.string({ error: M.urlInvalid.code }).check(
        z.maxLength(BROADCAST_URL_MAX * 4, M.urlInvalid.code),
        z.refine((value) => isBroadcastUrl(decodeUrlPath(value) ?? ''), M.urlInvalid.code),
      ),
      PhysicianNo: optionalText(40),
      ImageUrl: z.nullish(z.string().check(z.maxLength(300))),
      NotificationText: message,
      NotificationTitle: title,
      FromDate: isoDay,
      ToDate: isoDay,
      brandname: optionalText(40),
      doctorname: optionalText(100),
      Type: z.optional(z.literal(BROADCAST_EXCEL_TYPE)),
      MobileList: z._default(
        z
          .array(z.string().check(z.maxLength(EXCEL_CODE_NUMBER_MAX + 10)))
          .check(z.maxLength(BROADCAST_MOBILE_LIST_MAX, M.invalidFile.code)),
        [],
      ),
    })
    .check(
      z.refine((body) => !isAfterDate(body.FromDate, body.ToDate), {
        message: M.dateInvalid.code,
        path: ['ToDate'],
      }),
    ),
);
export type BroadcastRequest = z.input<typeof broadcastRequest>;

/** What a publish or re-send did: the broadcast's id and its counts. */
export const broadcastResult = lazy(() =>
  z.object({
    id: z.int(),
    pushSuccess: z.int().check(z.nonnegative()),
    pushFail: z.int().check(z.nonnegative()),
  }),
);
export type BroadcastResult = z.infer<typeof broadcastResult>;
export const broadcastResponse = lazy(() => envelope(broadcastResult));
export type BroadcastResponse = z.infer<typeof broadcastResponse>;

/** POST /notification/resendbroadcast: a facility broadcast's id (400 broadcast.resendExcel for a spreadsheet one). */
export const resendBroadcastRequest = lazy(() => z.object({ id: z.int().check(z.positive()) }));
export type ResendBroadcastRequest = z.input<typeof resendBroadcastRequest>;

/** status of a history row: Sent when someone received it, Failed when no one did. */
export const BroadcastStatus = { Sent: 'Sent', Failed: 'Failed' } as const;
export type BroadcastStatus = (typeof BroadcastStatus)[keyof typeof BroadcastStatus];

/** One row of the history (spec section 3 Notification history row), with its id and dates. */
export const broadcastHistoryRow = lazy(() =>
  z.object({
    id: z.int(),
    notificationTitle: z.string(),
    message: z.string(),
    notificationType: z.union([z.literal(BroadcastType.App), z.literal(BroadcastType.Url)]),
    /** The URL (decoded). */
    callbackURL: z.nullable(z.string()),
    /** ISO instant. */
    createdOn: z.string(),
    pushSuccess: z.int(),
    pushFail: z.int(),
    status: z.enum([BroadcastStatus.Sent, BroadcastStatus.Failed]),
    /** The staff user's first and last name. */
    createdBy: z.string(),
    /** 'Custom', 'All' or a location's facility id. */
    facilityId: z.string(),
    isExcelUploadedNotification: z.boolean(),
    imageUrl: z.nullable(z.string()),
    fromDate: z.string(),
    toDate: z.string(),
  }),
);
export type BroadcastHistoryRow = z.infer<typeof broadcastHistoryRow>;

const count = (max: number) =>
  z.pipe(
    z.union([z.int(), z.string().check(z.regex(/^\d{1,6}$/))]),
    z.pipe(z.transform(Number), z.int().check(z.nonnegative(), z.maximum(max))),
  );

/**
 * GET /notification/broadcasthistory: the brand's broadcasts, newest first; skip and take (1 to
 * BROADCAST_HISTORY_TAKE_MAX, the screen takes NOTIFICATION_HISTORY_PAGE_SIZE), filtertext a part
 * of the title (any case), Id one broadcast. data is the page; an empty page ends the scroll
 * ('No record found' when the first one is empty).
 */
export const broadcastHistoryQuery = lazy(() =>
  z.object({
    skip: z._default(count(1_000_000), 0),
    take: z._default(count(BROADCAST_HISTORY_TAKE_MAX), NOTIFICATION_HISTORY_PAGE_SIZE),
    filtertext: z.optional(z.string().check(z.trim(), z.maxLength(BROADCAST_FILTER_MAX))),
    Id: z.optional(count(2_147_483_647)),
  }),
);
export type BroadcastHistoryQuery = z.input<typeof broadcastHistoryQuery>;
export const broadcastHistoryResponse = lazy(() => envelope(z.array(broadcastHistoryRow)));
export type BroadcastHistoryResponse = z.infer<typeof broadcastHistoryResponse>;

/** GET /notification/broadcastdetail?id=: the row and its MobileList (empty for a facility broadcast); 404 broadcast.notFound. */
export const broadcastDetailQuery = lazy(() => z.object({ id: count(2_147_483_647) }));
export type BroadcastDetailQuery = z.input<typeof broadcastDetailQuery>;
export const broadcastDetail = lazy(() => z.extend(broadcastHistoryRow, { mobileList: z.array(z.string()) }));
export type BroadcastDetail = z.infer<typeof broadcastDetail>;
export const broadcastDetailResponse = lazy(() => envelope(broadcastDetail));
export type BroadcastDetailResponse = z.infer<typeof broadcastDetailResponse>;

/**
 * POST /notification/uploadnotifyuser: the cells of a parsed recipients file (first row the
 * headings), checked by recipientRows on the server too: data the MobileList, or 400
 * broadcast.invalidFile with params.rows.
 */
export const uploadNotifyUserRequest = lazy(() =>
  z.object({
    rows: z
      .array(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(50)))
      .check(z.maxLength(BROADCAST_MOBILE_LIST_MAX + 1)),
  }),
);
export type UploadNotifyUserRequest = z.input<typeof uploadNotifyUserRequest>;
export const uploadNotifyUserResponse = lazy(() => envelope(z.object({ mobileList: z.array(z.string()) })));
export type UploadNotifyUserResponse = z.infer<typeof uploadNotifyUserResponse>;

/** POST /notification/uploadnotifyimage: where the stored image is served (the payload's ImageUrl). */
export const uploadNotifyImageResponse = lazy(() => envelope(z.object({ imageUrl: z.string() })));
export type UploadNotifyImageResponse = z.infer<typeof uploadNotifyImageResponse>;

export const BroadcastPath = {
  publish: '/notification/broadcast',
  resend: '/notification/resendbroadcast',
  history: '/notification/broadcasthistory',
  detail: '/notification/broadcastdetail',
  uploadUsers: '/notification/uploadnotifyuser',
  uploadImage: '/notification/uploadnotifyimage',
  /** GET `${image}/:name` */
  image: '/notification/notifyimage',
} as const;

/** The broadcast calls described once (contract endpoint.ts); the image upload (multipart) is described above. */
export const BroadcastEndpoint = {
  publish: endpoint({
    method: 'POST',
    path: BroadcastPath.publish,
    request: broadcastRequest,
    response: broadcastResponse,
  }),
  resend: endpoint({
    method: 'POST',
    path: BroadcastPath.resend,
    request: resendBroadcastRequest,
    response: broadcastResponse,
  }),
  history: endpoint({
    method: 'GET',
    path: BroadcastPath.history,
    request: broadcastHistoryQuery,
    response: broadcastHistoryResponse,
  }),
  detail: endpoint({
    method: 'GET',
    path: BroadcastPath.detail,
    request: broadcastDetailQuery,
    response: broadcastDetailResponse,
  }),
  uploadUsers: endpoint({
    method: 'POST',
    path: BroadcastPath.uploadUsers,
    request: uploadNotifyUserRequest,
    response: uploadNotifyUserResponse,
  }),
} as const;
