import * as z from 'zod/mini';
import { familyMemberIdInput } from './appointments';
import { addDays } from './booking-rules';
import { HELPLINE, LAB_CURRENT_DAYS, LAB_PAST_MONTHS } from './constants';
import { daysInMonth, isAfterDate, isIsoDate } from './dates';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { lazy } from './lazy';
import { otpRule, RuleMessage } from './rules';
import { catalog, type ServerMessage } from './serverMessage';

/**
 * Lab and radiology reports (spec sections 2 Lab Reports, 3 Lab order, 4 Report viewing, 5 Request
 * old report, 7 Reports and medications). Every call needs the session (bearer) and names whose
 * reports by familyMemberId: 0 (or absent) the signed-in patient, otherwise one of their own family
 * members. Another patient's member, or an id that is no one's, is answered 404 reports.personNotFound
 * and nothing else is said about it. The server finds the person's hospital records itself (the
 * spec's body of patientId, his, mobileNo and dateOfBirth would let a caller name anyone's record).
 *
 * Paths (under /api):
 * - POST /user/labreports {familyMemberId, period, docType?}        the orders of one tab (ReportsEndpoint.list)
 * - GET  /user/labreportaccess?familyMemberId=                      whether that person's reports are protected
 * - POST /user/sendlabreportotp {familyMemberId}                    a code to the member's mobile on record
 * - POST /user/verifylabreportotp {familyMemberId, otp}             proves it: the user may open that member's
 *                                                                   reports for REPORT_ACCESS_MINUTES
 * - POST /user/labreportpdf {familyMemberId, documentNumber, ...}   the report as a PDF file (not described by
 *                                                                   endpoint(): its answer is application/pdf)
 * - POST /user/requestoldreport {reportType, lastVisitDate, familyMemberId}   an old report, for staff to send
 *
 * Protection (spec section 4, decided by the server only): the patient's own reports, and those of
 * a member whose mobile (calling code and number) is the patient's, open without anything more and
 * the PDF has no password. Any other member's: the PDF route answers 403 reports.otpRequired until
 * the code sent to that member's mobile was verified by this user in the last REPORT_ACCESS_MINUTES,
 * and the PDF is then encrypted (AES-256) with the password of reportPassword(). No request field
 * switches this off (the spec's skipPasswordProtection is not taken).
 *
 * The client's 'reports' namespace holds a key per code of the reports area, named as the code
 * ('reports.noReports', ...), with the English of ReportsText below.
 */

/** The server's report texts; the spec's wording where it gives one. */
export const ReportsText = {
  /** The list of a tab is empty (spec section 8). */
  noReports: 'No Reports to display',
  /** The hospital could not be asked (spec section 8). */
  somethingWentWrong: 'Something went wrong. Try again',
  /** familyMemberId is not the patient nor one of their members. */
  personNotFound: 'Patient not found',
  /** No report of that number for that person. */
  reportNotFound: 'Report not found',
  /** The member's report needs the code sent to their mobile first. */
  otpRequired: "Please verify the OTP sent to the family member's mobile number to view this report.",
  /** A code went to the member's mobile. */
  otpSent: "OTP sent to the family member's mobile number",
  /** The code was right: the member's reports open for a while. */
  otpVerified: 'OTP verified successfully',
  /** The member has no mobile on record to send a code to. */
  noMobile: `This family member has no mobile number on record. Contact ${HELPLINE} to view the report.`,
  /** The member's reports need no code (the patient's own, or a member on the patient's mobile). */
  otpNotNeeded: 'No OTP is needed to view these reports.',
  /** Old report request: the last visit date is not a real yyyy-MM-dd day (spec section 5). */
  dateFormatError: 'Date Format Error',
  /** Old report request: the last visit date is after today in the UAE (spec section 5). */
  dateRangeError: 'Date Range Error',
  /** Old report request stored. */
  oldReportRequested: 'Your request for the old report has been sent.',
  /** Old report request failed (spec section 8: 'Something went wrong'). */
  oldReportError: 'Something went wrong',
} as const;

/** The report texts as the server sends them, with their codes ('reports.noReports'). */
export const ReportsMessages = catalog('reports', ReportsText);

/** How long a verified code lets the user open that member's reports. */
export const REPORT_ACCESS_MINUTES = 10;

/** docType of an order: LAB a laboratory report, RBF a radiology one. */
export const LabDocType = { Lab: 'LAB', Radiology: 'RBF' } as const;
export type LabDocType = (typeof LabDocType)[keyof typeof LabDocType];
export const LAB_DOC_TYPES = [LabDocType.Lab, LabDocType.Radiology] as const;
const docTypeRule = lazy(() => z.enum(LAB_DOC_TYPES));

/** The tabs: Current (the last LAB_CURRENT_DAYS days) and Past (before that, up to LAB_PAST_MONTHS months back). */
export const ReportPeriod = { Current: 'current', Past: 'past' } as const;
export type ReportPeriod = (typeof ReportPeriod)[keyof typeof ReportPeriod];

/** The same day `months` calendar months away, on the month's last day when it has fewer days. */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const toYear = Math.floor(index / 12);
  const toMonth = (index % 12) + 1;
  const toDay = Math.min(day, daysInMonth(toYear, toMonth));
  return `${String(toYear).padStart(4, '0')}-${String(toMonth).padStart(2, '0')}-${String(toDay).padStart(2, '0')}`;
}

/**
 * The order dates a tab holds, both ends included, on the UAE calendar: Current from
 * LAB_CURRENT_DAYS days ago to today; Past from LAB_PAST_MONTHS months ago to the day before Current
 * begins. The two never overlap and leave no day out.
 */
export function reportPeriodRange(
  period: ReportPeriod,
  today: string,
): { startDate: string; endDate: string } {
  const currentStart = addDays(today, -LAB_CURRENT_DAYS);
  if (period === ReportPeriod.Current) return { startDate: currentStart, endDate: today };
  return { startDate: addMonths(today, -LAB_PAST_MONTHS), endDate: addDays(currentStart, -1) };
}

/** POST /user/labreports: one tab of one person's orders, optionally of one type (All: absent). */
export const labReportsRequest = lazy(() =>
  z.object({
    familyMemberId: familyMemberIdInput,
    period: z.enum([ReportPeriod.Current, ReportPeriod.Past]),
    docType: z.optional(docTypeRule),
  }),
);
export type LabReportsRequest = z.input<typeof labReportsRequest>;

/** What identifies a report at the hospital (spec section 3); the PDF call sends it back. */
export const reportDetails = lazy(() =>
  z.object({
    docNumberRef: z.string(),
    docNumber: z.string(),
    docPart: z.int(),
    docType: docTypeRule,
    docVersion: z.int(),
    facilityId: z.string(),
    patientId: z.string(),
  }),
);
export type ReportDetails = z.infer<typeof reportDetails>;

/** One order (spec section 3 Lab order). */
export const labOrder = lazy(() =>
  z.object({
    docNumber: z.string(),
    /** ISO yyyy-MM-dd, UAE calendar. */
    orderDate: z.string(),
    docType: docTypeRule,
    facilityId: z.string(),
    /** The order's tests in English, in the order the report lists them. */
    testNames: z.array(z.string()),
    /** The same tests in Arabic. */
    testNames_ar: z.array(z.string()),
    reportDetails,
  }),
);
export type LabOrder = z.infer<typeof labOrder>;

/**
 * data of the list: the tab's dates (reportPeriodRange on the server's today) and its orders, the
 * newest first. An empty list is 'Success' with reports.noReports. The hospital unreachable: 503
 * 'Error' reports.somethingWentWrong.
 */
export const labReports = lazy(() =>
  z.object({
    startDate: z.string(),
    endDate: z.string(),
    orders: z.array(labOrder),
  }),
);
export type LabReports = z.infer<typeof labReports>;
export const labReportsResponse = lazy(() => envelope(labReports));
export type LabReportsResponse = z.infer<typeof labReportsResponse>;

/** Whose reports: the query of the access call, the body of the code's send. */
export const reportPersonRequest = lazy(() => z.object({ familyMemberId: familyMemberIdInput }));
export type ReportPersonRequest = z.input<typeof reportPersonRequest>;

/**
 * GET /user/labreportaccess: passwordProtected (the member's reports are protected: the PDF is
 * encrypted) and otpRequired (protected and no verified code of the last REPORT_ACCESS_MINUTES:
 * send and verify one first). Both false for the patient and a member on the patient's mobile.
 */
export const reportAccess = lazy(() =>
  z.object({ passwordProtected: z.boolean(), otpRequired: z.boolean() }),
);
export type ReportAccess = z.infer<typeof reportAccess>;
export const reportAccessResponse = lazy(() => envelope(reportAccess));
export type ReportAccessResponse = z.infer<typeof reportAccessResponse>;

/**
 * POST /user/sendlabreportotp: a code to the member's mobile on record (reports.otpSent); data
 * {otpValidity} in minutes. 400 reports.otpNotNeeded for an unprotected person; 400
 * reports.noMobile; 429 auth.otpResendTooSoon (60 s apart) or auth.otpSendBudget.
 */
export const sendReportOtpResponse = lazy(() =>
  envelope(z.object({ otpValidity: z.int().check(z.nonnegative()) })),
);
export type SendReportOtpResponse = z.infer<typeof sendReportOtpResponse>;

/**
 * POST /user/verifylabreportotp: right: validOtp true, reports.otpVerified, and for
 * REPORT_ACCESS_MINUTES this user's PDF calls for this member are let through. Wrong or expired:
 * HTTP 200 'Invalid', validOtp false, auth.invalidOtp or auth.otpExpired (after too many wrong
 * codes the code is spent: send a new one). No code sent: 'Invalid', auth.otpExpired.
 */
export const verifyReportOtpRequest = lazy(() =>
  z.object({ familyMemberId: familyMemberIdInput, otp: otpRule }),
);
export type VerifyReportOtpRequest = z.input<typeof verifyReportOtpRequest>;
export const verifyReportOtpResponse = lazy(() => envelope(z.object({ validOtp: z.boolean() })));
export type VerifyReportOtpResponse = z.infer<typeof verifyReportOtpResponse>;

/** Languages a report is written in; Arabic is right to left. */
export const REPORT_LANGUAGES = ['en', 'ar'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/**
 * POST /user/labreportpdf (bearer; the client sends its channel header as on every call): the report
 * reference with the person named by familyMemberId (the spec's patientId, patientName, patientDOB
 * and skipPasswordProtection are not taken: the server knows them and decides). lang is the
 * language the patient reads ('ar': Arabic, right to left). labReportPdfBody builds it from an order.
 *
 * The answer is not JSON, so this call is not one of ReportsEndpoint: 200 application/pdf (inline,
 * file name '<docNumber>.pdf'), encrypted with reportPassword() for a protected member. Refusals are
 * the JSON envelope: 400 a malformed body; 404 reports.personNotFound or reports.reportNotFound
 * (the report is not that person's); 403 reports.otpRequired; 503 reports.somethingWentWrong.
 * Every PDF served is written to the audit log (who, whose, which report).
 */
export const labReportPdfRequest = lazy(() =>
  z.object({
    familyMemberId: familyMemberIdInput,
    documentNumberRef: text(40),
    documentNumber: text(40),
    documentPart: z.int().check(z.nonnegative()),
    documentType: docTypeRule,
    documentVersion: z.int().check(z.nonnegative()),
    facilityId: text(20),
    lang: z._default(z.enum(REPORT_LANGUAGES), 'en'),
  }),
);
export type LabReportPdfRequest = z.input<typeof labReportPdfRequest>;

/** The PDF call's body for one order of the list. */
export function labReportPdfBody(
  order: LabOrder,
  familyMemberId: number,
  lang: ReportLanguage,
): LabReportPdfRequest {
  const d = order.reportDetails;
  return {
    familyMemberId,
    documentNumberRef: d.docNumberRef,
    documentNumber: d.docNumber,
    documentPart: d.docPart,
    documentType: d.docType,
    documentVersion: d.docVersion,
    facilityId: d.facilityId,
    lang,
  };
}

/**
 * The password of a protected report (spec section 4): the first 4 letters of the member's first
 * name as the portal records it (the family member's first name), letters A to Z only (spaces,
 * hyphens, apostrophes and other scripts skipped), in capitals, then the date of birth as DDMMYYYY.
 * A first name of fewer letters gives what it has: 'Li', 2014-03-09 is 'LI09032014'.
 */
export function reportPassword(firstName: string, dateOfBirth: string): string {
  if (!isIsoDate(dateOfBirth)) throw new Error('reportPassword needs an ISO date of birth');
  const letters = firstName
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 4)
    .toUpperCase();
  const [year, month, day] = dateOfBirth.split('-');
  return `${letters}${day}${month}${year}`;
}

/**
 * The last visit date of an old report request: a real yyyy-MM-dd day (reports.dateFormatError),
 * not after today in the UAE (reports.dateRangeError). Null when it may be sent. The form and the
 * server both ask this.
 */
export function lastVisitDateIssue(value: string, today: string): ServerMessage | null {
  if (!isIsoDate(value.trim())) return ReportsMessages.dateFormatError;
  if (isAfterDate(value.trim(), today)) return ReportsMessages.dateRangeError;
  return null;
}

/**
 * POST /user/requestoldreport: reportType LAB or RBF, lastVisitDate ISO, familyMemberId as
 * everywhere. The server refuses a date lastVisitDateIssue names (400 'BadRequest'
 * reports.dateFormatError or reports.dateRangeError) and stores the rest for the hospital's staff;
 * data {result: true} and reports.oldReportRequested. 503 reports.oldReportError when it could not
 * be stored.
 */
export const oldReportRequest = lazy(() =>
  z.object({
    reportType: docTypeRule,
    lastVisitDate: z
      .string({ error: RuleMessage.allFieldsRequired })
      .check(z.trim(), z.minLength(1, RuleMessage.allFieldsRequired), z.maxLength(40)),
    familyMemberId: familyMemberIdInput,
  }),
);
export type OldReportRequest = z.input<typeof oldReportRequest>;
export const oldReportResponse = lazy(() => envelope(z.object({ result: z.boolean() })));
export type OldReportResponse = z.infer<typeof oldReportResponse>;

export const ReportsPath = {
  list: '/user/labreports',
  access: '/user/labreportaccess',
  sendOtp: '/user/sendlabreportotp',
  verifyOtp: '/user/verifylabreportotp',
  pdf: '/user/labreportpdf',
  oldReport: '/user/requestoldreport',
} as const;

/** The report calls described once (contract endpoint.ts); the PDF (a file answer) is labReportPdfRequest above. */
export const ReportsEndpoint = {
  list: endpoint({
    method: 'POST',
    path: ReportsPath.list,
    request: labReportsRequest,
    response: labReportsResponse,
  }),
  access: endpoint({
    method: 'GET',
    path: ReportsPath.access,
    request: reportPersonRequest,
    response: reportAccessResponse,
  }),
  sendOtp: endpoint({
    method: 'POST',
    path: ReportsPath.sendOtp,
    request: reportPersonRequest,
    response: sendReportOtpResponse,
  }),
  verifyOtp: endpoint({
    method: 'POST',
    path: ReportsPath.verifyOtp,
    request: verifyReportOtpRequest,
    response: verifyReportOtpResponse,
  }),
  oldReport: endpoint({
    method: 'POST',
    path: ReportsPath.oldReport,
    request: oldReportRequest,
    response: oldReportResponse,
  }),
} as const;
