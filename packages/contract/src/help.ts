import * as z from 'zod/mini';
import { MOBILE_MAX_DIGITS, MOBILE_MIN_DIGITS, NAME_MAX } from './constants';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import type { HelpText } from './helpText';
import { lazy } from './lazy';
import { EMAIL_MAX } from './rules';

/**
 * Contact Us and Ask Doctor (spec sections 2 Dialogs, 3, 5, 7 and 8): a signed-in patient's query
 * to the hospital, stored for the brand and the patient's hospital.
 *
 * Paths (under /api), both bearer:
 * - POST /user/savecontactus   HelpEndpoint.contactUs
 * - POST /user/saveaskadoc     HelpEndpoint.askDoctor
 *
 * Answers (codes of Messages.help, texts in helpText.ts):
 * - 200 'Success', help.queryReceived, data {result: true}: one row stored.
 * - 400 'BadRequest' with the first rule the form breaks (contactRefusal / askDoctorRefusal, the
 *   same the dialogs check before sending): help.fillAllData, help.invalidMobile,
 *   help.invalidEmail or help.tooLong; nothing is stored.
 * - 401 without a session.
 */

/** Ask Doctor closes this long after the query was received (spec section 8). */
export const ASK_DOCTOR_CLOSE_MS = 2_000;

/** The longest message or comment (the dialogs' text areas stop there). */
export const HELP_TEXT_MAX = 1000;

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const MOBILE = new RegExp(`^\\d{${MOBILE_MIN_DIGITS},${MOBILE_MAX_DIGITS}}$`);
const CALLING_CODE = /^\d{1,4}$/;

/*
 * Strings on the wire, a missing one taken as empty: the rules below say what is wrong, in the
 * spec's words ('Please fill all data' for a field left out as for one left blank).
 */
const text = lazy(() => z._default(z.string(), ''));
const flag = lazy(() => z._default(z.boolean(), false));

/** POST /user/savecontactus, the spec's fields (section 3, Contact-us). */
export const contactUsRequest = lazy(() =>
  z.object({
    firstName: text,
    lastName: text,
    email: text,
    mobile: text,
    callingCode: text,
    message: text,
  }),
);
export type ContactUsRequest = z.output<typeof contactUsRequest>;

/** POST /user/saveaskadoc, the spec's fields (section 3, Ask-a-doctor). */
export const askDoctorRequest = lazy(() =>
  z.object({
    firstName: text,
    lastName: text,
    email: text,
    mobile: text,
    callingCode: text,
    isEmailCommunication: flag,
    isMobileCommunication: flag,
    comment: text,
  }),
);
export type AskDoctorRequest = z.output<typeof askDoctorRequest>;

export type HelpRefusal = Exclude<keyof typeof HelpText, 'queryReceived'>;

interface Query {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  callingCode: string;
}

/** The first rule of section 5 a query breaks (in the form's order), or null when it may be sent. */
function queryRefusal(query: Query, text: string): HelpRefusal | null {
  const required = [query.firstName, query.lastName, query.email, query.mobile, query.callingCode, text];
  if (required.some((value) => value.trim() === '')) return 'fillAllData';
  if (!MOBILE.test(query.mobile.trim()) || !CALLING_CODE.test(query.callingCode.trim()))
    return 'invalidMobile';
  const email = query.email.trim();
  if (email.length > EMAIL_MAX || !EMAIL.test(email)) return 'invalidEmail';
  if (query.firstName.trim().length > NAME_MAX || query.lastName.trim().length > NAME_MAX) return 'tooLong';
  if (text.trim().length > HELP_TEXT_MAX) return 'tooLong';
  return null;
}

/** Contact Us: every field required ('Please fill all data'), then the mobile, then the e-mail. */
export function contactRefusal(request: ContactUsRequest): HelpRefusal | null {
  return queryRefusal(request, request.message);
}

/** Ask Doctor: as Contact Us, and a mode of communication (e-mail, mobile or both) is required too. */
export function askDoctorRefusal(request: AskDoctorRequest): HelpRefusal | null {
  if (!request.isEmailCommunication && !request.isMobileCommunication) return 'fillAllData';
  return queryRefusal(request, request.comment);
}

export const helpResponse = lazy(() => envelope(z.object({ result: z.literal(true) })));
export type HelpResponse = z.infer<typeof helpResponse>;

export const HelpPath = {
  contactUs: '/user/savecontactus',
  askDoctor: '/user/saveaskadoc',
} as const;

export const HelpEndpoint = {
  contactUs: endpoint({
    method: 'POST',
    path: HelpPath.contactUs,
    request: contactUsRequest,
    response: helpResponse,
  }),
  askDoctor: endpoint({
    method: 'POST',
    path: HelpPath.askDoctor,
    request: askDoctorRequest,
    response: helpResponse,
  }),
} as const;
