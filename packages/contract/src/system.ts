import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { lazy } from './lazy';
import { RuleMessage } from './rules';

/** GET /health (process up) and GET /ready (database answers): for load balancers and test runners. */
export const healthData = lazy(() => z.object({ status: z.enum(['ok', 'ready', 'unavailable']) }));
export type HealthData = z.infer<typeof healthData>;
export const healthResponse = lazy(() => envelope(healthData));

/**
 * GET /dev/outbox?mobile=: the messages the development console SMS gateway "sent", newest first.
 * The route exists only with the console gateway outside production; e2e tests read codes here.
 */
export const devOutboxQuery = lazy(() =>
  z.object({
    /** Calling code plus mobile ('971501234567') or the mobile alone ('501234567'). */
    mobile: z.string().check(z.regex(/^\d{8,14}$/, RuleMessage.numberError)),
  }),
);
export type DevOutboxQuery = z.infer<typeof devOutboxQuery>;

export const devOutboxMessage = lazy(() =>
  z.object({
    to: z.string(),
    text: z.string(),
    code: z.nullable(z.string()),
    purpose: z.nullable(z.string()),
    /** ISO date-time. */
    createdAt: z.string(),
  }),
);
export type DevOutboxMessage = z.infer<typeof devOutboxMessage>;
export const devOutboxResponse = lazy(() => envelope(z.array(devOutboxMessage)));
export type DevOutboxResponse = z.infer<typeof devOutboxResponse>;

export const SystemPath = {
  health: '/health',
  ready: '/ready',
  devOutbox: '/dev/outbox',
} as const;

export const SystemEndpoint = {
  health: endpoint({
    method: 'GET',
    path: SystemPath.health,
    request: lazy(() => z.object({})),
    response: healthResponse,
  }),
  ready: endpoint({
    method: 'GET',
    path: SystemPath.ready,
    request: lazy(() => z.object({})),
    response: healthResponse,
  }),
  devOutbox: endpoint({
    method: 'GET',
    path: SystemPath.devOutbox,
    request: devOutboxQuery,
    response: devOutboxResponse,
  }),
} as const;
