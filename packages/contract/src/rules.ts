import { z } from 'zod';
import {
  EMIRATES_ID_DIGITS,
  EMIRATES_ID_PREFIX,
  MOBILE_MAX_DIGITS,
  MOBILE_MIN_DIGITS,
  OTP_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './constants';

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
};

const DIGITS = /^\d*$/;

/** Login mobile: digits only (numberError), 8 to 10 digits (loginInvalidMobileError). */
export const loginMobileRule = z
  .string()
  .regex(DIGITS, RuleMessage.numberError)
  .min(MOBILE_MIN_DIGITS, RuleMessage.loginInvalidMobileError)
  .max(MOBILE_MAX_DIGITS, RuleMessage.loginInvalidMobileError);

/** Password: required, 8 to 50 characters, no composition rules, never trimmed or truncated. */
export const passwordRule = z
  .string()
  .min(PASSWORD_MIN, RuleMessage.invalidPassword)
  .max(PASSWORD_MAX, RuleMessage.invalidPassword);

/** OTP: empty gives otpError; anything but exactly 6 digits gives otpInvalidError. */
export const otpRule = z
  .string()
  .min(1, RuleMessage.otpError)
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), RuleMessage.otpInvalidError);

/** Calling code: 1 to 4 digits, no plus sign. */
export const callingCodeRule = z.string().regex(/^\d{1,4}$/, RuleMessage.numberError);

export const loginFormSchema = z.object({ mobile: loginMobileRule, password: passwordRule });
export type LoginForm = z.infer<typeof loginFormSchema>;

export const otpFormSchema = z.object({ otp: otpRule });

/** Field name to the first message key of a failed parse; the form shows one message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
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
