import * as z from 'zod/mini';
import { type Today, uaeToday } from './dates';
import { endpoint } from './endpoint';
import { emptyEnvelope, envelope } from './envelope';
import { lazy } from './lazy';
import {
  callingCodeRule,
  confirmPasswordRule,
  formDateOfBirthRule,
  isoDateOfBirthRule,
  loginMobileRule,
  newPasswordRule,
  otpRule,
  passwordRule,
  RuleMessage,
  refineConfirmation,
} from './rules';

/**
 * POST /user/sendotpforpassword: sends a password-reset OTP when mobile and date of birth are an
 * account's. NotFound 'User not found, please register'; Invalid 'Invalid date of birth';
 * AccountLocked (403); 429 for the daily limit and the SMS budgets. Data: otpValidity (minutes).
 */
export function makeSendOtpForPasswordRequest(today: Today = uaeToday) {
  return z.object({
    callingCode: callingCodeRule,
    mobile: loginMobileRule,
    dateOfBirth: isoDateOfBirthRule(today, { required: RuleMessage.dobRequiredError }),
  });
}
export const sendOtpForPasswordRequest = lazy(() => makeSendOtpForPasswordRequest());
export type SendOtpForPasswordRequest = z.infer<typeof sendOtpForPasswordRequest>;
export const sendOtpForPasswordData = lazy(() => z.object({ otpValidity: z.int().check(z.nonnegative()) }));
export type SendOtpForPasswordData = z.infer<typeof sendOtpForPasswordData>;
export const sendOtpForPasswordResponse = lazy(() => envelope(z.nullable(sendOtpForPasswordData)));
export type SendOtpForPasswordResponse = z.infer<typeof sendOtpForPasswordResponse>;

/**
 * POST /user/resetpassword: uses the reset code up, sets the new password and ends every session
 * of the account. Wrong code: 400 Invalid 'Invalid OTP' (counts toward the code's 5 tries).
 */
export const resetPasswordRequest = lazy(() =>
  z.object({
    callingCode: callingCodeRule,
    mobile: loginMobileRule,
    otp: otpRule,
    newPassword: newPasswordRule,
  }),
);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;
export const resetPasswordResponse = emptyEnvelope;

/** Object-level check: the new password differs from the old (oldNewPassSame on newPassword). */
function refineOldNewDiffer(
  value: { oldPassword?: unknown; newPassword?: unknown },
  ctx: z.core.$RefinementCtx,
) {
  if (
    typeof value.newPassword === 'string' &&
    value.newPassword !== '' &&
    value.newPassword === value.oldPassword
  ) {
    ctx.addIssue({ code: 'custom', message: RuleMessage.oldNewPassSame, path: ['newPassword'] });
  }
}

/**
 * POST /auth/changepassword (bearer): 'Success', or 400 Invalid 'Incorrect old password'; old equal
 * to new is 400 with oldNewPassSame; UAE PASS accounts get 403. Ends the account's other sessions.
 */
export const changePasswordRequest = lazy(() =>
  z.object({ oldPassword: passwordRule, newPassword: passwordRule }).check(z.superRefine(refineOldNewDiffer)),
);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;
export const changePasswordResponse = emptyEnvelope;

/** /home/forgotpassword step 1: mobile and date of birth (dd/MM/yyyy or ISO; parsed to ISO). */
export function makeForgotPasswordFormSchema(today: Today = uaeToday) {
  return z.object({
    mobile: loginMobileRule,
    dateOfBirth: formDateOfBirthRule(today, { required: RuleMessage.dobRequiredError }),
  });
}
export const forgotPasswordFormSchema = lazy(() => makeForgotPasswordFormSchema());
export type ForgotPasswordForm = z.input<typeof forgotPasswordFormSchema>;

/** /home/forgotpassword last step: new password (passMinLengthError) and confirmation (passNotMatch). */
export const resetPasswordFormSchema = lazy(() =>
  z
    .object({ newPassword: newPasswordRule, confirmPassword: confirmPasswordRule })
    .check(z.superRefine(refineConfirmation('newPassword', 'confirmPassword'))),
);
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** My Profile change-password card: old, new, confirm (invalidPassword, passNotMatch, oldNewPassSame). */
export const changePasswordFormSchema = lazy(() =>
  z
    .object({ oldPassword: passwordRule, newPassword: passwordRule, confirmPassword: confirmPasswordRule })
    .check(
      z.superRefine(refineConfirmation('newPassword', 'confirmPassword')),
      z.superRefine(refineOldNewDiffer),
    ),
);
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

export const PasswordPath = {
  sendOtpForPassword: '/user/sendotpforpassword',
  verifyOtp: '/user/verifyotp',
  resetPassword: '/user/resetpassword',
  changePassword: '/auth/changepassword',
} as const;

/** The reset code's check (/user/verifyotp) is AuthEndpoint.verifyOtp. */
export const PasswordEndpoint = {
  sendOtpForPassword: endpoint({
    method: 'POST',
    path: PasswordPath.sendOtpForPassword,
    request: sendOtpForPasswordRequest,
    response: sendOtpForPasswordResponse,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: PasswordPath.resetPassword,
    request: resetPasswordRequest,
    response: resetPasswordResponse,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: PasswordPath.changePassword,
    request: changePasswordRequest,
    response: changePasswordResponse,
  }),
} as const;
