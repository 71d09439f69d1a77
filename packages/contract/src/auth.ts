import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { lazy } from './lazy';
import { callingCodeRule, loginMobileRule, otpRule, passwordRule } from './rules';

/** POST /auth/identify for login: checks the password, then sends a login OTP. */
export const identifyLoginRequest = lazy(() =>
  z.object({
    callingCode: callingCodeRule,
    mobile: loginMobileRule,
    isInvokedForLogin: z.literal(true),
    password: passwordRule,
  }),
);
export type IdentifyLoginRequest = z.infer<typeof identifyLoginRequest>;

export const identifyData = lazy(() =>
  z.object({
    isExistingUser: z.boolean(),
    otpSent: z.boolean(),
    /** Minutes the code stays valid. */
    otpValidity: z.int().check(z.nonnegative()),
    referenceId: z.nullable(z.string()),
  }),
);
export type IdentifyData = z.infer<typeof identifyData>;
export const identifyResponse = lazy(() => envelope(identifyData));
export type IdentifyResponse = z.infer<typeof identifyResponse>;

/** POST /user/verifyotp: checks a password-reset code without using it up. */
export const verifyOtpRequest = lazy(() =>
  z.object({
    callingCode: callingCodeRule,
    mobile: loginMobileRule,
    otp: otpRule,
  }),
);
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequest>;
export const verifyOtpResponse = lazy(() => envelope(z.object({ validOtp: z.boolean() })));
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponse>;

/** POST /auth/login: password and the login OTP together open a session. */
export const loginRequest = lazy(() =>
  z.object({
    callingCode: callingCodeRule,
    mobile: loginMobileRule,
    password: passwordRule,
    otp: otpRule,
    referenceIdForLinking: z.nullish(z.string()),
  }),
);
export type LoginRequest = z.infer<typeof loginRequest>;

/**
 * Session fields of spec section 3. The refresh token is not among them: it travels only in an
 * HttpOnly cookie (SECURITY.md), so no script can read it.
 */
export const sessionUser = lazy(() =>
  z.object({
    userId: z.int(),
    firstName: z.string(),
    lastName: z.string(),
    gender: z.nullable(z.string()),
    email: z.nullable(z.string()),
    mobile: z.string(),
    callingCode: z.string(),
    countryCode: z.nullable(z.string()),
    profileImgUrl: z.nullable(z.string()),
    profileImgFileName: z.nullable(z.string()),
    roleId: z.int(),
    roleName: z.string(),
    isDOBAvailable: z.boolean(),
    isDefaultPassword: z.boolean(),
    facilityId: z.nullable(z.string()),
    vblog: z.nullable(z.string()),
    /** '1' when signed in through UAE PASS. */
    uaeUser: z.enum(['0', '1']),
  }),
);
export type SessionUser = z.infer<typeof sessionUser>;

export const tokenData = lazy(() =>
  z.object({
    /** Short-lived access token (JWT); kept in memory only. */
    token: z.string(),
    /** ISO date-times. */
    tokenExpiresAt: z.string(),
    refreshExpiresAt: z.string(),
  }),
);
export type TokenData = z.infer<typeof tokenData>;

export const loginData = lazy(() => z.extend(sessionUser, tokenData.shape));
export type LoginData = z.infer<typeof loginData>;
export const loginResponse = lazy(() => envelope(loginData));
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST /auth/refreshtoken: the refresh token comes from its cookie; the body may name the old access token. */
export const refreshRequest = lazy(() => z.object({ token: z.optional(z.string()) }));
export type RefreshRequest = z.infer<typeof refreshRequest>;
export const refreshResponse = lazy(() => envelope(tokenData));
export type RefreshResponse = z.infer<typeof refreshResponse>;

/** POST /auth/logout answers an empty envelope and clears the refresh cookie. */
export const logoutResponse = lazy(() => envelope(z.null()));

/** GET /user/profile. */
export const profile = lazy(() =>
  z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.nullable(z.string()),
    mobile: z.string(),
    callingCode: z.string(),
    dateOfBirth: z.nullable(z.string()),
    genderId: z.nullable(z.int()),
    countryId: z.nullable(z.int()),
    documentTypeId: z.nullable(z.int()),
    documentId: z.nullable(z.string()),
    profileImgUrl: z.nullable(z.string()),
  }),
);
export type Profile = z.infer<typeof profile>;
export const profileResponse = lazy(() => envelope(profile));
export type ProfileResponse = z.infer<typeof profileResponse>;

/** Name of the HttpOnly cookie that carries the refresh token (`__Host-` prefixed in production). */
export const REFRESH_COOKIE = 'portal_rt';
export const REFRESH_COOKIE_SECURE = '__Host-portal_rt';
/**
 * Set beside the refresh cookie, every time it is, to a new random value that grants nothing: its
 * generation. Not HttpOnly, so a page can see that the refresh cookie has changed (a call on its way
 * when the page before was left has answered) without reading the token itself.
 */
export const REFRESH_GENERATION_COOKIE = 'portal_rg';
export const REFRESH_GENERATION_COOKIE_SECURE = '__Host-portal_rg';

/** Paths of the calls in this module, as the spec writes them. */
export const AuthPath = {
  identify: '/auth/identify',
  verifyOtp: '/user/verifyotp',
  login: '/auth/login',
  refresh: '/auth/refreshtoken',
  logout: '/auth/logout',
  profile: '/user/profile',
} as const;

/**
 * identify (its body is read as login or registration, modules/registration/service.ts), refresh and
 * logout (their input is the refresh cookie) are not described here: each side writes them itself.
 */
export const AuthEndpoint = {
  verifyOtp: endpoint({
    method: 'POST',
    path: AuthPath.verifyOtp,
    request: verifyOtpRequest,
    response: verifyOtpResponse,
  }),
  login: endpoint({
    method: 'POST',
    path: AuthPath.login,
    request: loginRequest,
    response: loginResponse,
  }),
  profile: endpoint({
    method: 'GET',
    path: AuthPath.profile,
    request: lazy(() => z.object({})),
    response: profileResponse,
  }),
} as const;
