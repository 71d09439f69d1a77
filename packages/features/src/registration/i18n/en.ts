/** English strings of registration and sign-up ('registration' namespace). */
export const en = {
  saveRegError: 'Error in registration, please try again.',

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
  'privacy.title': 'Privacy Policy',

  'signUp.title': 'Create your account',
  'signUp.intro': 'Your mobile number, date of birth and document are verified and cannot be changed here.',
  'signUp.submit': 'Register',
} as const;
