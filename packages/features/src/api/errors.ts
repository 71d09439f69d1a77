import { messageSchema, type RuleMessage, ruleMessageText, ServerText } from '@portal/contract';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { TypeOptions } from 'i18next';

type Resources = TypeOptions['resources'];
/** The i18next namespaces (app/i18next.ts): 'core' and one per feature or shared folder. */
export type Namespace = keyof Resources & string;
/** A key of namespace NS, or of 'core': i18next looks there for what NS lacks (fallbackNS). */
export type MessageKey<NS extends Namespace = 'core'> = Extract<
  keyof Resources[NS] | keyof Resources['core'],
  string
>;

/**
 * What to show for a failed call: an i18n key with its namespace ('core' when left out), or the
 * server's own text when it is not one we know.
 */
export type UiMessage =
  | { key: MessageKey; ns?: undefined }
  | { [NS in Namespace]: { key: MessageKey<NS>; ns: NS } }[Namespace]
  | { text: string };

/** Keys for what the server did not say; errorMessage takes core keys (accountErrorMessage others). */
export interface ErrorMessageOptions<NS extends Namespace = 'core'> {
  /** For FETCH_ERROR (no answer at all). Login uses toManyAttempt here (spec section 8). */
  network?: MessageKey<NS>;
  /** Per HTTP status, when the server sent no text. */
  byStatus?: Partial<Record<number, MessageKey<NS>>>;
  /** Anything else. @default 'somethingWentWrong' */
  fallback?: MessageKey<NS>;
}

const serverTextKeys: Record<keyof typeof ServerText, MessageKey> = {
  accountLocked: 'accountLocked',
  dailyLoginLimit: 'dailyLoginLimit',
  invalidCredentials: 'invalidCredentials',
  userNotRegistered: 'userNotRegistered',
  invalidOtp: 'otpVerifyError',
  otpExpired: 'otpExpired',
  otpResendTooSoon: 'otpResendTooSoon',
  otpSendBudget: 'otpSendBudget',
  sessionExpired: 'sessionExpired',
  forbidden: 'forbidden',
  notFound: 'notFound',
  somethingWentWrong: 'somethingWentWrong',
};

/** The server's fixed English texts (and rule texts) map back to keys, so Arabic users read Arabic. */
const keyByServerText = new Map<string, MessageKey>([
  ...Object.entries(serverTextKeys).map(
    ([name, key]) => [ServerText[name as keyof typeof ServerText], key] as [string, MessageKey],
  ),
  ...Object.entries(ruleMessageText).map(([key, text]) => [text, key as RuleMessage] as [string, MessageKey]),
]);

/** A server text as a message: its key when the portal knows the text (so it can be translated), else the text. */
export function messageOfText(text: string): UiMessage {
  const known = keyByServerText.get(text);
  return known ? { key: known } : { text };
}

/** The first text of the envelope's `message.message[]`, if the error body is an envelope. */
export function serverMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const parsed = messageSchema.safeParse(data.message);
  if (!parsed.success) return undefined;
  return parsed.data.message.find((text) => text.trim().length > 0);
}

/** The envelope's `message.status` of a failed call (e.g. 'AccountLocked'), if it sent one. */
export function serverStatus(error: FetchBaseQueryError | SerializedError | undefined): string | undefined {
  if (!isFetchBaseQueryError(error) || typeof error.data !== 'object' || error.data === null)
    return undefined;
  if (!('message' in error.data)) return undefined;
  const parsed = messageSchema.safeParse(error.data.message);
  return parsed.success ? parsed.data.status : undefined;
}

export function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** The HTTP status of a failed call, or undefined for network, timeout and parsing failures. */
export function httpStatus(error: FetchBaseQueryError | SerializedError | undefined): number | undefined {
  return isFetchBaseQueryError(error) && typeof error.status === 'number' ? error.status : undefined;
}

/**
 * Maps an RTK Query error to the message to show: 'Network timeout' for a timeout, the caller's
 * network key for no answer, the server's text (message.message[0]) for an HTTP error, else a key.
 */
export function errorMessage(
  error: FetchBaseQueryError | SerializedError | undefined,
  options: ErrorMessageOptions = {},
): UiMessage {
  const fallback: UiMessage = { key: options.fallback ?? 'somethingWentWrong' };
  if (!isFetchBaseQueryError(error)) return fallback;
  if (error.status === 'TIMEOUT_ERROR') return { key: 'networkTimeout' };
  if (error.status === 'FETCH_ERROR') return options.network ? { key: options.network } : fallback;
  if (typeof error.status !== 'number') return fallback;
  const text = serverMessage(error.data);
  if (text) return messageOfText(text);
  const byStatus = options.byStatus?.[error.status];
  return byStatus ? { key: byStatus } : fallback;
}
