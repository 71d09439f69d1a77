import { carriesBody, type Endpoint, type EndpointAnswer, type EndpointInput } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { issueMessages, parse } from './validate';

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E>>;

/**
 * Routes a contract endpoint: its method and path, its request parsed with the contract's schema
 * (the query string or the body, as the contract says; a refusal is the spec's 400 envelope), and a
 * handler whose answer TypeScript holds to the response schema. Outside production (config
 * checkAnswers) the answer is also parsed before it leaves, so a route that drifts from the contract fails its tests and the
 * journeys (a 500 naming the endpoint and the fields) instead of a client later.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  described: E,
  options: RouteShorthandOptions,
  handler: EndpointHandler<E>,
): void {
  app.route({
    ...options,
    method: described.method,
    url: described.path,
    handler: async (request, reply) => {
      const input = parse(
        described.request,
        carriesBody(described.method) ? request.body : request.query,
      ) as EndpointInput<E>;
      const answer = await handler(input, request, reply);
      if (app.portal.config.checkAnswers && reply.statusCode < 400) {
        const checked = described.response.safeParse(answer);
        if (!checked.success) {
          const fields = issueMessages(checked.error, answer).join('; ');
          throw new Error(`${described.method} ${described.path} answered outside its contract: ${fields}`);
        }
      }
      return answer;
    },
  });
}
