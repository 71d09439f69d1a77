import { carriesBody, type Endpoint, type EndpointRequest } from '@portal/contract';
import type { FetchArgs } from '@reduxjs/toolkit/query';

/**
 * A contract endpoint as RTK Query's `query` and `rawResponseSchema`: the method, the path and
 * where the request goes come from the contract, so no api.ts writes them again. `toRequest` turns
 * the hook's argument into the request when the two differ (`useDoctorProfileQuery(7)` asks
 * `{ id: 7 }`).
 */
export function request<E extends Endpoint, Arg = EndpointRequest<E>>(
  described: E,
  toRequest: (arg: Arg) => EndpointRequest<E> = (arg) => arg as EndpointRequest<E>,
) {
  return {
    query: (arg: Arg): FetchArgs => {
      const input = toRequest(arg);
      return carriesBody(described.method)
        ? { url: described.path, method: described.method, body: input }
        : { url: described.path, method: described.method, params: input as Record<string, unknown> };
    },
    rawResponseSchema: described.response,
  };
}
