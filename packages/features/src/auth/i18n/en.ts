/**
 * English strings of the login screen ('auth' namespace). The login screen is the first one: its
 * module imports strings.ts, which adds these before it renders. The mobile and password labels the
 * account forms share stay in core; the one-time-code step speaks the account namespace.
 */
export const en = {
  'login.title': 'Login',
  'login.intro': 'Log in with your mobile number and password.',
  'login.password': 'Password',
  'login.forgotPassword': 'Forgot password?',
  'login.noAccount': 'New to the portal?',
  'login.register': 'Register',
  'login.getTheApp': 'Get the mobile app',
  'login.appStore': 'Download on the App Store',
  'login.googlePlay': 'Get it on Google Play',
  'login.opensInNewTab': '(opens in a new tab)',
  'login.lockoutRule': 'After 5 failed attempts, the account is locked for 15 minutes.',
} as const;
