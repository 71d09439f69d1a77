import { type Envelope, Status } from '@portal/contract';

export function success<T>(data: T, messages: string[] = []): Envelope<T> {
  return { message: { status: Status.Success, message: messages }, data };
}

export function answer<T>(status: string, messages: string[], data: T): Envelope<T> {
  return { message: { status, message: messages }, data };
}

/**
 * A refusal that reaches the client as the spec's envelope. Thrown from routes and services; the
 * app's error handler turns it into the HTTP answer.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly status: string,
    readonly messages: string[],
    readonly data: unknown = null,
  ) {
    super(messages.join(' ') || status);
    this.name = 'ApiError';
  }
}
