import * as z from 'zod/mini';
import { lazy } from './lazy';

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

export const messageSchema = lazy(() =>
  z.object({
    status: z.string(),
    message: z.array(z.string()),
    /**
     * The stable code of message[0] when it is one of the server's own messages (messages.ts), which
     * the client translates; absent for free text (a framework's parse error). Not in the spec's
     * envelope: added beside it, so a client that reads only `message[]` works as before.
     */
    code: z.optional(z.string()),
    /**
     * Values of the coded message's places ('{date}'), for the client's own wording. A loose object
     * rather than a record of strings: the record parser would add its code to the sign-in page.
     */
    params: z.optional(z.looseObject({})),
  }),
);
export type Message = z.infer<typeof messageSchema>;

/** The spec's response envelope: `{ message: { status, message[] }, data }`. */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({ message: messageSchema, data });
}
export type Envelope<T> = { message: Message; data: T };

export const emptyEnvelope = lazy(() => envelope(z.null()));
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
