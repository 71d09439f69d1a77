import * as z from 'zod/mini';
import { INTERNATIONAL_COMMENT_MAX, MOBILE_MAX_DIGITS, MOBILE_MIN_DIGITS } from './constants';
import { isIsoDate, type Today, uaeToday } from './dates';
import { envelope } from './envelope';
import { GENDERS } from './healthTools';
import { lazy } from './lazy';
import { Messages } from './messages';
import { emailRule, hasControlCharacter, isCleanName } from './rules';
import type { ServerMessage } from './serverMessage';

/**
 * The international patients' enquiry (spec sections 2, 3 and 5, International enquiry): full
 * name, gender, mobile, email, travel date, comment and an attached document. The spec's form
 * only validates; here the enquiry is stored with its file for the hospital's international team.
 *
 * POST /user/internationalenquiry (bearer, multipart/form-data): the text fields below and one
 * file part 'document': pdf, doc, docx, jpg, jpeg or png by name and by content (magic bytes), at
 * most 2,048,000 bytes, as the documents upload (uploads.ts). Answers:
 * - 200 'Success', international.enquirySent, data {enquiryId}: the row and the file stored.
 * - 400 'BadRequest' with the first rule broken (enquiryRefusal, the same the form checks; then
 *   rule.docFormatError / rule.docSizeError for the file, rule.allFieldsRequired without one);
 *   nothing is stored, no file either.
 * - 401 without a session.
 * Not an `endpoint()`: a multipart body, written on each side with InternationalPath.
 */

/** A full name: first and last together, twice the 50 of one name. */
export const FULL_NAME_MAX = 100;

const MOBILE = new RegExp(`^\\d{${MOBILE_MIN_DIGITS},${MOBILE_MAX_DIGITS}}$`);

/** The enquiry's text fields as sent (multipart fields are strings; a missing one is empty). */
export interface EnquiryFields {
  fullName: string;
  gender: string;
  mobile: string;
  email: string;
  /** ISO yyyy-MM-dd (the form shows and takes dd/MM/yyyy). */
  travelDate: string;
  comment: string;
}

/** Letters as a reader counts them: code points, so an emoji or an Arabic letter is one. */
const letterCount = (text: string) => Array.from(text).length;

/**
 * The first rule of spec section 5 the enquiry's fields break, in the form's order, or null. The
 * file is checked apart (checkUpload in the form; name, size and content on the server).
 */
export function enquiryRefusal(fields: EnquiryFields, today: Today = uaeToday): ServerMessage | null {
  const values = Object.values(fields).map((value) => value.trim());
  if (values.some((value) => value === '')) return Messages.rule.allFieldsRequired;
  const fullName = fields.fullName.trim();
  if (fullName.length > FULL_NAME_MAX || !isCleanName(fullName)) return Messages.international.fullNameError;
  if (!(GENDERS as readonly string[]).includes(fields.gender)) return Messages.rule.allFieldsRequired;
  if (!MOBILE.test(fields.mobile.trim())) return Messages.international.mobileError;
  if (!z.safeParse(emailRule, fields.email).success) return Messages.rule.emailValidError;
  const travelDate = fields.travelDate.trim();
  if (!isIsoDate(travelDate)) return Messages.international.travelDateFormatError;
  if (travelDate < today()) return Messages.international.travelDateRangeError;
  if (letterCount(fields.comment.trim()) > INTERNATIONAL_COMMENT_MAX)
    return Messages.international.commentLengthError;
  if (hasControlCharacter(fields.comment, { allowLineBreaks: true })) return Messages.rule.controlCharError;
  return null;
}

export const enquiryResponse = lazy(() => envelope(z.object({ enquiryId: z.int() })));
export type EnquiryResponse = z.infer<typeof enquiryResponse>;

export const InternationalPath = {
  enquiry: '/user/internationalenquiry',
} as const;
