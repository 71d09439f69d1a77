import { ruleMessageText, ServerText } from '@portal/contract';

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
  'auth.accountLocked': ServerText.accountLocked,
  'auth.dailyLoginLimit': ServerText.dailyLoginLimit,
  'auth.invalidCredentials': ServerText.invalidCredentials,
  'auth.userNotRegistered': ServerText.userNotRegistered,
  'auth.invalidOtp': ServerText.invalidOtp,
  'auth.otpExpired': ServerText.otpExpired,
  'auth.otpResendTooSoon': ServerText.otpResendTooSoon,
  'auth.otpSendBudget': ServerText.otpSendBudget,
  'auth.sessionExpired': ServerText.sessionExpired,
  'auth.forbidden': ServerText.forbidden,
  'auth.notFound': ServerText.notFound,
  'auth.somethingWentWrong': ServerText.somethingWentWrong,
  otpSendError: 'Error in sending otp',

  'language.en': 'English',
  'language.ar': 'العربية',
  'language.switchTo': 'Change language',

  'layout.banners': 'Hospital highlights',
  'layout.helpline': '24-hour helpline',
  'layout.home': '{{brand}} home',

  'login.callingCode': 'Calling code',
  'login.mobile': 'Mobile number',
  'login.showPassword': 'Show password',
  'login.hidePassword': 'Hide password',
  'login.submit': 'Login',
  'login.uaePass': 'Sign in with UAE PASS',

  'header.logout': 'Logout',

  'error.backToLogin': 'Back to login',
  'error.backToDashboard': 'Back to dashboard',
  'error.chunkFailed':
    'This page could not be loaded. The portal may have been updated: reload to get the latest version.',
  'error.reload': 'Reload',
} as const;

/** Keys of the core bundle (the sign-in path); every core language bundle holds all of them. */
export type CoreTranslationKey = keyof typeof en;
export type Translations = Record<CoreTranslationKey, string>;

export function isTranslationKey(value: string): value is CoreTranslationKey {
  return Object.hasOwn(en, value);
}
