import { type DevOutboxMessage, type HealthData, Status, SystemEndpoint } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { CONSOLE_GATEWAY } from '../../adapters/sms/console';
import { route } from '../../http/endpoint';
import { answer, success } from '../../http/envelope';
import { outboxOf } from './repository';

export async function systemRoutes(app: FastifyInstance) {
  const { database } = app.portal;

  route(app, SystemEndpoint.health, {}, async () => success<HealthData>({ status: 'ok' }));

  route(app, SystemEndpoint.ready, {}, async (_query, request, reply) => {
    try {
      await database.ping();
      return success<HealthData>({ status: 'ready' });
    } catch (error) {
      request.log.error({ err: error }, 'readiness check: database did not answer');
      reply.code(503);
      return answer<HealthData>(Status.Error, ['Database unavailable'], { status: 'unavailable' });
    }
  });

  // The outbox shows live codes: only the console gateway has one, never in production, and
  // only when asked for (DEV_OUTBOX=1: pnpm start, the e2e server and the tests).
  const { sms, config } = app.portal;
  if (sms.name === CONSOLE_GATEWAY && !config.production && config.devOutbox) await app.register(devRoutes);
}

const OUTBOX_LIMIT = 20;

/** Only registered with the console SMS gateway outside production, with DEV_OUTBOX=1 (above). */
async function devRoutes(app: FastifyInstance) {
  const { db } = app.portal;

  route(app, SystemEndpoint.devOutbox, {}, async ({ mobile }) => {
    const rows = await outboxOf(db, mobile, OUTBOX_LIMIT);
    return success<DevOutboxMessage[]>(
      rows.map((row) => ({
        to: row.recipient,
        text: row.body,
        code: row.code,
        purpose: row.purpose,
        createdAt: row.createdAt.toISOString(),
      })),
    );
  });
}
