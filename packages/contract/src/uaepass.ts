import * as z from 'zod/mini';
import { loginData, sessionUser } from './auth';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { lazy } from './lazy';
import { UaePassPath, uaePassConfigEndpoint } from './uaepassConfig';

/**
 * UAE PASS (the national identity of spec sections 4, 7 and 8): an OAuth 2.0 / OpenID Connect
 * authorization-code sign-in. The round trip:
 *
 * 1. The portal navigates the browser to `GET /api/auth/uaepass/authorize` (the `authorizeUrl` of
 *    the config call). The server stores a state, sets a short-lived browser-binding cookie and
 *    answers 302 to the provider's authorization address.
 * 2. The provider sends the browser back to `/home/login?code=...&state=...` (or `?error=...`).
 * 3. The portal posts `{ accessCode: code, state }` to `/auth/authorizeuaepassuser`, which answers a
 *    session (as `/auth/login` does), `RegistrationRequired` with a prospect, or a refusal.
 * 4. A first-time user confirms the prospect with `/auth/registeruaepassuser`.
 */

/** Account levels of UAE PASS: SOP1 is unverified and may not use the portal. */
export const UaePassUserType = { SOP1: 'SOP1', SOP2: 'SOP2', SOP3: 'SOP3' } as const;
export type UaePassUserType = (typeof UaePassUserType)[keyof typeof UaePassUserType];

/** `message.status` of a verified UAE PASS user who has no portal account yet. */
export const UaePassStatus = {
  RegistrationRequired: 'RegistrationRequired',
  /** The return of a link started from inside the portal: UAE PASS now opens this account. */
  Linked: 'Linked',
} as const;

/** Server texts of the UAE PASS calls; the first two are the spec's wording. */
export const UaePassText = {
  sop1User: 'SOP1 user',
  inactiveCode: 'Inactive authorization code received from token request',
  invalidState: 'The UAE PASS sign-in could not be verified, please try again.',
  disabled: 'UAE PASS sign-in is not available.',
  unavailable: 'UAE PASS is not available right now, please try again later.',
  registrationExpired: 'Your UAE PASS sign-in has expired, please sign in with UAE PASS again.',
  invalidEmiratesIdOrDob: 'Invalid Emirates Id or date of birth',
  dateOfBirthRequired: 'Please select your date of birth',
  dateOfBirthInvalid: 'Enter valid date of birth',
  incompleteIdentity:
    'Your UAE PASS account lacks a name or a UAE mobile number. Please register with your mobile number instead.',
  mobileRegistered:
    'This mobile number is already registered with us. Please try logging in using this number',
  detailsMismatch:
    'The details of your UAE PASS account do not match your portal account. Please contact 8007267.',
  inactiveAccount: 'Your account is inactive. Please contact 8007267.',
  fieldFixed: 'Details confirmed by UAE PASS or already on your profile cannot be changed here.',
  notUaePassSession: 'Only a session opened with UAE PASS can complete the profile this way.',
  profileUpdated: 'Profile updated successfully',
  tooManyStarts: 'Too many UAE PASS sign-in attempts. Please try again later.',
  signInToLink:
    'An account with your Emirates ID already exists. Sign in to it with its mobile number and password, then link UAE PASS from My Profile. If that account is not yours, please contact 8007267.',
  linked: 'UAE PASS is now linked to your account.',
  alreadyLinked: 'Your account is already linked to a UAE PASS account.',
  linkedElsewhere:
    'This UAE PASS account is already linked to another portal account. Please contact 8007267.',
  staffAccount: 'Staff accounts cannot be linked to UAE PASS.',
} as const;

/** GET /auth/uaepass/authorize query (a browser navigation, not a fetch). */
export const uaePassAuthorizeQuery = lazy(() =>
  z.object({
    brand: z.optional(z.string().check(z.regex(/^[a-z][a-z0-9-]{0,31}$/))),
    isSOP1User: z.optional(z.enum(['true', 'false'])),
  }),
);
export type UaePassAuthorizeQuery = z.infer<typeof uaePassAuthorizeQuery>;

/** POST /auth/authorizeuaepassuser: the code and state of the return address /home/login?code=&state=. */
export const authorizeUaePassUserRequest = lazy(() =>
  z.object({
    accessCode: z.string().check(z.minLength(1), z.maxLength(2048), z.regex(/^[\x21-\x7e]+$/)),
    /** Required by this server (the spec's body had only the code): it ties the code to this browser. */
    state: z.optional(z.string().check(z.maxLength(512), z.regex(/^[\x21-\x7e]*$/))),
  }),
);
export type AuthorizeUaePassUserRequest = z.infer<typeof authorizeUaePassUserRequest>;

/**
 * A verified UAE PASS user without a portal account: the sign-up form is prefilled from this, and
 * every field is fixed (the provider asserted it) except a missing date of birth.
 */
export const uaePassProspect = lazy(() =>
  z.object({
    referenceId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.nullable(z.string()),
    callingCode: z.string(),
    mobile: z.string(),
    genderId: z.nullable(z.int()),
    countryId: z.nullable(z.int()),
    /** ISO date when UAE PASS asserted it; otherwise the user enters it. */
    dateOfBirth: z.nullable(z.string()),
    /** 1 (Emirates ID) when UAE PASS gave one. */
    documentTypeId: z.nullable(z.int()),
    documentId: z.nullable(z.string()),
    needsDateOfBirth: z.boolean(),
    /** ISO date-time after which registeruaepassuser refuses the reference. */
    expiresAt: z.string(),
  }),
);
export type UaePassProspect = z.infer<typeof uaePassProspect>;

/** Success: loginData (uaeUser '1'); RegistrationRequired: a prospect; refusals: null. */
export const authorizeUaePassUserResponse = lazy(() =>
  envelope(z.nullable(z.union([loginData, uaePassProspect]))),
);
export type AuthorizeUaePassUserResponse = z.infer<typeof authorizeUaePassUserResponse>;

/** POST /auth/uaepass/link: where the browser goes next (the provider, with this link's state). */
export const uaePassLinkStart = lazy(() => z.object({ authorizeUrl: z.string() }));
export type UaePassLinkStart = z.infer<typeof uaePassLinkStart>;
export const uaePassLinkStartResponse = lazy(() => envelope(z.nullable(uaePassLinkStart)));
export type UaePassLinkStartResponse = z.infer<typeof uaePassLinkStartResponse>;

/** ISO date (yyyy-MM-dd) of a real day; "not in the future" is checked where the clock is known. */
export const uaePassDateOfBirthRule = lazy(() => z.iso.date({ error: UaePassText.dateOfBirthInvalid }));

/** POST /auth/registeruaepassuser. */
export const registerUaePassUserRequest = lazy(() =>
  z.object({
    referenceId: z.uuid({ error: UaePassText.registrationExpired }),
    /** Required when the prospect said needsDateOfBirth; otherwise it must equal the asserted one. */
    dateOfBirth: z.optional(uaePassDateOfBirthRule),
  }),
);
export type RegisterUaePassUserRequest = z.infer<typeof registerUaePassUserRequest>;
export const registerUaePassUserResponse = lazy(() => envelope(z.nullable(loginData)));
export type RegisterUaePassUserResponse = z.infer<typeof registerUaePassUserResponse>;

/**
 * POST /User/completeprofile (bearer, a UAE PASS session): fills what the profile lacks. A field
 * already on the profile (provider-asserted or entered before) cannot be changed here.
 */
export const uaePassCompleteProfileRequest = lazy(() =>
  z.object({
    dateOfBirth: z.optional(uaePassDateOfBirthRule),
    countryId: z.optional(z.int().check(z.positive())),
    genderId: z.optional(z.union([z.literal(1), z.literal(2)])),
    email: z.optional(z.email().check(z.maxLength(100))),
  }),
);
export type UaePassCompleteProfileRequest = z.infer<typeof uaePassCompleteProfileRequest>;
/** The session fields after the change, for the client to merge into its stored session. */
export const uaePassCompleteProfileResponse = lazy(() => envelope(z.nullable(sessionUser)));
export type UaePassCompleteProfileResponse = z.infer<typeof uaePassCompleteProfileResponse>;

/**
 * Not described here: authorize (a browser navigation answered 302) and link (a POST without a
 * body).
 */
export const UaePassEndpoint = {
  config: uaePassConfigEndpoint,
  authorizeUser: endpoint({
    method: 'POST',
    path: UaePassPath.authorizeUser,
    request: authorizeUaePassUserRequest,
    response: authorizeUaePassUserResponse,
  }),
  registerUser: endpoint({
    method: 'POST',
    path: UaePassPath.registerUser,
    request: registerUaePassUserRequest,
    response: registerUaePassUserResponse,
  }),
  completeProfile: endpoint({
    method: 'POST',
    path: UaePassPath.completeProfile,
    request: uaePassCompleteProfileRequest,
    response: uaePassCompleteProfileResponse,
  }),
} as const;
