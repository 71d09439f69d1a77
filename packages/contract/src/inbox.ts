import * as z from 'zod/mini';
import { ROLE_ADMIN, ROLE_BROADCASTER } from './constants';
import { isIsoDate } from './dates';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { lazy } from './lazy';

/**
 * The staff inbox (issue 14 item 6): what patients sent through Contact Us, Ask Doctor, feedback,
 * complaints, suggestions, health package booking, old report requests and international
 * enquiries, in one list for the hospital's staff of the site's brand.
 *
 * Paths (under /api), all bearer:
 * - GET /inbox/messages            InboxEndpoint.list    roles 2 and 3: one page, newest first
 * - GET /inbox/export              InboxEndpoint.export  role 3: every row the filters match
 * - GET /inbox/enquiryAttachment   InboxPath.attachment  roles 2 and 3: an international enquiry's
 *   file (query `id`), as an attachment with nosniff; not a descriptor: the answer is the file.
 *
 * A staff member sees the brand of the site they signed in to, and only when their own facility is
 * that brand's: staff of one brand never see another brand's patients (403 auth.forbidden).
 * Answers: 401 without a session or for an inactive user; 403 auth.forbidden for a patient, for
 * role 2 on the export, and for staff of another brand; 400 'BadRequest' for a bad filter;
 * 400 inbox.exportTooLarge when more than INBOX_EXPORT_MAX rows match the export's filters;
 * 404 auth.notFound for an attachment that is not the brand's.
 */
export const InboxPath = {
  list: '/inbox/messages',
  export: '/inbox/export',
  attachment: '/inbox/enquiryAttachment',
} as const;

/** Who reads the inbox, and who exports it. */
export const INBOX_READ_ROLES = [ROLE_BROADCASTER, ROLE_ADMIN] as const;
export const INBOX_EXPORT_ROLES = [ROLE_ADMIN] as const;

export const INBOX_PAGE_SIZE = 20;
export const INBOX_PAGE_MAX = 50;
/** The most rows one export holds; more matching rows are refused (inbox.exportTooLarge). */
export const INBOX_EXPORT_MAX = 5000;

/** What a patient sent, by the form that sent it. */
export const INBOX_KINDS = [
  'contact',
  'askDoctor',
  'complaint',
  'suggestion',
  'feedback',
  'healthPackage',
  'oldReport',
  'international',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** The kind-specific facts of a row; the client names each in its own words. */
export const INBOX_DETAIL_KEYS = [
  'complaintNumber',
  'incidentDate',
  'source',
  'patientType',
  'platform',
  'packageName',
  'subPackageName',
  'appointmentDate',
  'patientName',
  'dateOfBirth',
  'reportType',
  'lastVisitDate',
  'status',
  'gender',
  'travelDate',
  'attachment',
  'replyByEmail',
  'replyByMobile',
] as const;
export type InboxDetailKey = (typeof INBOX_DETAIL_KEYS)[number];

const isoDate = lazy(() => z.string().check(z.refine(isIsoDate)));
const count = (max: number) =>
  z.union([
    z.int().check(z.minimum(0), z.maximum(max)),
    z.pipe(z.string().check(z.regex(/^\d{1,6}$/)), z.transform(Number)),
  ]);

/** The filters of the list and the export: each optional; `from` and `to` are UAE calendar days, inclusive. */
export const inboxFilters = lazy(() =>
  z.object({
    kind: z.optional(z.enum(INBOX_KINDS)),
    locationId: z.optional(count(999_999)),
    from: z.optional(isoDate),
    to: z.optional(isoDate),
  }),
);
export type InboxFilters = z.input<typeof inboxFilters>;
/** The filters once parsed. */
export type InboxFilterValues = z.output<typeof inboxFilters>;

export const inboxListRequest = lazy(() =>
  z.extend(inboxFilters, {
    skip: z._default(count(1_000_000), 0),
    take: z._default(
      z.pipe(
        count(1_000_000),
        z.transform((take) => Math.min(Math.max(take, 1), INBOX_PAGE_MAX)),
      ),
      INBOX_PAGE_SIZE,
    ),
  }),
);
export type InboxListRequest = z.input<typeof inboxListRequest>;

const named = lazy(() => z.object({ en: z.string(), ar: z.string() }));

export const inboxDetail = lazy(() =>
  z.object({
    key: z.enum(INBOX_DETAIL_KEYS),
    value: z.union([z.string(), z.boolean()]),
  }),
);
export type InboxDetail = z.infer<typeof inboxDetail>;

/** One thing a patient sent. */
export const inboxRow = lazy(() =>
  z.object({
    kind: z.enum(INBOX_KINDS),
    id: z.int(),
    /** ISO instant. */
    createdAt: z.string(),
    brand: z.string(),
    /** The hospital or clinic it is about (feedback, complaint, package), or the patient's facility; null when neither. */
    locationId: z.nullable(z.int()),
    place: z.nullable(named),
    senderName: z.string(),
    mobile: z.nullable(z.string()),
    email: z.nullable(z.string()),
    /** The message, comment, complaint or suggestion; a package, report or answers in a line. */
    summary: z.string(),
    details: z.array(inboxDetail),
  }),
);
export type InboxRow = z.infer<typeof inboxRow>;

/** A location the place filter offers: the brand's hospitals and clinics. */
export const inboxLocation = lazy(() => z.object({ id: z.int(), name: named }));
export type InboxLocation = z.infer<typeof inboxLocation>;

export const inboxListResponse = lazy(() =>
  envelope(z.object({ rows: z.array(inboxRow), total: z.int(), locations: z.array(inboxLocation) })),
);
export type InboxListResponse = z.infer<typeof inboxListResponse>;
export type InboxPage = InboxListResponse['data'];

export const inboxExportResponse = lazy(() => envelope(z.object({ rows: z.array(inboxRow) })));
export type InboxExportResponse = z.infer<typeof inboxExportResponse>;

/** GET /inbox/enquiryAttachment?id= */
export const inboxAttachmentQuery = lazy(() =>
  z.object({
    id: z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.transform(Number)),
  }),
);
export const inboxAttachmentPath = (id: number) => `${InboxPath.attachment}?id=${id}`;

export const InboxEndpoint = {
  list: endpoint({
    method: 'GET',
    path: InboxPath.list,
    request: inboxListRequest,
    response: inboxListResponse,
  }),
  export: endpoint({
    method: 'GET',
    path: InboxPath.export,
    request: inboxFilters,
    response: inboxExportResponse,
  }),
} as const;
