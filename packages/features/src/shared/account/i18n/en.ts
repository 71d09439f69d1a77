import { AccountText, UaePassText } from '@portal/contract';

/**
 * English strings the identity features share ('account' namespace): the personal-details, password
 * and OTP forms' fields of this folder, common buttons, and the identity calls' messages. Flat keys;
 * the spec's message names are keys as they are, and the server's fixed texts take the contract's
 * wording.
 */
export const en = {
  // Messages of spec section 8 and the server's fixed texts (messages.ts maps the texts to these keys).
  'account.mobileAlreadyRegistered': AccountText.mobileAlreadyRegistered,
  'account.documentAlreadyRegistered': AccountText.documentAlreadyRegistered,
  'account.registrationFailed': AccountText.registrationFailed,
  'account.invalidDateOfBirth': AccountText.invalidDateOfBirth,
  'account.incorrectOldPassword': AccountText.incorrectOldPassword,
  'account.uaePassPasswordLocked': AccountText.uaePassPasswordLocked,
  'account.uaePassProfileLocked': AccountText.uaePassProfileLocked,
  'account.documentLocked': AccountText.documentLocked,
  'account.invalidSelection': AccountText.invalidSelection,
  'account.updateDobError': AccountText.updateDobError,
  'account.updateFacilityError': AccountText.updateFacilityError,
  'account.accountDeleted': AccountText.accountDeleted,
  'uaepass.profileUpdated': UaePassText.profileUpdated,

  // The UAE PASS round trip's outcomes: the return screen and My Profile's link both tell them.
  'uaePass.failed': 'The UAE PASS sign-in did not complete. Please try again.',
  'uaepass.sop1User': UaePassText.sop1User,
  'uaepass.inactiveCode': UaePassText.inactiveCode,
  'uaepass.invalidState': UaePassText.invalidState,
  'uaepass.disabled': UaePassText.disabled,
  'uaepass.unavailable': UaePassText.unavailable,
  'uaepass.registrationExpired': UaePassText.registrationExpired,
  'uaepass.incompleteIdentity': UaePassText.incompleteIdentity,
  'uaepass.detailsMismatch': UaePassText.detailsMismatch,
  'uaepass.inactiveAccount': UaePassText.inactiveAccount,
  'uaepass.fieldFixed': UaePassText.fieldFixed,
  'uaepass.notUaePassSession': UaePassText.notUaePassSession,
  'uaepass.tooManyStarts': UaePassText.tooManyStarts,
  'uaepass.signInToLink': UaePassText.signInToLink,
  'uaepass.linked': UaePassText.linked,
  'uaepass.alreadyLinked': UaePassText.alreadyLinked,
  'uaepass.linkedElsewhere': UaePassText.linkedElsewhere,
  'uaepass.staffAccount': UaePassText.staffAccount,
  'uaepass.mobileRegistered': UaePassText.mobileRegistered,
  'uaepass.invalidEmiratesIdOrDob': UaePassText.invalidEmiratesIdOrDob,
  'uaepass.dateOfBirthRequired': UaePassText.dateOfBirthRequired,
  'uaepass.dateOfBirthInvalid': UaePassText.dateOfBirthInvalid,

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
