import * as z from 'zod/mini';
import type { AdminText } from './adminText';
import { ADMIN_PAGE_SIZE, MOBILE_MAX_DIGITS, MOBILE_MIN_DIGITS, NAME_MAX } from './constants';
import { endpoint } from './endpoint';
import { emptyEnvelope, envelope } from './envelope';
import { lazy } from './lazy';
import { EMAIL_MAX } from './rules';

/**
 * Admin users (spec sections 2, 3, 5, 6, 7 and 8): a role-3 user manages the staff accounts (roles 2
 * and 3) of their own brand (the brand of their facility). Every call needs role 3 (403 otherwise,
 * audited) and an active account (401); a user of another brand, a patient or no user at all is
 * 404. Each change is audited.
 *
 * Paths (under /api), all bearer:
 * - GET  /user/getadminlist?skip&take&filterKey  a page of the brand's staff (AdminEndpoint.list)
 * - POST /user/saveadminuser                      add (id 0) or edit; the Active toggle (AdminEndpoint.save)
 * - POST /user/resetadminpassword {userId}        a new default password by SMS (AdminEndpoint.resetPassword)
 *
 * Answers (codes of Messages.admin, texts in adminText.ts):
 * - save: 200 'Success' admin.saved; 400 'BadRequest' with the form's first broken rule
 *   (adminUserRefusal); 409 'Duplicate' admin.duplicate (mobile or e-mail of another live account);
 *   400 'Invalid' admin.ownAccount (deactivating oneself); 404 'NotFound' admin.notFound.
 *   A new user is an admin (role 3) of the caller's facility with a generated default password sent
 *   by SMS (never in an answer or a log); it must change it at its next sign-in. Deactivating ends
 *   the user's sessions at once.
 * - resetPassword: 200 'Success' admin.passwordReset; 404 'NotFound' admin.userInactive (inactive,
 *   or no staff user of the brand); 400 'Invalid' admin.ownAccount. Ends the user's sessions.
 */

/** The search starts at this many characters (or when cleared). */
export const ADMIN_SEARCH_MIN = 3;
/** The longest search the server takes. */
export const ADMIN_SEARCH_MAX = 100;
/** The calling code of the staff's mobiles (the form has no country). */
export const ADMIN_CALLING_CODE = '971';

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const MOBILE = new RegExp(`^\\d{${MOBILE_MIN_DIGITS},${MOBILE_MAX_DIGITS}}$`);

const count = (max: number) =>
  z
    .pipe(z.union([z.int(), z.pipe(z.string().check(z.regex(/^\d{1,6}$/)), z.transform(Number))]), z.int())
    .check(z.nonnegative(), z.lte(max));

/** GET /user/getadminlist: skip and take (at most one page), filterKey matched against names, mobile and e-mail. */
export const adminListRequest = lazy(() =>
  z.object({
    skip: count(1_000_000),
    take: count(ADMIN_PAGE_SIZE),
    filterKey: z._default(z.string().check(z.trim(), z.maxLength(ADMIN_SEARCH_MAX)), ''),
  }),
);
export type AdminListRequest = z.input<typeof adminListRequest>;

/** A row of the table (spec section 3, Admin user; role names are not shown). */
export const adminUser = lazy(() =>
  z.object({
    id: z.int(),
    firstName: z.string(),
    lastName: z.string(),
    callingCode: z.string(),
    mobile: z.string(),
    email: z.nullable(z.string()),
    isActive: z.boolean(),
    roleId: z.int(),
  }),
);
export type AdminUser = z.infer<typeof adminUser>;
export const adminListResponse = lazy(() => envelope(z.object({ list: z.array(adminUser), total: z.int() })));
export type AdminListResponse = z.infer<typeof adminListResponse>;

const text = lazy(() => z._default(z.string(), ''));

/**
 * POST /user/saveadminuser: id 0 adds, another id edits (section 3's save payload). isActive is sent
 * by the Active toggle only (absent: unchanged; a new user is active). The role is not chosen: a new
 * user is an admin, an edit keeps the role.
 */
export const saveAdminUserRequest = lazy(() =>
  z.object({
    id: z.int().check(z.nonnegative()),
    firstName: text,
    lastName: text,
    mobile: text,
    email: text,
    isActive: z.optional(z.boolean()),
  }),
);
export type SaveAdminUserRequest = z.output<typeof saveAdminUserRequest>;
/** What a client sends (a field left out is taken as empty). */
export type SaveAdminUserInput = z.input<typeof saveAdminUserRequest>;
export const saveAdminUserResponse = emptyEnvelope;

/** The Add Admin and Edit User dialogs' fields. */
export type AdminUserForm = Pick<SaveAdminUserRequest, 'firstName' | 'lastName' | 'mobile' | 'email'>;
export type AdminRefusal = Extract<
  keyof typeof AdminText,
  'allFieldsRequired' | 'invalidEmail' | 'invalidMobile'
>;

/**
 * The first rule of section 5 the form breaks, or null: names required and at most 50, the e-mail
 * required and well formed ('Enter valid email .'), the mobile 8 to 10 digits ('Enter valid mobile
 * no.'), else 'All fields are required'.
 */
export function adminUserRefusal(form: AdminUserForm): AdminRefusal | null {
  const firstName = form.firstName.trim();
  const lastName = form.lastName.trim();
  const email = form.email.trim();
  const mobile = form.mobile.trim();
  if (email !== '' && (email.length > EMAIL_MAX || !EMAIL.test(email))) return 'invalidEmail';
  if (mobile !== '' && !MOBILE.test(mobile)) return 'invalidMobile';
  if ([firstName, lastName, email, mobile].some((value) => value === '')) return 'allFieldsRequired';
  if (firstName.length > NAME_MAX || lastName.length > NAME_MAX) return 'allFieldsRequired';
  return null;
}

/** POST /user/resetadminpassword. */
export const resetAdminPasswordRequest = lazy(() => z.object({ userId: z.int().check(z.positive()) }));
export type ResetAdminPasswordRequest = z.infer<typeof resetAdminPasswordRequest>;
export const resetAdminPasswordResponse = emptyEnvelope;

export const AdminPath = {
  list: '/user/getadminlist',
  save: '/user/saveadminuser',
  resetPassword: '/user/resetadminpassword',
} as const;

export const AdminEndpoint = {
  list: endpoint({
    method: 'GET',
    path: AdminPath.list,
    request: adminListRequest,
    response: adminListResponse,
  }),
  save: endpoint({
    method: 'POST',
    path: AdminPath.save,
    request: saveAdminUserRequest,
    response: saveAdminUserResponse,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: AdminPath.resetPassword,
    request: resetAdminPasswordRequest,
    response: resetAdminPasswordResponse,
  }),
} as const;
