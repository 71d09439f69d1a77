import { type Envelope, type Message, type ServerMessage, Status } from '@portal/contract';

/** What a route says: one of the server's coded messages (contract messages.ts), or free text. */
export type Said = ServerMessage | string;

/** The envelope's `message`: the texts, and the code (and places) of the first when it has one. */
function messageOf(status: string, said: readonly Said[]): Message {
  const message: Message = {
    status,
    message: said.map((item) => (typeof item === 'string' ? item : item.text)),
  };
  const first = said[0];
  if (first !== undefined && typeof first !== 'string') {
    message.code = first.code;
    if (first.params) message.params = { ...first.params };
  }
  return message;
}

export function success<T>(data: T, said: readonly Said[] = []): Envelope<T> {
  return { message: messageOf(Status.Success, said), data };
}

export function answer<T>(status: string, said: readonly Said[], data: T): Envelope<T> {
  return { message: messageOf(status, said), data };
}

/**
 * A refusal that reaches the client as the spec's envelope. Thrown from routes and services; the
 * app's error handler turns it into the HTTP answer.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly status: string,
    readonly said: readonly Said[],
    readonly data: unknown = null,
  ) {
    super(said.map((item) => (typeof item === 'string' ? item : item.text)).join(' ') || status);
    this.name = 'ApiError';
  }
}
