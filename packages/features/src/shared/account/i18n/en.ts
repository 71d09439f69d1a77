import { AccountText, UaePassText } from '@portal/contract';

/**
 * English strings the identity features share ('account' namespace): the personal-details, password
 * and OTP forms' fields of this folder, common buttons, and the identity calls' messages. Flat keys;
 * the spec's message names are keys as they are, and the server's fixed texts take the contract's
 * wording.
 */
export const en = {
  // Messages of spec section 8 and the server's fixed texts (messages.ts maps the texts to these keys).
  mobileAlreadyRegistered: AccountText.mobileAlreadyRegistered,
  documentAlreadyRegistered: AccountText.documentAlreadyRegistered,
  registrationFailed: AccountText.registrationFailed,
  invalidDateOfBirth: AccountText.invalidDateOfBirth,
  oldPassError: AccountText.incorrectOldPassword,
  uaePassPasswordLocked: AccountText.uaePassPasswordLocked,
  uaePassProfileLocked: AccountText.uaePassProfileLocked,
  documentLocked: AccountText.documentLocked,
  invalidSelection: AccountText.invalidSelection,
  updateDobError: AccountText.updateDobError,
  updateFacilityError: AccountText.updateFacilityError,
  accountDeleted: AccountText.accountDeleted,
  saveProfileSuccess: UaePassText.profileUpdated,

  // The UAE PASS round trip's outcomes: the return screen and My Profile's link both tell them.
  'uaePass.failed': 'The UAE PASS sign-in did not complete. Please try again.',
  'uaePass.sop1': UaePassText.sop1User,
  'uaePass.inactiveCode': UaePassText.inactiveCode,
  'uaePass.invalidState': UaePassText.invalidState,
  'uaePass.disabled': UaePassText.disabled,
  'uaePass.unavailable': UaePassText.unavailable,
  'uaePass.registrationExpired': UaePassText.registrationExpired,
  'uaePass.incompleteIdentity': UaePassText.incompleteIdentity,
  'uaePass.detailsMismatch': UaePassText.detailsMismatch,
  'uaePass.inactiveAccount': UaePassText.inactiveAccount,
  'uaePass.fieldFixed': UaePassText.fieldFixed,
  'uaePass.notUaePassSession': UaePassText.notUaePassSession,
  'uaePass.tooManyStarts': UaePassText.tooManyStarts,
  'uaePass.signInToLink': UaePassText.signInToLink,
  'uaePass.linked': UaePassText.linked,
  'uaePass.alreadyLinked': UaePassText.alreadyLinked,
  'uaePass.linkedElsewhere': UaePassText.linkedElsewhere,
  'uaePass.staffAccount': UaePassText.staffAccount,

  lookupError: 'The list could not be loaded. Please reload the page.',
  'common.save': 'Save',
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.retry': 'Try again',
  'form.errorSummary': 'Please correct the following',
  'form.fieldError': '{{field}}: {{message}}',

  // The one-time-code step (OtpForm) of sign-in, registration and the password reset.
  otpSendSuccess: 'OTP sent to your mobile number',
  'otp.title': 'Verify OTP',
  'otp.sentTo': 'Enter the code sent to',
  'otp.validity_one': 'The code is valid for {{count, isolate}} minute.',
  'otp.validity_other': 'The code is valid for {{count, isolate}} minutes.',
  'otp.label': 'One-time code',
  'otp.verify': 'Verify',
  'otp.resend': 'Resend OTP',
  'otp.resendIn': 'Resend OTP in {{seconds, isolate}} s',
  'otp.backToLogin': 'Back to login',

  'field.name': 'Name',
  'field.firstName': 'First name',
  'field.lastName': 'Last name',
  'field.email': 'Email',
  'field.gender': 'Gender',
  'field.nationality': 'Nationality',
  'field.dateOfBirth': 'Date of birth',
  'field.calendar': 'Choose a date',
  'field.documentType': 'Document type',
  'field.documentId': 'Document ID',
  'field.emiratesIdFormat': 'Emirates ID as {{format, ltr}}',
  'field.choose': 'Choose',
  'field.typeToSearch': 'Type to search',
  'field.noMatch': 'No matches',
  'field.password': 'Password',
  'field.passwordHint': '8 to 50 characters',
  'field.oldPassword': 'Old password',
  'field.newPassword': 'New password',
  'field.confirmPassword': 'Confirm password',
} as const;
