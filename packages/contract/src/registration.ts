import * as z from 'zod/mini';
import { identifyResponse, loginResponse } from './auth';
import { SIGNUP_DOCUMENT_ID_MIN } from './constants';
import { type Today, uaeToday } from './dates';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { lazy } from './lazy';
import {
  callingCodeRule,
  confirmPasswordRule,
  documentIdRule,
  documentTypeRule,
  emailRule,
  formDateOfBirthRule,
  isoDateOfBirthRule,
  loginMobileRule,
  lookupIdRule,
  nameRule,
  normaliseDocumentId,
  otpRule,
  passwordRule,
  RuleMessage,
  refineConfirmation,
  refineDocument,
} from './rules';

/** Minutes a verified registration stays open for the sign-up form. */
export const REGISTRATION_WINDOW_MINUTES = 30;

/** Stores documentId as the server keeps it: an Emirates ID's 15 digits, other ids upper-cased. */
export function withNormalDocumentId<T extends { documentTypeId: number; documentId: string }>(value: T): T {
  return { ...value, documentId: normaliseDocumentId(value.documentTypeId, value.documentId) };
}

const referenceIdRule = lazy(() =>
  z.string({ error: RuleMessage.allFieldsRequired }).check(z.minLength(1, RuleMessage.allFieldsRequired)),
);

/**
 * POST /auth/identify in registration mode: checks the rules of section 5, then sends a
 * registration OTP and answers the reference of the registration (identifyResponse). An existing
 * number answers status Duplicate, isExistingUser true, otpSent false and
 * AccountText.mobileAlreadyRegistered.
 */
export function makeIdentifyRegistrationRequest(today: Today = uaeToday) {
  return z.pipe(
    z
      .object({
        callingCode: callingCodeRule,
        mobile: loginMobileRule,
        isInvokedForLogin: z.literal(false),
        dateOfBirth: isoDateOfBirthRule(today),
        documentTypeId: documentTypeRule,
        documentId: documentIdRule,
        /** The previous reference when the client asks again (resend); informational. */
        referenceId: z.nullish(z.string()),
      })
      .check(z.superRefine(refineDocument({ mismatch: RuleMessage.emiratesIdDobInvalid }))),
    z.transform(withNormalDocumentId),
  );
}
export const identifyRegistrationRequest = lazy(() => makeIdentifyRegistrationRequest());
export type IdentifyRegistrationRequest = z.input<typeof identifyRegistrationRequest>;
export const identifyRegistrationResponse = identifyResponse;

/** POST /auth/verifyotpforregistration: uses the registration code up and opens the sign-up form. */
export const verifyOtpForRegistrationRequest = lazy(() =>
  z.object({ referenceId: referenceIdRule, otp: otpRule }),
);
export type VerifyOtpForRegistrationRequest = z.infer<typeof verifyOtpForRegistrationRequest>;

/** Sign-up prefill (spec section 3). Unknown names and e-mail are '', unknown ids null. */
export const prospectUser = lazy(() =>
  z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    genderId: z.nullable(z.int()),
    callingCode: z.string(),
    mobile: z.string(),
    /** ISO; fixed on the sign-up form. */
    dateOfBirth: z.string(),
    countryId: z.nullable(z.int()),
    /** Fixed on the sign-up form, with documentNumber. */
    documentTypeId: z.int(),
    documentNumber: z.string(),
  }),
);
export type ProspectUser = z.infer<typeof prospectUser>;
export const verifyOtpForRegistrationData = lazy(() =>
  z.object({
    validOtp: z.boolean(),
    prospectUser: z.nullable(prospectUser),
  }),
);
export type VerifyOtpForRegistrationData = z.infer<typeof verifyOtpForRegistrationData>;
export const verifyOtpForRegistrationResponse = lazy(() => envelope(verifyOtpForRegistrationData));
export type VerifyOtpForRegistrationResponse = z.infer<typeof verifyOtpForRegistrationResponse>;

/**
 * POST /user/register, the sign-up payload of spec section 3. mobile, callingCode, dateOfBirth,
 * documentTypeId and documentId must be those of the verified registration; otp is the code that
 * verified it. Answers loginResponse (session fields, access token, refresh cookie).
 */
export function makeRegisterRequest(today: Today = uaeToday) {
  return z.pipe(
    z
      .object({
        firstName: nameRule,
        lastName: nameRule,
        email: emailRule,
        callingCode: callingCodeRule,
        mobile: loginMobileRule,
        dateOfBirth: isoDateOfBirthRule(today),
        genderId: lookupIdRule,
        countryId: lookupIdRule,
        documentTypeId: documentTypeRule,
        documentId: documentIdRule,
        password: passwordRule,
        otp: otpRule,
        referenceId: referenceIdRule,
      })
      .check(
        z.superRefine(
          refineDocument({ minLength: SIGNUP_DOCUMENT_ID_MIN, mismatch: RuleMessage.emiratesIdDobInvalid }),
        ),
      ),
    z.transform(withNormalDocumentId),
  );
}
export const registerRequest = lazy(() => makeRegisterRequest());
export type RegisterRequest = z.input<typeof registerRequest>;
export const registerResponse = loginResponse;

/**
 * /home/register form: mobile, document type, document id (Emirates ID mask allowed), date of
 * birth (dd/MM/yyyy or ISO; parsed to ISO) and the terms checkbox. The parsed value plus
 * callingCode and isInvokedForLogin: false is the identify body.
 */
export function makeRegisterFormSchema(today: Today = uaeToday) {
  return z.pipe(
    z
      .object({
        mobile: loginMobileRule,
        documentTypeId: documentTypeRule,
        documentId: documentIdRule,
        dateOfBirth: formDateOfBirthRule(today),
        acceptTerms: z.literal(true, RuleMessage.allFieldsRequired),
      })
      .check(z.superRefine(refineDocument())),
    z.transform(withNormalDocumentId),
  );
}
export const registerFormSchema = lazy(() => makeRegisterFormSchema());
export type RegisterForm = z.input<typeof registerFormSchema>;

/**
 * /home/sign-up form (mobile, date of birth and document come fixed from the prospect user but are
 * checked again): names, e-mail, gender, nationality, password and its confirmation (passNotMatch).
 */
export function makeSignUpFormSchema(today: Today = uaeToday) {
  return z.pipe(
    z
      .object({
        firstName: nameRule,
        lastName: nameRule,
        email: emailRule,
        genderId: lookupIdRule,
        countryId: lookupIdRule,
        dateOfBirth: formDateOfBirthRule(today),
        documentTypeId: documentTypeRule,
        documentId: documentIdRule,
        password: passwordRule,
        confirmPassword: confirmPasswordRule,
      })
      .check(
        z.superRefine(refineDocument({ minLength: SIGNUP_DOCUMENT_ID_MIN })),
        z.superRefine(refineConfirmation('password', 'confirmPassword')),
      ),
    z.transform(withNormalDocumentId),
  );
}
export const signUpFormSchema = lazy(() => makeSignUpFormSchema());
export type SignUpForm = z.input<typeof signUpFormSchema>;

export const RegistrationPath = {
  identify: '/auth/identify',
  verifyOtpForRegistration: '/auth/verifyotpforregistration',
  register: '/user/register',
} as const;

/** identify in registration mode shares its call with the login identify (AuthEndpoint). */
export const RegistrationEndpoint = {
  verifyOtpForRegistration: endpoint({
    method: 'POST',
    path: RegistrationPath.verifyOtpForRegistration,
    request: verifyOtpForRegistrationRequest,
    response: verifyOtpForRegistrationResponse,
  }),
  register: endpoint({
    method: 'POST',
    path: RegistrationPath.register,
    request: registerRequest,
    response: registerResponse,
  }),
} as const;
