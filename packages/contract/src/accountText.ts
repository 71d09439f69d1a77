/**
 * Texts the server answers with on the identity and account calls (registration, password reset
 * and change, profile, complete-profile gate, account deletion). The spec's wording where it fixes
 * one; the client maps each text back to its i18n key, as it does for ServerText.
 */
export const AccountText = {
  /** Registration identify for a number that already has an account (status Duplicate). */
  mobileAlreadyRegistered:
    'This mobile number is already registered with us. Please try logging in using this number',
  /** Registration with a document another account holds (status Duplicate). */
  documentAlreadyRegistered: 'This document is already registered with us. Please contact 8007267.',
  /** Registration that cannot finish: no verified prospect, changed fixed fields, wrong code (saveRegError). */
  registrationFailed: 'Registration could not be completed, please register again.',
  /** Forgot password with a date of birth that is not the account's. */
  invalidDateOfBirth: 'Invalid date of birth',
  incorrectOldPassword: 'Incorrect old password',
  /** Change password or reset for an account that signs in with UAE PASS. */
  uaePassPasswordLocked: 'Accounts that sign in with UAE PASS cannot change the password here.',
  /** Profile save changing what a UAE PASS account cannot change. */
  uaePassProfileLocked:
    'Name, email, gender, nationality, date of birth and document of a UAE PASS account cannot be changed.',
  /** Profile save changing a document type or id once set (spec: cannot be changed later). */
  documentLocked: 'Document type and document id cannot be changed.',
  /** A gender, nationality or document type id that is not in its list. */
  invalidSelection: 'Please choose a value from the list.',
  updateDobError: 'Error in update date of birth',
  updateFacilityError: 'Error in update facility id',
  accountDeleted: 'Your account has been deleted.',
} as const;
export type AccountText = (typeof AccountText)[keyof typeof AccountText];
