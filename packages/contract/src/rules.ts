import * as z from 'zod/mini';
import {
  DOCUMENT_ID_MAX,
  DOCUMENT_ID_MIN,
  DocumentType,
  EMIRATES_ID_DIGITS,
  EMIRATES_ID_PREFIX,
  MOBILE_MAX_DIGITS,
  MOBILE_MIN_DIGITS,
  NAME_MAX,
  OTP_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './constants';
import { isBirthDateInRange, isIsoDate, type Today, toIsoDate, uaeToday } from './dates';
import { lazy } from './lazy';

/**
 * Validation rules of spec section 5. Each failure carries a message key (the spec's names); the
 * client translates the key, the server answers with the English text of the same key.
 */
export const RuleMessage = {
  numberError: 'numberError',
  loginInvalidMobileError: 'loginInvalidMobileError',
  invalidPassword: 'invalidPassword',
  otpError: 'otpError',
  otpInvalidError: 'otpInvalidError',
  allFieldsRequired: 'allFieldsRequired',
  emiratesIdError: 'emiratesIdError',
  emiratesIdDobError: 'emiratesIdDobError',
  emiratesIdDobInvalid: 'emiratesIdDobInvalid',
  docIdInvalidError: 'docIdInvalidError',
  dobFormatError: 'dobFormatError',
  dobRangeError: 'dobRangeError',
  dobRequiredError: 'dobRequiredError',
  validDobError: 'validDobError',
  emailValidError: 'emailValidError',
  nameLengthError: 'nameLengthError',
  passNotMatch: 'passNotMatch',
  passMinLengthError: 'passMinLengthError',
  oldNewPassSame: 'oldNewPassSame',
  hospitalRequired: 'hospitalRequired',
  docFormatError: 'docFormatError',
  imgFormatError: 'imgFormatError',
  docSizeError: 'docSizeError',
  controlCharError: 'controlCharError',
  nameCharsError: 'nameCharsError',
} as const;
export type RuleMessage = (typeof RuleMessage)[keyof typeof RuleMessage];

/** English wording of each rule message, used by the server's 400 answers and the en resources. */
export const ruleMessageText: Record<RuleMessage, string> = {
  numberError: 'Please enter numbers only',
  loginInvalidMobileError: `Please enter a valid mobile number (${MOBILE_MIN_DIGITS} to ${MOBILE_MAX_DIGITS} digits)`,
  invalidPassword: `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long`,
  otpError: 'Please enter the OTP',
  otpInvalidError: `Please enter a valid ${OTP_LENGTH} digit OTP`,
  allFieldsRequired: 'All fields are required',
  emiratesIdError: 'Please enter a valid Emirates ID',
  emiratesIdDobError: 'Invalid Emirates Id or date of birth',
  emiratesIdDobInvalid: 'Emirates id or date of birth is invalid, please check',
  docIdInvalidError: 'Please enter a valid document id',
  dobFormatError: 'Please enter the date of birth as dd/MM/yyyy',
  dobRangeError: 'Please enter a valid date of birth, not in the future',
  dobRequiredError: 'Please select your date of birth',
  validDobError: 'Enter valid date of birth',
  emailValidError: 'Please enter a valid email',
  nameLengthError: `Please enter at most ${NAME_MAX} characters`,
  passNotMatch: 'Password do not match',
  passMinLengthError: `Password must be ${PASSWORD_MIN} character long`,
  oldNewPassSame: 'New password must be different from the old password',
  hospitalRequired: 'Please select the hospital',
  docFormatError: 'Please upload a pdf, doc, docx, jpg, jpeg or png file',
  imgFormatError: 'Please upload a jpg, jpeg or png image',
  docSizeError: 'The file must not be larger than 2 MB (2,048,000 bytes)',
  controlCharError: 'Control characters are not allowed',
  nameCharsError: 'Names cannot contain control or text-direction characters',
};

/* Characters no input may carry (SECURITY.md Input). */

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** C0 (U+0000-U+001F), DEL (U+007F) and C1 (U+0080-U+009F): Unicode's control characters (Cc). */
export function isControlCharacter(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

/**
 * Whether `value` holds a control character. Free text (a comment, a reason) may hold tab and
 * line breaks: `allowLineBreaks` lets tab, line feed and carriage return through; NUL and every
 * other control character never.
 */
export function hasControlCharacter(value: string, { allowLineBreaks = false } = {}): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (!isControlCharacter(code)) continue;
    if (allowLineBreaks && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}

/**
 * Unicode bidirectional embeddings and overrides (U+202A-U+202E), isolates (U+2066-U+2069) and
 * the marks U+200E/U+200F: in a name they can make it display as something else (a name that
 * reads as another person's, a file-like ending reversed).
 */
export function hasBidiControl(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return true;
    if (code === 0x200e || code === 0x200f) return true;
  }
  return false;
}

/** A name holds neither control characters nor text-direction controls. */
export function isCleanName(value: string): boolean {
  return !hasControlCharacter(value) && !hasBidiControl(value);
}

const noControlCharacters = () =>
  z.refine<string>((value) => !hasControlCharacter(value), RuleMessage.controlCharError);

const DIGITS = /^\d*$/;

/** Login mobile: digits only (numberError), 8 to 10 digits (loginInvalidMobileError). */
export const loginMobileRule = lazy(() =>
  z
    .string()
    .check(
      z.regex(DIGITS, RuleMessage.numberError),
      z.minLength(MOBILE_MIN_DIGITS, RuleMessage.loginInvalidMobileError),
      z.maxLength(MOBILE_MAX_DIGITS, RuleMessage.loginInvalidMobileError),
    ),
);

/**
 * Password: required, 8 to 50 characters, no composition rules, never trimmed or truncated. The
 * sign-in's password holds whatever was set (newPasswordRule refuses control characters there);
 * the server's input hook refuses a control character in any request before this runs, so the
 * sign-in path does not carry that check twice (its bytes ceiling).
 */
export const passwordRule = lazy(() =>
  z
    .string()
    .check(
      z.minLength(PASSWORD_MIN, RuleMessage.invalidPassword),
      z.maxLength(PASSWORD_MAX, RuleMessage.invalidPassword),
    ),
);

/** OTP: empty gives otpError; anything but exactly 6 digits gives otpInvalidError. */
export const otpRule = lazy(() =>
  z
    .string()
    .check(
      z.minLength(1, RuleMessage.otpError),
      z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), RuleMessage.otpInvalidError),
    ),
);

/** Calling code: 1 to 4 digits, no plus sign. */
export const callingCodeRule = lazy(() => z.string().check(z.regex(/^\d{1,4}$/, RuleMessage.numberError)));

export const loginFormSchema = lazy(() => z.object({ mobile: loginMobileRule, password: passwordRule }));
export type LoginForm = z.infer<typeof loginFormSchema>;

export const otpFormSchema = lazy(() => z.object({ otp: otpRule }));

/** Field name to the first message key of a failed parse; the form shows one message per field. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}

/** Strips the dashes of the Emirates ID mask 784-YYYY-NNNNNNN-N. */
export function emiratesIdDigits(value: string): string {
  return value.replace(/-/g, '');
}

/** Emirates ID shape: 784 followed by 12 digits (15 in all), dashes allowed as in the mask. */
export function isEmiratesIdFormat(value: string): boolean {
  const digits = emiratesIdDigits(value);
  return (
    digits.length === EMIRATES_ID_DIGITS && digits.startsWith(EMIRATES_ID_PREFIX) && /^\d+$/.test(digits)
  );
}

/** Emirates ID must read 784 + the year of birth + the rest. `dateOfBirth` is ISO (yyyy-MM-dd). */
export function emiratesIdMatchesBirthYear(value: string, dateOfBirth: string): boolean {
  const digits = emiratesIdDigits(value);
  const year = dateOfBirth.slice(0, 4);
  return isEmiratesIdFormat(value) && /^\d{4}$/.test(year) && digits.slice(3, 7) === year;
}

/* Identity rules: registration, sign-up, profile, passwords (spec section 5). */

const requiredText = { error: RuleMessage.allFieldsRequired, abort: true } as const;

/**
 * First or last name: required, at most 50 characters, trimmed; no control characters and no
 * text-direction controls (nameCharsError).
 */
export const nameRule = lazy(() =>
  z
    .string({ error: RuleMessage.allFieldsRequired })
    .check(
      z.trim(),
      z.minLength(1, requiredText),
      z.maxLength(NAME_MAX, RuleMessage.nameLengthError),
      z.refine(isCleanName, RuleMessage.nameCharsError),
    ),
);

/** A name a payload may leave empty (the booking's patient and next-of-kin names): same characters. */
export function optionalNameRule(max = 200) {
  return z.nullish(
    z.string().check(z.trim(), z.maxLength(max), z.refine(isCleanName, RuleMessage.nameCharsError)),
  );
}

export const EMAIL_MAX = 254;
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** E-mail: required, one @, a dotted domain, no spaces (emailValidError). */
export const emailRule = lazy(() =>
  z
    .string({ error: RuleMessage.allFieldsRequired })
    .check(
      z.trim(),
      z.minLength(1, requiredText),
      z.maxLength(EMAIL_MAX, { error: RuleMessage.emailValidError, abort: true }),
      z.regex(EMAIL, RuleMessage.emailValidError),
    ),
);

/** A choice from a lookup list (gender, nationality, relation): a positive id. */
export const lookupIdRule = lazy(() =>
  z.int(RuleMessage.allFieldsRequired).check(z.positive(RuleMessage.allFieldsRequired)),
);

const DOCUMENT_TYPE_IDS: readonly number[] = Object.values(DocumentType);

/** Document type: one of the six of spec section 3. */
export const documentTypeRule = lazy(() =>
  z
    .number({ error: RuleMessage.allFieldsRequired })
    .check(z.refine((id) => DOCUMENT_TYPE_IDS.includes(id), RuleMessage.allFieldsRequired)),
);

/** Document id before the type-dependent checks of refineDocument: required. */
export const documentIdRule = lazy(() =>
  z.string({ error: RuleMessage.allFieldsRequired }).check(z.trim(), z.minLength(1, requiredText)),
);

/** Password with the reset screen's wording for a short one ('Password must be 8 character long'). */
export const newPasswordRule = lazy(() =>
  z
    .string({ error: RuleMessage.allFieldsRequired })
    .check(
      z.minLength(PASSWORD_MIN, RuleMessage.passMinLengthError),
      z.maxLength(PASSWORD_MAX, RuleMessage.invalidPassword),
      noControlCharacters(),
    ),
);

/** A confirmation field: required; equality with its password is checked on the form. */
export const confirmPasswordRule = lazy(() =>
  z.string({ error: RuleMessage.allFieldsRequired }).check(z.minLength(1, requiredText)),
);

export interface DateOfBirthMessages {
  /** Empty or missing. @default allFieldsRequired */
  required: RuleMessage;
  /** Not a real date in the accepted format. @default dobFormatError */
  format: RuleMessage;
  /** In the future (after `today`) or before 1900. @default dobRangeError */
  range: RuleMessage;
}

const DOB_MESSAGES: DateOfBirthMessages = {
  required: RuleMessage.allFieldsRequired,
  format: RuleMessage.dobFormatError,
  range: RuleMessage.dobRangeError,
};

/** Date of birth on the wire: ISO yyyy-MM-dd, a real day, not after `today` (UAE calendar). */
export function isoDateOfBirthRule(today: Today = uaeToday, messages: Partial<DateOfBirthMessages> = {}) {
  const m = { ...DOB_MESSAGES, ...messages };
  return z.string({ error: m.required }).check(
    z.minLength(1, { error: m.required, abort: true }),
    z.refine(isIsoDate, { error: m.format, abort: true }),
    z.refine((iso) => isBirthDateInRange(iso, today()), m.range),
  );
}

/**
 * Date of birth in a form: dd/MM/yyyy as typed (or ISO from a date picker); the parsed value is
 * ISO, ready for the request body.
 */
export function formDateOfBirthRule(today: Today = uaeToday, messages: Partial<DateOfBirthMessages> = {}) {
  const m = { ...DOB_MESSAGES, ...messages };
  return z
    .pipe(
      z.string({ error: m.required }).check(
        z.trim(),
        z.minLength(1, { error: m.required, abort: true }),
        z.refine((value) => toIsoDate(value) !== null, { error: m.format, abort: true }),
      ),
      z.transform((value) => toIsoDate(value) ?? value),
    )
    .check(z.refine((iso) => isBirthDateInRange(iso, today()), m.range));
}

export interface DocumentCheckOptions {
  /** Shortest id of the non-Emirates types: 6, or 5 on the sign-up form. @default 6 */
  minLength?: number;
  /** Key when an Emirates ID's year is not the birth year. @default emiratesIdDobError */
  mismatch?: RuleMessage;
}

const OTHER_DOCUMENT_ID = /^[A-Za-z0-9/-]+$/;

/**
 * The rule key a document id breaks, or null. Emirates ID (type 1): 784 + 12 digits, dashes of the
 * mask allowed (emiratesIdError), and 784 + the birth year + the rest when the date of birth is
 * known (the mismatch key). Other types: 6 (or minLength) to 15 letters, digits, '-' or '/'.
 */
export function documentIdIssue(
  documentTypeId: number,
  documentId: string,
  dateOfBirth: string | null,
  options: DocumentCheckOptions = {},
): RuleMessage | null {
  if (documentTypeId === DocumentType.EmiratesId) {
    if (!isEmiratesIdFormat(documentId)) return RuleMessage.emiratesIdError;
    if (dateOfBirth !== null && !emiratesIdMatchesBirthYear(documentId, dateOfBirth)) {
      return options.mismatch ?? RuleMessage.emiratesIdDobError;
    }
    return null;
  }
  const id = documentId.trim();
  const min = options.minLength ?? DOCUMENT_ID_MIN;
  if (id.length < min || id.length > DOCUMENT_ID_MAX || !OTHER_DOCUMENT_ID.test(id)) {
    return RuleMessage.docIdInvalidError;
  }
  return null;
}

/** The stored form of a document id: an Emirates ID's 15 digits, any other id trimmed and upper-cased. */
export function normaliseDocumentId(documentTypeId: number, documentId: string): string {
  return documentTypeId === DocumentType.EmiratesId
    ? emiratesIdDigits(documentId.trim())
    : documentId.trim().toUpperCase();
}

interface DocumentFields {
  documentTypeId?: unknown;
  documentId?: unknown;
  dateOfBirth?: unknown;
}

/**
 * Object-level check of documentTypeId, documentId and (when present) dateOfBirth, reported on
 * documentId. Skips quietly while a field is still missing: its own rule reports that.
 */
export function refineDocument(options: DocumentCheckOptions & { path?: string } = {}) {
  const path = options.path ?? 'documentId';
  return (value: DocumentFields, ctx: z.core.$RefinementCtx) => {
    const { documentTypeId, documentId } = value;
    if (typeof documentTypeId !== 'number' || typeof documentId !== 'string' || documentId.trim() === '')
      return;
    if (!DOCUMENT_TYPE_IDS.includes(documentTypeId)) return;
    const dateOfBirth = typeof value.dateOfBirth === 'string' ? toIsoDate(value.dateOfBirth) : null;
    const issue = documentIdIssue(documentTypeId, documentId, dateOfBirth, options);
    if (issue) ctx.addIssue({ code: 'custom', message: issue, path: [path] });
  };
}

/** Object-level check that `confirm` repeats `password` (passNotMatch on the confirmation field). */
export function refineConfirmation<K extends string, C extends string>(password: K, confirm: C) {
  return (value: Partial<Record<K | C, unknown>>, ctx: z.core.$RefinementCtx) => {
    const first = value[password];
    const second = value[confirm];
    if (typeof second === 'string' && second !== '' && first !== second) {
      ctx.addIssue({ code: 'custom', message: RuleMessage.passNotMatch, path: [confirm] });
    }
  };
}
