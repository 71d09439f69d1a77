import { carriesBody, type Endpoint, type EndpointRequest } from '@portal/contract';
import type { FetchArgs } from '@reduxjs/toolkit/query';

/**
 * The fetch of a contract endpoint: its method and path, and the input as the JSON body or the
 * query string, as the contract says. A call with nothing to ask sends no query string.
 */
export function fetchArgs<E extends Endpoint>(described: E, input: EndpointRequest<E>): FetchArgs {
  const { path: url, method } = described;
  if (carriesBody(method)) return { url, method, body: input };
  const params = input as Record<string, unknown> | undefined;
  return params && Object.keys(params).length > 0 ? { url, method, params } : { url, method };
}

/**
 * A contract endpoint as RTK Query's `query` and `rawResponseSchema`, so no api.ts writes its path
 * or schemas again. `toRequest` turns the hook's argument into the request when the two differ
 * (`useDoctorProfileQuery(7)` asks `{ id: 7 }`). A `queryFn` that needs more than a query (it opens
 * the session, or reads a refusal in a 200) calls `fetchArgs` and the endpoint's response schema.
 */
export function request<E extends Endpoint, Arg = EndpointRequest<E>>(
  described: E,
  toRequest: (arg: Arg) => EndpointRequest<E> = (arg) => arg as EndpointRequest<E>,
) {
  return {
    query: (arg: Arg): FetchArgs => fetchArgs(described, toRequest(arg)),
    rawResponseSchema: described.response,
  };
}
