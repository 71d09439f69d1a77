import * as z from 'zod/mini';
import { HELPLINE, MOBILE_MAX_DIGITS, MOBILE_MIN_DIGITS } from './constants';
import { type Today, uaeToday } from './dates';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { lazy } from './lazy';
import {
  callingCodeRule,
  documentIdRule,
  documentTypeRule,
  emailRule,
  formDateOfBirthRule,
  isoDateOfBirthRule,
  lookupIdRule,
  nameRule,
  normaliseDocumentId,
  otpRule,
  RuleMessage,
  refineDocument,
} from './rules';
import { catalog } from './serverMessage';

/**
 * Family members (spec sections 2, 3, 4, 5, 7, 8 and 9): the list, the add and edit dialog's save,
 * deletion, and proving a member's mobile by a one-time code. Every call needs the session (bearer)
 * and reaches only the signed-in patient's own members: another patient's member is answered as
 * one that does not exist (404 family.memberNotFound).
 *
 * Paths (under /api):
 * - GET    /user/familymembers                          the list (FamilyEndpoint.list)
 * - POST   /user/savefamilymember                       add (FamilyMemberId 0 or absent) or edit
 * - DELETE /user/deletefamilymember?familyMemberId=12   delete
 * - POST   /user/sendfamilyotpforadd {referenceId}      resend the code of a pending add or edit
 * - POST   /user/verifyfamilyotp {otp, referenceId}     prove the code: the add or edit happens
 * - POST   /user/sendfamilyotp {callingCode, mobile}    a code to the mobile of an existing member
 * - POST   /auth/verifymobile {callingCode, mobile, otp} proves that member's mobile
 * - GET    /user/parsemobileno?phoneNumber=             splits a typed number into code and mobile
 *
 * The spec's record look-ups POST /user/getpatienthisinfo and /user/getpatientsearch are not
 * offered: the save asks the hospital itself (a client-side look-up by any typed document would
 * tell a caller who is a patient where), and the records of the patient and their members are
 * POST /user/getpatientrecord/:userId?familyMemberId= (appointments.ts PatientPath.record).
 *
 * Save answers (message.status, HTTP 200 unless said):
 * - 'Success': saved (an edit that keeps the mobile, or an add whose mobile is the patient's own,
 *   which the patient proved when registering); family.saveFamilyMemberSuccess; data null.
 * - 'OTPSent': the code went to the member's own mobile; data {referenceId, otpValidity};
 *   family.otpSent. Nothing is saved until POST /user/verifyfamilyotp proves the code.
 * - 'NotFound': the hospital has no person with that document, date of birth and mobile
 *   (family.notFound, the spec's text); data null.
 * - HTTP 400 'BadRequest': a rule of section 5 (rule.* codes, e.g. rule.emiratesIdDobError,
 *   rule.allFieldsRequired); a gender, nationality or relation not in its list
 *   (account.invalidSelection).
 * - HTTP 400 'Invalid': family.readOnlyFields (an edit changing date of birth, document type or
 *   id) or family.selfAsMember (the patient's own document).
 * - HTTP 409 'Duplicate': family.duplicateDocumentId.
 * - HTTP 429 'TooManyRequests': the server's text (auth.otpResendTooSoon or auth.otpSendBudget).
 * - HTTP 404 'NotFound': family.memberNotFound (an edit of a member that is not the patient's).
 * - HTTP 503 'Error': family.saveFamilyMemberError (the hospital could not be asked).
 *
 * The client's 'family' namespace holds a key per code of the family area, named as the code
 * ('family.notFound', 'family.duplicateDocumentId', 'family.saveFamilyMemberSuccess',
 * 'family.saveFamilyMemberError', 'family.otpSent', 'family.otpVerifySuccess',
 * 'family.otpVerifyError', 'family.removeFamilyMemberSuccess', 'family.removeFamilyMemberError',
 * 'family.memberNotFound', 'family.readOnlyFields', 'family.selfAsMember'), with the English of
 * FamilyText below (features api/messages.ts).
 */

/** The server's family texts; the spec's wording where it gives one. */
export const FamilyText = {
  /** Save: no person in the hospital with that document, date of birth and mobile. */
  notFound: `The details do not match with your registration records at the facility. Contact ${HELPLINE} to add family member.`,
  duplicateDocumentId: 'Duplicate document id. Please enter a unique Document id',
  saveFamilyMemberSuccess: 'Family member saved successfully',
  /** The hospital could not be asked (save) or the save could not be completed. */
  saveFamilyMemberError: 'The family member could not be saved, please try again later.',
  /** OTPSent and a resend: the code went to the member's mobile. */
  otpSent: "OTP sent to the family member's mobile number",
  /** The code was right: the member is added, changed or their mobile proven. */
  otpVerifySuccess: 'Mobile number verified successfully',
  /** The reference is unknown, expired or already used: the save has to be made again. */
  otpVerifyError: 'This verification is no longer valid, please save the family member again.',
  removeFamilyMemberSuccess: 'Family member removed successfully',
  /** Delete of an id that is not one of the patient's members (404): nothing was removed. */
  removeFamilyMemberError: 'The family member could not be removed.',
  /** 404 for an id (or mobile) that is not one of the patient's members. */
  memberNotFound: 'Family member not found',
  /** Edit changing date of birth, document type or document id. */
  readOnlyFields: 'Date of birth, document type and document id of a family member cannot be changed.',
  /** Add with the patient's own document. */
  selfAsMember: 'You cannot add yourself as a family member.',
} as const;

/** The family texts as the server sends them, with their codes ('family.notFound'). */
export const FamilyMessages = catalog('family', FamilyText);

/** message.status of the save (spec section 4). */
export const FamilySaveStatus = {
  Success: 'Success',
  OTPSent: 'OTPSent',
  NotFound: 'NotFound',
} as const;
export type FamilySaveStatus = (typeof FamilySaveStatus)[keyof typeof FamilySaveStatus];

/** One row of the list (spec section 3); fields the member was never given are null. */
export const familyMember = lazy(() =>
  z.object({
    familyMemberId: z.int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.nullable(z.string()),
    mobile: z.nullable(z.string()),
    callingCode: z.nullable(z.string()),
    /** ISO yyyy-MM-dd. */
    dateOfBirth: z.nullable(z.string()),
    genderId: z.nullable(z.int()),
    countryId: z.nullable(z.int()),
    documentTypeId: z.nullable(z.int()),
    documentId: z.nullable(z.string()),
    relationId: z.nullable(z.int()),
    /** The relation's text in English and Arabic (the relations list's text and textAr). */
    relation: z.string(),
    relation_ar: z.string(),
    /** Whole years on the UAE calendar today; null without a date of birth. */
    age: z.nullable(z.int()),
  }),
);
export type FamilyMember = z.infer<typeof familyMember>;
export const familyMembersResponse = lazy(() => envelope(z.array(familyMember)));
export type FamilyMembersResponse = z.infer<typeof familyMembersResponse>;

const required = { error: RuleMessage.allFieldsRequired, abort: true } as const;

/** A member's mobile: required, digits only (numberError), 8 to 10 digits (section 9). */
export const familyMobileRule = lazy(() =>
  z
    .string({ error: RuleMessage.allFieldsRequired })
    .check(
      z.trim(),
      z.minLength(1, required),
      z.regex(/^\d+$/, { error: RuleMessage.numberError, abort: true }),
      z.minLength(MOBILE_MIN_DIGITS, RuleMessage.loginInvalidMobileError),
      z.maxLength(MOBILE_MAX_DIGITS, RuleMessage.loginInvalidMobileError),
    ),
);

/** Calling code: required (the form starts at 971), 1 to 4 digits as callingCodeRule. */
const familyCallingCodeRule = lazy(() =>
  z
    .string({ error: RuleMessage.allFieldsRequired })
    .check(z.minLength(1, required), z.regex(/^\d{1,4}$/, RuleMessage.numberError)),
);

/** 0 or absent: a new member; otherwise the member to edit. */
const familyMemberIdRule = lazy(() => z._default(z.int().check(z.nonnegative()), 0));

/**
 * POST /user/savefamilymember, the spec's field names as written. DateOfBirth is ISO; DocumentId
 * is stored normalised (an Emirates ID's 15 digits, other ids upper-cased). On edit, DateOfBirth,
 * DocumentTypeId and DocumentId must be the member's own (family.readOnlyFields otherwise).
 */
export function makeSaveFamilyMemberRequest(today: Today = uaeToday) {
  return z.pipe(
    z
      .object({
        FamilyMemberId: familyMemberIdRule,
        FirstName: nameRule,
        LastName: nameRule,
        Email: emailRule,
        Mobile: familyMobileRule,
        CallingCode: familyCallingCodeRule,
        DateOfBirth: isoDateOfBirthRule(today),
        GenderId: lookupIdRule,
        CountryId: lookupIdRule,
        DocumentTypeId: documentTypeRule,
        DocumentId: documentIdRule,
        RelationId: lookupIdRule,
      })
      .check(
        // Section 5's document rules, on the spec's field names.
        z.superRefine((v, ctx) =>
          refineDocument({ path: 'DocumentId' })(
            { documentTypeId: v.DocumentTypeId, documentId: v.DocumentId, dateOfBirth: v.DateOfBirth },
            ctx,
          ),
        ),
      ),
    z.transform((value) => ({
      ...value,
      DocumentId: normaliseDocumentId(value.DocumentTypeId, value.DocumentId),
    })),
  );
}
export const saveFamilyMemberRequest = lazy(() => makeSaveFamilyMemberRequest());
export type SaveFamilyMemberRequest = z.input<typeof saveFamilyMemberRequest>;

/** data of an OTPSent save and of a resend: the pending save's reference and the code's minutes. */
export const familyOtpSent = lazy(() =>
  z.object({
    referenceId: z.string(),
    /** Minutes the code stays valid. */
    otpValidity: z.int().check(z.nonnegative()),
  }),
);
export type FamilyOtpSent = z.infer<typeof familyOtpSent>;
/** data is familyOtpSent for OTPSent, null for Success and NotFound. */
export const saveFamilyMemberResponse = lazy(() => envelope(z.nullable(familyOtpSent)));
export type SaveFamilyMemberResponse = z.infer<typeof saveFamilyMemberResponse>;

/**
 * The add and edit dialog's Personal details form (camelCase; date of birth dd/MM/yyyy or ISO,
 * parsed to ISO). Every field required. familyMemberSaveBody turns the parsed form into the save.
 */
export function makeFamilyMemberFormSchema(today: Today = uaeToday) {
  return z
    .object({
      firstName: nameRule,
      lastName: nameRule,
      email: emailRule,
      callingCode: familyCallingCodeRule,
      mobile: familyMobileRule,
      dateOfBirth: formDateOfBirthRule(today),
      genderId: lookupIdRule,
      countryId: lookupIdRule,
      documentTypeId: documentTypeRule,
      documentId: documentIdRule,
      relationId: lookupIdRule,
    })
    .check(z.superRefine(refineDocument()));
}
export const familyMemberFormSchema = lazy(() => makeFamilyMemberFormSchema());
export type FamilyMemberForm = z.input<typeof familyMemberFormSchema>;
export type FamilyMemberFormValue = z.output<typeof familyMemberFormSchema>;

/** The save's body for a parsed form: familyMemberId 0 adds, another id edits that member. */
export function familyMemberSaveBody(
  form: FamilyMemberFormValue,
  familyMemberId: number,
): SaveFamilyMemberRequest {
  return {
    FamilyMemberId: familyMemberId,
    FirstName: form.firstName,
    LastName: form.lastName,
    Email: form.email,
    Mobile: form.mobile,
    CallingCode: form.callingCode,
    DateOfBirth: form.dateOfBirth,
    GenderId: form.genderId,
    CountryId: form.countryId,
    DocumentTypeId: form.documentTypeId,
    DocumentId: normaliseDocumentId(form.documentTypeId, form.documentId),
    RelationId: form.relationId,
  };
}

/** Whether a document id is taken by another of the patient's members (the form checks, the server enforces). */
export function isDuplicateDocumentId(
  members: readonly Pick<FamilyMember, 'familyMemberId' | 'documentTypeId' | 'documentId'>[],
  documentTypeId: number,
  documentId: string,
  familyMemberId = 0,
): boolean {
  const wanted = normaliseDocumentId(documentTypeId, documentId);
  return members.some(
    (member) =>
      member.familyMemberId !== familyMemberId &&
      member.documentId !== null &&
      member.documentTypeId !== null &&
      normaliseDocumentId(member.documentTypeId, member.documentId) === wanted,
  );
}

/**
 * DELETE /user/deletefamilymember?familyMemberId=: the member leaves the patient's list (and the
 * patient selector), with their pending saves; family.removeFamilyMemberSuccess. Their appointments
 * stay booked at the hospital (the hospital's record is the member's own; cancel first to free the
 * slot); adding the member again brings them back under the member. Another patient's or an
 * unknown id: 404 family.removeFamilyMemberError, nothing removed.
 */
export const deleteFamilyMemberRequest = lazy(() =>
  z.object({
    familyMemberId: z.pipe(z.coerce.number(), z.int()).check(z.positive()),
  }),
);
export type DeleteFamilyMemberRequest = z.input<typeof deleteFamilyMemberRequest>;
export const deleteFamilyMemberResponse = lazy(() => envelope(z.null()));

const referenceIdRule = lazy(() =>
  z
    .string({ error: RuleMessage.allFieldsRequired })
    .check(z.trim(), z.minLength(1, RuleMessage.allFieldsRequired), z.maxLength(64)),
);

/**
 * POST /user/sendfamilyotpforadd {referenceId}: a new code for a pending add or edit (the OTP
 * dialog's resend, 60 s apart); data familyOtpSent, family.otpSent. 404 family.otpVerifyError for a
 * reference that is not the patient's or no longer pending; 429 as the save.
 */
export const sendFamilyOtpForAddRequest = lazy(() => z.object({ referenceId: referenceIdRule }));
export type SendFamilyOtpForAddRequest = z.infer<typeof sendFamilyOtpForAddRequest>;
export const sendFamilyOtpResponse = lazy(() => envelope(familyOtpSent));
export type SendFamilyOtpResponse = z.infer<typeof sendFamilyOtpResponse>;

/**
 * POST /user/verifyfamilyotp {otp, referenceId}: the code of a pending add or edit. Right: the add
 * or edit happens (the member's mobile proven), validOtp true, family.otpVerifySuccess. Wrong or
 * expired code: HTTP 200, status 'Invalid', validOtp false, auth.invalidOtp or auth.otpExpired.
 * Unknown, used or another patient's reference: 200 'Invalid', validOtp false, family.otpVerifyError.
 */
export const verifyFamilyOtpRequest = lazy(() => z.object({ otp: otpRule, referenceId: referenceIdRule }));
export type VerifyFamilyOtpRequest = z.infer<typeof verifyFamilyOtpRequest>;
export const verifyFamilyOtpResponse = lazy(() => envelope(z.object({ validOtp: z.boolean() })));
export type VerifyFamilyOtpResponse = z.infer<typeof verifyFamilyOtpResponse>;

/**
 * POST /user/sendfamilyotp {callingCode, mobile}: a code to the mobile of one of the patient's
 * members (e.g. a member whose mobile was never proven); data familyOtpSent (referenceId is the
 * challenge's), family.otpSent. Any other number: 404 family.memberNotFound; 429 as the save.
 */
export const sendFamilyOtpRequest = lazy(() =>
  z.object({ callingCode: callingCodeRule, mobile: familyMobileRule }),
);
export type SendFamilyOtpRequest = z.infer<typeof sendFamilyOtpRequest>;

/**
 * POST /auth/verifymobile {callingCode, mobile, otp} (bearer): proves the code sent by
 * /user/sendfamilyotp; every member of the patient with that mobile is then proven. Answers as
 * verifyfamilyotp: validOtp true and 'Success' (family.otpVerifySuccess), or 200 'Invalid',
 * validOtp false (auth.invalidOtp, auth.otpExpired).
 */
export const verifyMobileRequest = lazy(() =>
  z.object({
    callingCode: callingCodeRule,
    mobile: familyMobileRule,
    otp: otpRule,
  }),
);
export type VerifyMobileRequest = z.infer<typeof verifyMobileRequest>;
export const verifyMobileResponse = verifyFamilyOtpResponse;

/**
 * GET /user/parsemobileno?phoneNumber= (bearer): a number as typed or pasted ('+971 50 123 4567',
 * '00971501234567', '0501234567') split into calling code (a country's of /masterdata/country, the
 * longest that fits; 971 for a national number starting with 0) and mobile. Anything that leaves
 * no 8 to 10 digit mobile: 400 rule.loginInvalidMobileError.
 */
export const parseMobileRequest = lazy(() =>
  z.object({
    phoneNumber: z
      .string({ error: RuleMessage.allFieldsRequired })
      .check(z.trim(), z.minLength(1, RuleMessage.allFieldsRequired), z.maxLength(32)),
  }),
);
export type ParseMobileRequest = z.infer<typeof parseMobileRequest>;
export const parsedMobile = lazy(() => z.object({ callingCode: z.string(), mobile: z.string() }));
export type ParsedMobile = z.infer<typeof parsedMobile>;
export const parseMobileResponse = lazy(() => envelope(parsedMobile));
export type ParseMobileResponse = z.infer<typeof parseMobileResponse>;

export const FamilyPath = {
  list: '/user/familymembers',
  save: '/user/savefamilymember',
  remove: '/user/deletefamilymember',
  sendOtpForAdd: '/user/sendfamilyotpforadd',
  verifyOtp: '/user/verifyfamilyotp',
  sendOtp: '/user/sendfamilyotp',
  verifyMobile: '/auth/verifymobile',
  parseMobile: '/user/parsemobileno',
} as const;

export const FamilyEndpoint = {
  list: endpoint({
    method: 'GET',
    path: FamilyPath.list,
    request: lazy(() => z.object({})),
    response: familyMembersResponse,
  }),
  save: endpoint({
    method: 'POST',
    path: FamilyPath.save,
    request: saveFamilyMemberRequest,
    response: saveFamilyMemberResponse,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: FamilyPath.remove,
    request: deleteFamilyMemberRequest,
    response: deleteFamilyMemberResponse,
  }),
  sendOtpForAdd: endpoint({
    method: 'POST',
    path: FamilyPath.sendOtpForAdd,
    request: sendFamilyOtpForAddRequest,
    response: sendFamilyOtpResponse,
  }),
  verifyOtp: endpoint({
    method: 'POST',
    path: FamilyPath.verifyOtp,
    request: verifyFamilyOtpRequest,
    response: verifyFamilyOtpResponse,
  }),
  sendOtp: endpoint({
    method: 'POST',
    path: FamilyPath.sendOtp,
    request: sendFamilyOtpRequest,
    response: sendFamilyOtpResponse,
  }),
  verifyMobile: endpoint({
    method: 'POST',
    path: FamilyPath.verifyMobile,
    request: verifyMobileRequest,
    response: verifyMobileResponse,
  }),
  parseMobile: endpoint({
    method: 'GET',
    path: FamilyPath.parseMobile,
    request: parseMobileRequest,
    response: parseMobileResponse,
  }),
} as const;
