/**
 * Texts the server answers the admin users' calls with (spec sections 7 and 8), in their own file:
 * messages.ts is on the sign-in path and must not pull admin.ts's schemas into it. 'User are
 * inactive' and 'Enter valid email .' are the spec's wording, kept as written.
 */
export const AdminText = {
  allFieldsRequired: 'All fields are required',
  invalidEmail: 'Enter valid email .',
  invalidMobile: 'Enter valid mobile no.',
  /** Add or edit: another account already has the mobile number or the e-mail. */
  duplicate: 'A user with this mobile number or email already exists.',
  saved: 'User saved successfully.',
  /** Reset password: the new default password went to the user's mobile. */
  passwordReset: 'The password has been reset and sent to the user by SMS.',
  /** Reset password of an inactive user, or of no staff user of this brand (NotFound). */
  userInactive: 'User are inactive',
  /** Edit of no staff user of this brand. */
  notFound: 'User not found',
  /** Deactivating or resetting the signed-in admin's own account (Change Password is for that). */
  ownAccount: 'You cannot do this to your own account.',
} as const;
