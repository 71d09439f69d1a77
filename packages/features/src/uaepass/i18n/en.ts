/** English strings of the UAE PASS return ('uaepass' namespace). */
export const en = {
  'uaePass.signingIn': 'Signing you in with UAE PASS…',
  'uaePass.redirecting': 'Taking you back to UAE PASS…',
  'uaePass.cancelled': 'You cancelled the UAE PASS sign-in. You can log in with your mobile number instead.',
  'uaePass.completeTitle': 'Complete your registration',
  'uaePass.completeIntro': 'UAE PASS confirmed these details. They cannot be changed here.',
  'uaePass.completeSubmit': 'Continue',
} as const;
