import type { InboxDetailKey, InboxKind } from '@portal/contract';
import { and, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db';
import {
  complaints,
  contactMessages,
  doctorQuestions,
  facilities,
  feedbackAnswers,
  feedbackPatientTypes,
  healthPackageRequests,
  internationalEnquiries,
  locations,
  oldReportRequests,
  suggestions,
  users,
} from '../../db/schema';

/** What the list and the export filter by: the brand always, the rest when given. */
export interface InboxQuery {
  brand: string;
  kind?: InboxKind;
  locationId?: number;
  /** Instants: from inclusive, until exclusive. */
  from?: Date;
  until?: Date;
}

/** One row as the database answers it; details may hold nulls (a fact the row lacks). */
export interface InboxRecord {
  kind: InboxKind;
  id: number;
  /** ISO instant. */
  createdAt: string;
  brand: string;
  locationId: number | null;
  placeEn: string | null;
  placeAr: string | null;
  senderName: string;
  mobile: string | null;
  email: string | null;
  summary: string;
  details: { key: InboxDetailKey; value: string | boolean | null }[];
}

const text = (expression: SQL | AnyPgColumn, name: string) => sql<string>`${expression}`.as(name);
const maybeText = (expression: SQL | AnyPgColumn, name: string) => sql<string | null>`${expression}`.as(name);
const nothing = (name: string) => sql<string | null>`null::text`.as(name);
const details = (pairs: [InboxDetailKey, SQL | AnyPgColumn][]) =>
  sql<InboxRecord['details']>`jsonb_build_array(${sql.join(
    pairs.map(([key, value]) => sql`jsonb_build_object('key', ${key}::text, 'value', ${value})`),
    sql`, `,
  )})`.as('details');
const phone = (callingCode: AnyPgColumn, mobile: AnyPgColumn) => sql`'+' || ${callingCode} || ${mobile}`;
const fullName = (first: AnyPgColumn, last: AnyPgColumn) => sql`${first} || ' ' || ${last}`;

interface Branch {
  kind: InboxKind;
  id: AnyPgColumn;
  createdAt: AnyPgColumn;
  brand: AnyPgColumn;
  /** The location column, for the place filter; null: the kind has none, and a place filter leaves it out. */
  locationId: AnyPgColumn | null;
}

function conditions(branch: Branch, query: InboxQuery): SQL | undefined {
  if (query.kind && query.kind !== branch.kind) return sql`false`;
  if (query.locationId !== undefined && !branch.locationId) return sql`false`;
  return and(
    eq(branch.brand, query.brand),
    query.locationId !== undefined && branch.locationId ? eq(branch.locationId, query.locationId) : undefined,
    query.from ? gte(branch.createdAt, query.from) : undefined,
    query.until ? lt(branch.createdAt, query.until) : undefined,
  );
}

const common = (branch: Branch) => ({
  kind: sql<InboxKind>`${branch.kind}::text`.as('kind'),
  id: sql<number>`${branch.id}`.as('id'),
  /** ISO, in UTC with milliseconds: the same text on either driver, and it sorts as the instant does. */
  createdAt: text(
    sql`to_char(${branch.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    'createdAt',
  ),
  brand: text(branch.brand, 'brand'),
  locationId: sql<number | null>`${branch.locationId ?? sql`null::integer`}`.as('locationId'),
});

/** Every kind's rows in one shape: the union the list counts, pages and exports. */
function inboxUnion(db: AppDb, query: InboxQuery) {
  const contact: Branch = {
    kind: 'contact',
    id: contactMessages.id,
    createdAt: contactMessages.createdAt,
    brand: contactMessages.brand,
    locationId: null,
  };
  const askDoctor: Branch = {
    kind: 'askDoctor',
    id: doctorQuestions.id,
    createdAt: doctorQuestions.createdAt,
    brand: doctorQuestions.brand,
    locationId: null,
  };
  const complaint: Branch = {
    kind: 'complaint',
    id: complaints.id,
    createdAt: complaints.createdAt,
    brand: complaints.brand,
    locationId: complaints.locationId,
  };
  const suggestion: Branch = {
    kind: 'suggestion',
    id: suggestions.id,
    createdAt: suggestions.createdAt,
    brand: suggestions.brand,
    locationId: null,
  };
  const feedback: Branch = {
    kind: 'feedback',
    id: feedbackAnswers.id,
    createdAt: feedbackAnswers.createdAt,
    brand: feedbackAnswers.brand,
    locationId: feedbackAnswers.locationId,
  };
  const healthPackage: Branch = {
    kind: 'healthPackage',
    id: healthPackageRequests.id,
    createdAt: healthPackageRequests.createdAt,
    brand: healthPackageRequests.brand,
    locationId: healthPackageRequests.locationId,
  };
  const oldReport: Branch = {
    kind: 'oldReport',
    id: oldReportRequests.id,
    createdAt: oldReportRequests.createdAt,
    brand: oldReportRequests.brand,
    locationId: null,
  };
  const international: Branch = {
    kind: 'international',
    id: internationalEnquiries.id,
    createdAt: internationalEnquiries.createdAt,
    brand: internationalEnquiries.brand,
    locationId: null,
  };

  const feedbackSummary = sql`coalesce((select string_agg(q.question_en || ': ' || (a->>'answer'), ' · ' order by q.sort_order)
    from jsonb_array_elements(${feedbackAnswers.answers}) a
    join feedback_questions q on q.id = (a->>'questionId')::integer), '')`;

  return unionAll(
    db
      .select({
        ...common(contact),
        placeEn: maybeText(facilities.nameEn, 'placeEn'),
        placeAr: maybeText(facilities.nameAr, 'placeAr'),
        senderName: text(fullName(contactMessages.firstName, contactMessages.lastName), 'senderName'),
        mobile: maybeText(phone(contactMessages.callingCode, contactMessages.mobile), 'mobile'),
        email: maybeText(contactMessages.email, 'email'),
        summary: text(contactMessages.message, 'summary'),
        details: details([]),
      })
      .from(contactMessages)
      .leftJoin(facilities, eq(facilities.id, contactMessages.facilityId))
      .where(conditions(contact, query)),
    db
      .select({
        ...common(askDoctor),
        placeEn: maybeText(facilities.nameEn, 'placeEn'),
        placeAr: maybeText(facilities.nameAr, 'placeAr'),
        senderName: text(fullName(doctorQuestions.firstName, doctorQuestions.lastName), 'senderName'),
        mobile: maybeText(phone(doctorQuestions.callingCode, doctorQuestions.mobile), 'mobile'),
        email: maybeText(doctorQuestions.email, 'email'),
        summary: text(doctorQuestions.comment, 'summary'),
        details: details([
          ['replyByEmail', doctorQuestions.isEmailCommunication],
          ['replyByMobile', doctorQuestions.isMobileCommunication],
        ]),
      })
      .from(doctorQuestions)
      .leftJoin(facilities, eq(facilities.id, doctorQuestions.facilityId))
      .where(conditions(askDoctor, query)),
    db
      .select({
        ...common(complaint),
        placeEn: maybeText(locations.nameEn, 'placeEn'),
        placeAr: maybeText(locations.nameAr, 'placeAr'),
        senderName: text(complaints.complainantName, 'senderName'),
        mobile: maybeText(complaints.phoneNumber, 'mobile'),
        email: maybeText(complaints.email, 'email'),
        summary: text(complaints.complaintText, 'summary'),
        details: details([
          ['complaintNumber', complaints.complaintNumber],
          ['incidentDate', complaints.incidentDate],
          ['source', complaints.source],
        ]),
      })
      .from(complaints)
      .leftJoin(locations, eq(locations.id, complaints.locationId))
      .where(conditions(complaint, query)),
    db
      .select({
        ...common(suggestion),
        placeEn: nothing('placeEn'),
        placeAr: nothing('placeAr'),
        senderName: text(fullName(users.firstName, users.lastName), 'senderName'),
        mobile: maybeText(phone(users.callingCode, users.mobile), 'mobile'),
        email: maybeText(users.email, 'email'),
        summary: text(suggestions.suggestionText, 'summary'),
        details: details([]),
      })
      .from(suggestions)
      .innerJoin(users, eq(users.id, suggestions.userId))
      .where(conditions(suggestion, query)),
    db
      .select({
        ...common(feedback),
        placeEn: maybeText(locations.nameEn, 'placeEn'),
        placeAr: maybeText(locations.nameAr, 'placeAr'),
        senderName: text(feedbackAnswers.userName, 'senderName'),
        mobile: maybeText(feedbackAnswers.userMobile, 'mobile'),
        email: maybeText(feedbackAnswers.userEmail, 'email'),
        summary: text(feedbackSummary, 'summary'),
        details: details([
          ['patientType', feedbackPatientTypes.nameEn],
          ['platform', feedbackAnswers.platform],
        ]),
      })
      .from(feedbackAnswers)
      .leftJoin(locations, eq(locations.id, feedbackAnswers.locationId))
      .leftJoin(feedbackPatientTypes, eq(feedbackPatientTypes.slug, feedbackAnswers.patientType))
      .where(conditions(feedback, query)),
    db
      .select({
        ...common(healthPackage),
        placeEn: maybeText(locations.nameEn, 'placeEn'),
        placeAr: maybeText(locations.nameAr, 'placeAr'),
        senderName: text(
          fullName(healthPackageRequests.firstName, healthPackageRequests.lastName),
          'senderName',
        ),
        mobile: maybeText(phone(healthPackageRequests.callingCode, healthPackageRequests.mobile), 'mobile'),
        email: maybeText(healthPackageRequests.email, 'email'),
        summary: text(
          sql`${healthPackageRequests.packageName} || ' – ' || ${healthPackageRequests.subPackageName}`,
          'summary',
        ),
        details: details([
          ['packageName', healthPackageRequests.packageName],
          ['subPackageName', healthPackageRequests.subPackageName],
          ['appointmentDate', healthPackageRequests.apptDate],
        ]),
      })
      .from(healthPackageRequests)
      .leftJoin(locations, eq(locations.id, healthPackageRequests.locationId))
      .where(conditions(healthPackage, query)),
    db
      .select({
        ...common(oldReport),
        placeEn: nothing('placeEn'),
        placeAr: nothing('placeAr'),
        senderName: text(fullName(users.firstName, users.lastName), 'senderName'),
        mobile: maybeText(phone(users.callingCode, users.mobile), 'mobile'),
        email: maybeText(users.email, 'email'),
        summary: text(
          sql`${oldReportRequests.reportType} || ' ' || ${oldReportRequests.lastVisitDate}::text`,
          'summary',
        ),
        details: details([
          ['patientName', fullName(oldReportRequests.patientFirstName, oldReportRequests.patientLastName)],
          ['dateOfBirth', oldReportRequests.patientDateOfBirth],
          ['reportType', oldReportRequests.reportType],
          ['lastVisitDate', oldReportRequests.lastVisitDate],
          ['status', oldReportRequests.status],
        ]),
      })
      .from(oldReportRequests)
      .innerJoin(users, eq(users.id, oldReportRequests.userId))
      .where(conditions(oldReport, query)),
    db
      .select({
        ...common(international),
        placeEn: maybeText(facilities.nameEn, 'placeEn'),
        placeAr: maybeText(facilities.nameAr, 'placeAr'),
        senderName: text(internationalEnquiries.fullName, 'senderName'),
        mobile: maybeText(internationalEnquiries.mobile, 'mobile'),
        email: maybeText(internationalEnquiries.email, 'email'),
        summary: text(internationalEnquiries.comment, 'summary'),
        details: details([
          ['gender', internationalEnquiries.gender],
          ['travelDate', internationalEnquiries.travelDate],
          ['attachment', internationalEnquiries.originalName],
        ]),
      })
      .from(internationalEnquiries)
      .leftJoin(facilities, eq(facilities.id, internationalEnquiries.facilityId))
      .where(conditions(international, query)),
  );
}

/** The rows the query matches, newest first, from `skip`, at most `take`. */
export async function inboxRows(
  db: AppDb,
  query: InboxQuery,
  skip: number,
  take: number,
): Promise<InboxRecord[]> {
  return inboxUnion(db, query)
    .orderBy(sql`"createdAt" desc`, sql`"kind"`, sql`"id" desc`)
    .limit(take)
    .offset(skip);
}

/** How many rows the query matches. */
export async function inboxCount(db: AppDb, query: InboxQuery): Promise<number> {
  const [row] = await db.select({ total: count() }).from(inboxUnion(db, query).as('inbox'));
  return row?.total ?? 0;
}

/** The brand's hospitals and clinics, for the place filter. */
export function brandLocations(db: AppDb, brand: string) {
  return db
    .select({ id: locations.id, nameEn: locations.nameEn, nameAr: locations.nameAr })
    .from(locations)
    .where(and(eq(locations.brand, brand), eq(locations.isActive, true)))
    .orderBy(locations.sortOrder, locations.id);
}

/** The brand of a staff member's facility; null without one. */
export async function staffBrand(db: AppDb, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ brand: facilities.brand })
    .from(users)
    .innerJoin(facilities, eq(facilities.id, users.facilityId))
    .where(eq(users.id, userId));
  return row?.brand ?? null;
}

/** An international enquiry's stored file, when the enquiry is the brand's. */
export async function enquiryFile(db: AppDb, brand: string, id: number) {
  const [row] = await db
    .select({
      fileName: internationalEnquiries.fileName,
      originalName: internationalEnquiries.originalName,
      contentType: internationalEnquiries.contentType,
    })
    .from(internationalEnquiries)
    .where(and(eq(internationalEnquiries.id, id), eq(internationalEnquiries.brand, brand)));
  return row ?? null;
}
