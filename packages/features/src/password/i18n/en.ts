/** English strings of the password reset ('password' namespace). */
export const en = {
  resetPassSuccess: 'Your password has been reset. Please log in with your new password.',
  resetPassError: 'Error in resetting the password, please try again.',

  'forgot.title': 'Forgot password',
  'forgot.intro': 'Enter your mobile number and date of birth. We will send you a one-time code.',
  'forgot.step': 'Step {{step, isolate}} of {{total, isolate}}',
  'forgot.sendOtp': 'Send OTP',
  'forgot.newTitle': 'Set a new password',
  'forgot.reset': 'Reset password',
} as const;
