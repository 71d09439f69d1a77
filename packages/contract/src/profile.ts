import * as z from 'zod/mini';
import { profileResponse, sessionUser } from './auth';
import { type Today, uaeToday } from './dates';
import { endpoint } from './endpoint';
import { emptyEnvelope, envelope } from './envelope';
import { lazy } from './lazy';
import { withNormalDocumentId } from './registration';
import {
  documentIdRule,
  documentTypeRule,
  emailRule,
  formDateOfBirthRule,
  isoDateOfBirthRule,
  lookupIdRule,
  nameRule,
  RuleMessage,
  refineDocument,
} from './rules';

/** GET /user/session (bearer): the session fields of spec section 3 as they are now. */
export const sessionResponse = lazy(() => envelope(sessionUser));
export type SessionResponse = z.infer<typeof sessionResponse>;

const profileShape = (today: Today, form: boolean) => ({
  firstName: nameRule,
  lastName: nameRule,
  email: emailRule,
  dateOfBirth: form ? formDateOfBirthRule(today) : isoDateOfBirthRule(today),
  genderId: lookupIdRule,
  countryId: lookupIdRule,
  documentTypeId: documentTypeRule,
  documentId: documentIdRule,
});

/**
 * POST /user/saveprofile (bearer): the profile rules of section 5. The mobile never changes here;
 * document type and id cannot change once set (400 AccountText.documentLocked); a UAE PASS account
 * cannot change name, e-mail, gender, nationality, date of birth or document (403). Answers the
 * profile (GET /user/session gives the refreshed session fields).
 */
export function makeSaveProfileRequest(today: Today = uaeToday) {
  return z.pipe(
    z.object(profileShape(today, false)).check(z.superRefine(refineDocument())),
    z.transform(withNormalDocumentId),
  );
}
export const saveProfileRequest = lazy(() => makeSaveProfileRequest());
export type SaveProfileRequest = z.input<typeof saveProfileRequest>;
export const saveProfileResponse = profileResponse;

/** My Profile personal details form; date of birth dd/MM/yyyy or ISO, parsed to ISO. */
export function makeProfileFormSchema(today: Today = uaeToday) {
  return z.pipe(
    z.object(profileShape(today, true)).check(z.superRefine(refineDocument())),
    z.transform(withNormalDocumentId),
  );
}
export const profileFormSchema = lazy(() => makeProfileFormSchema());
export type ProfileForm = z.input<typeof profileFormSchema>;

const completeDobMessages = { required: RuleMessage.validDobError, format: RuleMessage.validDobError };
const facilityRule = lazy(() =>
  z
    .string({ error: RuleMessage.hospitalRequired })
    .check(
      z.trim(),
      z.minLength(1, RuleMessage.hospitalRequired),
      z.maxLength(32, RuleMessage.hospitalRequired),
    ),
);

/** PUT /user/savedob (bearer): answers the refreshed session fields (isDOBAvailable true). */
export function makeSaveDobRequest(today: Today = uaeToday) {
  return z.object({ dateOfBirth: isoDateOfBirthRule(today, completeDobMessages) });
}
export const saveDobRequest = lazy(() => makeSaveDobRequest());
export type SaveDobRequest = z.infer<typeof saveDobRequest>;
export const saveDobResponse = sessionResponse;

/**
 * PUT /user/savefacility (bearer): facilityId of a hospital location (Location.locationId, e.g.
 * 'AD10'); anything else is 400 'Error in update facility id'. Answers the refreshed session
 * fields (facilityId, vblog).
 */
export const saveFacilityRequest = lazy(() => z.object({ facilityId: facilityRule }));
export type SaveFacilityRequest = z.infer<typeof saveFacilityRequest>;
export const saveFacilityResponse = sessionResponse;

/** Complete Profile dialog when the date of birth is missing: date of birth and hospital. */
export function makeCompleteProfileFormSchema(today: Today = uaeToday) {
  return z.object({
    dateOfBirth: formDateOfBirthRule(today, completeDobMessages),
    facilityId: facilityRule,
  });
}
export const completeProfileFormSchema = lazy(() => makeCompleteProfileFormSchema());
export type CompleteProfileForm = z.input<typeof completeProfileFormSchema>;

/** Complete Profile dialog when only the hospital is missing, and the header's hospital chooser. */
export const hospitalFormSchema = lazy(() => z.object({ facilityId: facilityRule }));
export type HospitalForm = z.input<typeof hospitalFormSchema>;

/**
 * POST /user/uploadprofileimage (bearer, multipart/form-data with one file part, e.g. field
 * 'file'): jpg, jpeg or png whose content agrees with its extension, at most 2,048,000 bytes
 * (400 imgFormatError / docSizeError). profileImgUrl is a path under the API base
 * ('/user/getdocument?fileName=...'), to fetch with the bearer token.
 */
export const profileImageData = lazy(() =>
  z.object({ profileImgUrl: z.string(), profileImgFileName: z.string() }),
);
export type ProfileImageData = z.infer<typeof profileImageData>;
export const uploadProfileImageResponse = lazy(() => envelope(profileImageData));
export type UploadProfileImageResponse = z.infer<typeof uploadProfileImageResponse>;

/** DELETE /user/removeprofileimage (bearer). */
export const removeProfileImageResponse = emptyEnvelope;

/** Names the server gives stored files: a random UUID and the extension. */
export const STORED_FILE_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|jpeg|png|pdf|doc|docx)$/;

/**
 * GET /user/getdocument?fileName= (bearer): the caller's own file as an attachment with its content
 * type (not JSON); another user's or an unknown name is 404. `url` is accepted and ignored.
 */
export const getDocumentQuery = lazy(() =>
  z.object({
    fileName: z.string().check(z.regex(STORED_FILE_NAME, RuleMessage.docFormatError)),
    url: z.optional(z.string()),
  }),
);
export type GetDocumentQuery = z.infer<typeof getDocumentQuery>;

/**
 * POST /auth/deleteaccount (bearer): erases the account's personal data, family members and files,
 * ends every session and clears the refresh cookie; message AccountText.accountDeleted.
 */
export const deleteAccountResponse = emptyEnvelope;

export const ProfilePath = {
  profile: '/user/profile',
  session: '/user/session',
  saveProfile: '/user/saveprofile',
  uploadProfileImage: '/user/uploadprofileimage',
  removeProfileImage: '/user/removeprofileimage',
  getDocument: '/user/getdocument',
  saveDob: '/user/savedob',
  saveFacility: '/user/savefacility',
  deleteAccount: '/auth/deleteaccount',
} as const;

/**
 * The profile itself is AuthEndpoint.profile. Not described here: the image upload (multipart),
 * getdocument (a file, not JSON) and deleteaccount (a POST without a body).
 */
export const ProfileEndpoint = {
  session: endpoint({
    method: 'GET',
    path: ProfilePath.session,
    request: lazy(() => z.object({})),
    response: sessionResponse,
  }),
  saveProfile: endpoint({
    method: 'POST',
    path: ProfilePath.saveProfile,
    request: saveProfileRequest,
    response: saveProfileResponse,
  }),
  removeProfileImage: endpoint({
    method: 'DELETE',
    path: ProfilePath.removeProfileImage,
    request: lazy(() => z.object({})),
    response: removeProfileImageResponse,
  }),
  saveDob: endpoint({
    method: 'PUT',
    path: ProfilePath.saveDob,
    request: saveDobRequest,
    response: saveDobResponse,
  }),
  saveFacility: endpoint({
    method: 'PUT',
    path: ProfilePath.saveFacility,
    request: saveFacilityRequest,
    response: saveFacilityResponse,
  }),
} as const;
