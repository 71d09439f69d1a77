import * as z from 'zod/mini';

/** Statuses the server puts in `message.status`. */
export const Status = {
  Success: 'Success',
  Invalid: 'Invalid',
  NotFound: 'NotFound',
  AccountLocked: 'AccountLocked',
  BadRequest: 'BadRequest',
  Unauthorized: 'Unauthorized',
  Forbidden: 'Forbidden',
  TooManyRequests: 'TooManyRequests',
  Duplicate: 'Duplicate',
  Error: 'Error',
} as const;
export type Status = (typeof Status)[keyof typeof Status];

export const messageSchema = z.object({
  status: z.string(),
  message: z.array(z.string()),
});
export type Message = z.infer<typeof messageSchema>;

/** The spec's response envelope: `{ message: { status, message[] }, data }`. */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({ message: messageSchema, data });
}
export type Envelope<T> = { message: Message; data: T };

export const emptyEnvelope = envelope(z.null());
export type EmptyEnvelope = z.infer<typeof emptyEnvelope>;

/** Texts the server answers with where the spec fixes the wording. */
export const ServerText = {
  accountLocked: 'User account locked due to multiple incorrect attempts. Please try again later.',
  dailyLoginLimit: 'You have exceeded the login limit for a day.',
  invalidCredentials: 'Invalid mobile number or password.',
  userNotRegistered: 'User not found, please register',
  invalidOtp: 'Invalid OTP',
  otpExpired: 'OTP expired, please request a new one.',
  otpResendTooSoon: 'Please wait before requesting a new OTP.',
  otpSendBudget: 'Too many OTP requests. Please try again later.',
  sessionExpired: 'Your session has expired, please log in again.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  somethingWentWrong: 'Something went wrong',
} as const;
