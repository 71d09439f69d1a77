import { AccountText, UaePassText } from '@portal/contract';

/**
 * English strings of the identity and account screens (registration, sign-up, forgot password,
 * UAE PASS return, My Profile, complete-profile gate, hospital chooser). A feature bundle of
 * i18n.ts: off the sign-in path. Flat keys; the spec's message names are keys as they are, and the
 * server's fixed texts take the contract's wording.
 */
export const accountEn = {
  // Messages of spec section 8 and the server's fixed texts.
  mobileAlreadyRegistered: AccountText.mobileAlreadyRegistered,
  documentAlreadyRegistered: AccountText.documentAlreadyRegistered,
  registrationFailed: AccountText.registrationFailed,
  saveRegError: 'Error in registration, please try again.',
  invalidDateOfBirth: AccountText.invalidDateOfBirth,
  oldPassError: AccountText.incorrectOldPassword,
  uaePassPasswordLocked: AccountText.uaePassPasswordLocked,
  uaePassProfileLocked: AccountText.uaePassProfileLocked,
  documentLocked: AccountText.documentLocked,
  invalidSelection: AccountText.invalidSelection,
  updateDobError: AccountText.updateDobError,
  updateFacilityError: AccountText.updateFacilityError,
  accountDeleted: AccountText.accountDeleted,
  locationsError: 'Error in getting hospital locations',
  saveProfileSuccess: UaePassText.profileUpdated,
  saveProfileError: 'Error in saving the profile, please try again.',
  passChangeSuccess: 'Your password has been changed.',
  passChangeError: 'Error in changing the password, please try again.',
  resetPassSuccess: 'Your password has been reset. Please log in with your new password.',
  resetPassError: 'Error in resetting the password, please try again.',
  lookupError: 'The list could not be loaded. Please reload the page.',

  'common.save': 'Save',
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.retry': 'Try again',
  'form.errorSummary': 'Please correct the following',
  'form.fieldError': '{{field}}: {{message}}',

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
  'field.emiratesIdFormat': 'Emirates ID as {{format}}',
  'field.choose': 'Choose',
  'field.password': 'Password',
  'field.passwordHint': '8 to 50 characters',
  'field.oldPassword': 'Old password',
  'field.newPassword': 'New password',
  'field.confirmPassword': 'Confirm password',

  'register.title': 'Register',
  'register.intro': 'Your mobile number and identity document, as registered with the hospital.',
  'register.acceptTerms': 'I agree to the Terms and Conditions and the Privacy Policy',
  'register.continue': 'Continue',
  'register.haveAccount': 'Already registered?',
  'register.confirmTitle': 'Please confirm',
  'register.confirmBody':
    'Document type and document ID cannot be changed later. Please make sure they are correct.',
  'register.confirm': 'Yes, continue',
  'register.edit': 'Edit details',
  'register.changeDetails': 'Change details',

  'terms.title': 'Terms and Conditions',
  'terms.p1':
    'This portal lets registered patients of the hospital group manage appointments, reports, medications and family members online.',
  'terms.p2':
    'To register you need an active mobile number and a valid identity document. The details you give must match the records of the hospital.',
  'terms.p3':
    'Keep your password and one-time codes to yourself. You are responsible for what is done with your account; tell us at once if you think someone else has used it.',
  'terms.p4':
    'The portal does not replace medical advice. In an emergency, call 999 or go to the nearest emergency department.',

  'privacy.title': 'Privacy Policy',
  'privacy.p1':
    'We use your personal and health information only to provide your care and the services of this portal, as the laws of the United Arab Emirates require.',
  'privacy.p2':
    'Your information is stored securely in the United Arab Emirates and shared only with the staff and services involved in your care.',
  'privacy.p3':
    'You can see and correct your details under My Profile, and you can delete your account at any time.',
  'privacy.p4': 'For any question about your information, call the hospital on 8007267.',

  'signUp.title': 'Create your account',
  'signUp.intro': 'Your mobile number, date of birth and document are verified and cannot be changed here.',
  'signUp.submit': 'Register',

  'forgot.title': 'Forgot password',
  'forgot.intro': 'Enter your mobile number and date of birth. We will send you a one-time code.',
  'forgot.step': 'Step {{step}} of {{total}}',
  'forgot.sendOtp': 'Send OTP',
  'forgot.newTitle': 'Set a new password',
  'forgot.reset': 'Reset password',

  'uaePass.signingIn': 'Signing you in with UAE PASS…',
  'uaePass.redirecting': 'Taking you back to UAE PASS…',
  'uaePass.cancelled': 'You cancelled the UAE PASS sign-in. You can log in with your mobile number instead.',
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
  'uaePass.completeTitle': 'Complete your registration',
  'uaePass.completeIntro': 'UAE PASS confirmed these details. They cannot be changed here.',
  'uaePass.completeSubmit': 'Continue',

  'completeProfile.title': 'Complete Profile',
  'completeProfile.introDob': 'Please add your date of birth and choose your hospital to continue.',
  'completeProfile.introHospital': 'Please choose your hospital to continue.',

  'hospital.title': 'Choose Hospital',
  'hospital.choose': 'Choose your hospital',
  'hospital.current': 'Your hospital:',
  'hospital.changed': 'Your hospital is now {{name}}.',

  'profile.title': 'My Profile',
  'profile.details': 'Personal details',
  'profile.uaePassNote':
    'You sign in with UAE PASS: your name and the details UAE PASS confirmed come from UAE PASS.',
  'profile.mobileFixed': 'Your mobile number cannot be changed.',
  'profile.picture': 'Profile picture',
  'profile.uploadPicture': 'New profile picture',
  'profile.pictureRules': 'A jpg, jpeg or png image of at most 2 MB.',
  'profile.choosePicture': 'Choose image',
  'profile.dropPicture': 'or drop it here',
  'profile.selected': 'Selected',
  'profile.removePicture': 'Remove picture',
  'profile.imageSaved': 'Your profile picture has been updated.',
  'profile.imageRemoved': 'Your profile picture has been removed.',
  'profile.imageError': 'The picture could not be saved, please try again.',
  'profile.changePassword': 'Change password',
  'profile.changePasswordSubmit': 'Change password',
  'profile.deleteAccount': 'Delete account',
  'profile.deleteAccountIntro':
    'Deleting your account removes your personal details, family members and documents from the portal. This cannot be undone.',
  'profile.deleteAccountConfirmTitle': 'Delete your account?',
  'profile.deleteAccountConfirmBody':
    'Your account, family members and documents will be deleted and you will be logged out. This cannot be undone.',
  'profile.deleteAccountConfirm': 'Yes, delete my account',
} as const;

export type AccountTranslationKey = keyof typeof accountEn;
