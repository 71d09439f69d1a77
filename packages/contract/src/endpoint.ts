import type * as z from 'zod/mini';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of spec section 7, described once for both sides: the client builds its request and
 * checks the answer with it (features' api.ts, api/endpoint.ts), the server routes and validates the
 * request with it and, in development and tests, checks its own answer (server http/endpoint.ts).
 */
export interface Endpoint<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly method: Method;
  /** Under /api, as the spec writes it. */
  readonly path: string;
  /** The query string (GET, DELETE) or the JSON body (POST, PUT). */
  readonly request: Req;
  /** A successful answer, envelope included. */
  readonly response: Res;
}

/** What a caller sends: the request schema's input. */
export type EndpointRequest<E extends Endpoint> = z.input<E['request']>;
/** What a successful answer holds once parsed. */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;
/** What the server may answer: the response schema's input. */
export type EndpointAnswer<E extends Endpoint> = z.input<E['response']>;
/** What the server's handler gets: the request schema's output. */
export type EndpointInput<E extends Endpoint> = z.output<E['request']>;

export function endpoint<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  described: Endpoint<Req, Res>,
): Endpoint<Req, Res> {
  return described;
}

/** Whether the request travels as a JSON body rather than a query string. */
export const carriesBody = (method: Method): boolean => method === 'POST' || method === 'PUT';
