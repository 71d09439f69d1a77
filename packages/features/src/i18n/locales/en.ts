import { ruleMessageText, ServerText } from '@portal/contract';
import type { AccountTranslationKey } from './account.en';

/**
 * English, bundled and the default. Keys are flat (no key separator); the spec's message names
 * (userNotRegister, otpVerifyError...) are keys as they are, and rule keys take the contract's text.
 */
export const en = {
  ...ruleMessageText,
  loading: 'Loading…',
  somethingWentWrong: 'Something went wrong, please try again.',
  /** A list or page that could not load (spec section 8), and its retry. */
  loadError: 'Something went wrong. Try again',
  retry: 'Try again',
  networkTimeout: 'Network timeout',
  toManyAttempt: 'Too many attempts. Please try again later.',
  userNotRegister: 'This mobile number is not registered with us. Please register to continue.',
  accountLocked: ServerText.accountLocked,
  dailyLoginLimit: ServerText.dailyLoginLimit,
  invalidCredentials: ServerText.invalidCredentials,
  userNotRegistered: ServerText.userNotRegistered,
  otpVerifyError: ServerText.invalidOtp,
  otpExpired: ServerText.otpExpired,
  otpResendTooSoon: ServerText.otpResendTooSoon,
  otpSendBudget: ServerText.otpSendBudget,
  sessionExpired: ServerText.sessionExpired,
  forbidden: ServerText.forbidden,
  notFound: ServerText.notFound,
  otpSendSuccess: 'OTP sent to your mobile number',
  otpSendError: 'Error in sending otp',

  'language.en': 'English',
  'language.ar': 'العربية',
  'language.switchTo': 'Change language',

  'layout.banners': 'Hospital highlights',
  'layout.helpline': '24-hour helpline',
  'layout.home': '{{brand}} home',

  'login.title': 'Login',
  'login.intro': 'Log in with your mobile number and password.',
  'login.callingCode': 'Calling code',
  'login.mobile': 'Mobile number',
  'login.password': 'Password',
  'login.showPassword': 'Show password',
  'login.hidePassword': 'Hide password',
  'login.submit': 'Login',
  'login.forgotPassword': 'Forgot password?',
  'login.noAccount': 'New to the portal?',
  'login.register': 'Register',
  'login.getTheApp': 'Get the mobile app',
  'login.appStore': 'Download on the App Store',
  'login.googlePlay': 'Get it on Google Play',
  'login.opensInNewTab': '(opens in a new tab)',
  'login.lockoutRule': 'After 5 failed attempts, the account is locked for 15 minutes.',
  'login.uaePass': 'Sign in with UAE PASS',

  'otp.title': 'Verify OTP',
  'otp.sentTo': 'Enter the code sent to',
  'otp.validity_one': 'The code is valid for {{count, isolate}} minute.',
  'otp.validity_other': 'The code is valid for {{count, isolate}} minutes.',
  'otp.label': 'One-time code',
  'otp.verify': 'Verify',
  'otp.resend': 'Resend OTP',
  'otp.resendIn': 'Resend OTP in {{seconds, isolate}} s',
  'otp.backToLogin': 'Back to login',

  'session.restoring': 'Restoring your session…',

  'header.logout': 'Logout',

  'error.backToLogin': 'Back to login',
} as const;

/** Keys of the core bundle (the sign-in path); every core language bundle holds all of them. */
export type CoreTranslationKey = keyof typeof en;
/** Every key a message may name: the core ones and those of the account feature bundle. */
export type TranslationKey = CoreTranslationKey | AccountTranslationKey;
export type Translations = Record<CoreTranslationKey, string>;

export function isTranslationKey(value: string): value is CoreTranslationKey {
  return Object.hasOwn(en, value);
}
