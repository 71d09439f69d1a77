import { type Message, messageSchema } from '@portal/contract';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { TypeOptions } from 'i18next';
import { messageOfEnvelope } from './messages';

type Resources = TypeOptions['resources'];
/** The i18next namespaces (i18n/namespaces.ts): 'core' and one per feature or shared folder. */
export type Namespace = keyof Resources & string;
/** A key of namespace NS, or of 'core': i18next looks there for what NS lacks (fallbackNS). */
export type MessageKey<NS extends Namespace = 'core'> = Extract<
  keyof Resources[NS] | keyof Resources['core'],
  string
>;

/** The values of a message's places, and the server's own text for a code this client lacks. */
interface MessageExtras {
  params?: Readonly<Record<string, string>>;
  text?: string;
}

/**
 * What to show: an i18n key with its namespace ('core' when left out), or the server's own text
 * when it sent no code (free text, such as a framework's parse error).
 */
export type UiMessage =
  | ({ key: MessageKey; ns?: undefined } & MessageExtras)
  | { [NS in Namespace]: { key: MessageKey<NS>; ns: NS } & MessageExtras }[Namespace]
  | { text: string; key?: undefined };

/** Keys for what the server did not say; errorMessage takes core keys (accountErrorMessage others). */
export interface ErrorMessageOptions<NS extends Namespace = 'core'> {
  /** For FETCH_ERROR (no answer at all). Login uses toManyAttempt here (spec section 8). */
  network?: MessageKey<NS>;
  /** Per HTTP status, when the server sent no text. */
  byStatus?: Partial<Record<number, MessageKey<NS>>>;
  /** Anything else. @default 'somethingWentWrong' */
  fallback?: MessageKey<NS>;
}

/** The envelope's `message` of an answer's body, if the body is an envelope. */
export function envelopeMessage(data: unknown): Message | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const parsed = messageSchema.safeParse(data.message);
  return parsed.success ? parsed.data : undefined;
}

/** The message code of a failed call (e.g. 'uaepass.sop1User'), if the server sent one. */
export function serverCode(error: FetchBaseQueryError | SerializedError | undefined): string | undefined {
  return isFetchBaseQueryError(error) ? envelopeMessage(error.data)?.code : undefined;
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
 * network key for no answer, the server's message (by its code, api/messages.ts) for an HTTP error,
 * else a key.
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
  const said = messageOfEnvelope(envelopeMessage(error.data));
  if (said) return said;
  const byStatus = options.byStatus?.[error.status];
  return byStatus ? { key: byStatus } : fallback;
}
